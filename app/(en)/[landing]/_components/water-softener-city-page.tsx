import Link from "next/link";
import { LocalSections } from "@/components/local/local-sections";
import { TileGrid } from "@/components/local/tile-grid";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CityHero } from "@/components/sections/city-hero";
import { InfoSection } from "@/components/sections/info-section";
import { WithRequestForm } from "@/components/sections/with-request-form";
import {
  softenerAdvantages,
  softenerSolutions,
} from "@/content/city-page-copy";
import type { ServiceArea } from "@/content/service-areas";
import type { CityPageEntry } from "@/lib/local-pages";

// /water-softener-installation-{city}-az: the city's hard water and its own sections, five
// solutions, four advantages, the city's neighborhoods and the request form.
export function WaterSoftenerCityPage({
  page,
  area,
}: {
  page: CityPageEntry;
  area: ServiceArea;
}) {
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: `${area.name}, AZ`, path: area.path },
          { name: "Water softener installation", path: page.path },
        ]}
      />
      <CityHero
        title={page.title}
        description={page.lead}
        city={area.name}
        service="Water Softener Installation"
      />
      <WithRequestForm
        form={{
          title: `Ask about a softener in ${area.name}`,
          description:
            "Tell us about your home or business and we'll call back to arrange a water test and a price.",
        }}
      >
        {/* City of Mesa Water Resources, "2024 Water Quality Consumer Confidence Report", Water
            FAQ's 2: average hardness about 12 gpg (City Zone) and 16 gpg (Eastern and Southern
            Zones), https://issuu.com/mesawaterresources/docs/2024_water_quality_consumer_confidence_report
            (read 2026-11-27). No source read gives one range for the whole East Valley. */}
        <InfoSection
          title={`Hard water in ${area.name}`}
          infoNote="East Valley water is hard: the City of Mesa's 2024 water quality report, for one, gives averages of about 12 and 16 grains per gallon, depending on the part of the city. Your own water can differ, so we size every softener from a test of it."
        >
          <p>{page.localNote}</p>
        </InfoSection>
        <LocalSections
          sections={page.localSections}
          idPrefix={`${area.slug}-water-softener`}
        />
        <section aria-labelledby="solutions-title">
          <h2
            id="solutions-title"
            className="text-2xl font-bold text-brand-800 md:text-3xl"
          >
            Our water softener solutions
          </h2>
          <div className="mt-4">
            <TileGrid items={softenerSolutions} columns={3} />
          </div>
        </section>
        <section aria-labelledby="advantages-title">
          <h2
            id="advantages-title"
            className="text-2xl font-bold text-brand-800 md:text-3xl"
          >
            What soft water does for your home
          </h2>
          <div className="mt-4">
            <TileGrid items={softenerAdvantages} />
          </div>
        </section>
        <section aria-labelledby="neighborhoods-title">
          <h2
            id="neighborhoods-title"
            className="text-2xl font-bold text-brand-800 md:text-3xl"
          >
            {area.name} neighborhoods we serve
          </h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {area.neighbourhoods.map((name) => (
              <li key={name} className="flex items-center gap-2 text-ink">
                <span
                  aria-hidden="true"
                  className="size-2 rounded-full bg-accent-500"
                />
                {name}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-ink-muted">
            Elsewhere in {area.name}?{" "}
            <Link
              href={area.path}
              className="font-semibold text-brand-700 underline"
            >
              See everything we do in {area.name}
            </Link>
            .
          </p>
        </section>
      </WithRequestForm>
    </>
  );
}
