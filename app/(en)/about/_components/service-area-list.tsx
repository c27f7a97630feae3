import Link from "next/link";
import { Icon } from "@/components/ui/icons";
import { business } from "@/content/business";
import { serviceAreas } from "@/content/service-areas";

// The service area: the target of the menu's "Our service area" link (/about#service-area).
export function ServiceAreaList() {
  return (
    <section
      id="service-area"
      aria-labelledby="service-area-title"
      className="scroll-mt-28"
    >
      <h2
        id="service-area-title"
        className="text-2xl font-bold text-brand-800 md:text-3xl"
      >
        Our service area
      </h2>
      <p className="mt-3 max-w-3xl text-ink-muted">
        From our base in {business.address.city} we serve homes and businesses
        in {serviceAreas.length} cities across the East Valley, from Scottsdale
        and Paradise Valley in the north to Queen Creek and San Tan Valley in
        the south. Pick your city for local details.
      </p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {serviceAreas.map((area) => (
          <li key={area.slug}>
            <Link
              href={area.path}
              className="flex min-h-11 items-center gap-2 rounded-md border border-brand-100 bg-white px-3 py-2 font-medium text-brand-800 hover:border-brand-500"
            >
              <Icon name="pin" className="size-4 shrink-0 text-accent-600" />
              {area.name}, AZ
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
