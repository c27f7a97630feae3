import { ServiceCard } from "@/app/(en)/services/_components/service-card";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CallBlock } from "@/components/sections/call-block";
import { business } from "@/content/business";
import { services } from "@/content/services";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({
  title: "Plumbing Services in Mesa & the East Valley",
  description: `Water heaters, softeners, filtration, leaks, drains, sewer cameras, valves and fixtures: all ${services.length} plumbing services we offer across the East Valley, AZ.`,
  keywords: [
    "plumbing services Mesa AZ",
    "water heater repair",
    "water softener installation",
    "drain cleaning East Valley",
    "pipe leak repair",
    "sewer camera inspection",
  ],
  path: "/services",
});

export default function ServicesPage() {
  return (
    <>
      <Breadcrumbs trail={[{ name: "Services", path: "/services" }]} />
      <div className="container-page py-10 md:py-14">
        <header className="max-w-3xl">
          <h1 className="text-3xl leading-tight font-bold text-balance text-brand-800 md:text-5xl">
            Plumbing services for East Valley homes and businesses
          </h1>
          <p className="mt-4 text-lg text-ink-muted">
            From hot water and hard water to leaks, drains and fixtures, these
            are the {services.length} services we offer. Every job starts with
            an upfront price. Same-day service is available, and emergency
            service.
          </p>
        </header>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug} className="flex">
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
        <div className="mt-16">
          <CallBlock
            title="Not sure which service you need?"
            description="Describe the problem on the phone and we'll tell you what it probably is, what it usually costs and when we can be there."
            phoneNumber={business.phone}
          />
        </div>
      </div>
    </>
  );
}
