import Link from "next/link";
import { AreasServed } from "@/components/local/areas-served";
import { LocalSections } from "@/components/local/local-sections";
import { TileGrid } from "@/components/local/tile-grid";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CityHero } from "@/components/sections/city-hero";
import { WithRequestForm } from "@/components/sections/with-request-form";
import { Icon } from "@/components/ui/icons";
import { flushingVsDraining } from "@/content/articles/flushing-vs-draining";
import { business } from "@/content/business";
import { credentialTiles, waterHeaterServices } from "@/content/city-page-copy";
import type { ServiceArea } from "@/content/service-areas";
import { formatPhone, telHref } from "@/lib/format";
import type { CityPageEntry } from "@/lib/local-pages";

// /water-heater-installation-{city}-az: a city hero, the body all four pages share (credentials,
// the call button, three services, every area) and the city's own sections before the areas.
export function WaterHeaterCityPage({
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
          { name: "Water heater installation", path: page.path },
        ]}
      />
      <CityHero
        title={page.title}
        description={page.lead}
        city={area.name}
        service="Water Heater Installation"
      />
      <WithRequestForm
        form={{
          title: `Book a water heater visit in ${area.name}`,
          description:
            "Tell us about your heater (gas or electric, tank or tankless, its age) and we'll call back with a time and a price.",
        }}
      >
        <section aria-labelledby="credentials-title">
          <h2
            id="credentials-title"
            className="text-2xl font-bold text-brand-800 md:text-3xl"
          >
            Why {area.name} homeowners call us
          </h2>
          <p className="mt-3 leading-relaxed text-ink-muted">
            {page.localNote}
          </p>
          <div className="mt-6">
            <TileGrid items={credentialTiles} />
          </div>
          <div
            data-track-area="credentials"
            className="mt-6 flex flex-wrap items-center gap-4 rounded-xl bg-accent-50 p-5"
          >
            <p className="flex-1 font-semibold text-ink">
              No hot water right now? Same-day service is available.
            </p>
            <a href={telHref(business.phone)} className="btn btn-primary">
              <Icon name="phone" /> Call {formatPhone(business.phone)}
            </a>
          </div>
        </section>
        <section aria-labelledby="wh-services-title">
          <h2
            id="wh-services-title"
            className="text-2xl font-bold text-brand-800 md:text-3xl"
          >
            Water heater services in {area.name}
          </h2>
          <div className="mt-4">
            <TileGrid items={waterHeaterServices} columns={3} />
          </div>
          <p className="mt-4 text-ink-muted">
            Want your current heater to last?{" "}
            <Link
              href={flushingVsDraining.path}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              How to flush or drain a water heater, and how often
            </Link>
            .
          </p>
        </section>
        <LocalSections
          sections={page.localSections}
          idPrefix={`${area.slug}-water-heater`}
        />
        <AreasServed />
      </WithRequestForm>
    </>
  );
}
