import { JsonLd } from "@/components/json-ld";
import { AreasServed } from "@/components/local/areas-served";
import { CityServiceLinks } from "@/components/local/city-service-links";
import { ContactCards } from "@/components/local/contact-cards";
import { ServiceCheck } from "@/components/local/service-check";
import { ServiceList } from "@/components/local/service-list";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CallBlock } from "@/components/sections/call-block";
import { Hero } from "@/components/sections/hero";
import { InfoSection } from "@/components/sections/info-section";
import { WithRequestForm } from "@/components/sections/with-request-form";
import { business } from "@/content/business";
import type { ServiceArea } from "@/content/service-areas";
import { serviceJsonLd } from "@/lib/seo/json-ld";

// One city's page. Rendered at /service-areas/{slug} and, for the four legacy names, at
// /service-area-{slug}-az too: same HTML, same canonical.
export function AreaPage({ area }: { area: ServiceArea }) {
  return (
    <>
      <Breadcrumbs trail={[{ name: `${area.name}, AZ`, path: area.path }]} />
      <Hero
        subtitle="Licensed & insured · Family owned · Upfront pricing"
        title={`Plumber in ${area.name}, AZ`}
        description={area.lead}
        phoneNumber={business.phone}
        ctaLink="#request-service"
        ctaText="Request service online"
      />
      <ContactCards area={area} />
      <div className="container-page pt-8">
        <ServiceCheck />
      </div>
      <WithRequestForm
        form={{
          title: `Request service in ${area.name}`,
          description:
            "Tell us what's wrong and where; we'll call back with a time and a price.",
        }}
      >
        <InfoSection
          title={`Plumbing in ${area.name}`}
          infoNote={area.waterNote}
        >
          {area.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </InfoSection>
        <section aria-labelledby="neighborhoods-title">
          <h2
            id="neighborhoods-title"
            className="text-xl font-bold text-brand-800"
          >
            Neighborhoods we serve in {area.name}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {area.neighbourhoods.map((name) => (
              <li
                key={name}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800"
              >
                {name}
              </li>
            ))}
          </ul>
        </section>
        <CityServiceLinks area={area} />
        <ServiceList cityName={area.name} />
        <AreasServed title="Communities we serve" current={area.slug} />
      </WithRequestForm>
      <div className="container-page pb-12">
        <CallBlock
          title={`Need a plumber in ${area.name} today?`}
          description={`Call for emergency service in ${area.name} (same-day service available), or book online. You'll have the price before we start.`}
          phoneNumber={business.phone}
        />
      </div>
      {/* The root layout already describes the business; a second Plumber node here would
          repeat it, so the city is the area of a Service the business provides. */}
      <JsonLd
        data={serviceJsonLd({
          name: `Plumbing in ${area.name}, AZ`,
          serviceType: "Plumbing",
          description: area.lead,
          path: area.path,
          areaNames: [area.name],
        })}
      />
    </>
  );
}
