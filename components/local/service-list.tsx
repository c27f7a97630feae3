import Link from "next/link";
import { servicePath, services } from "@/content/services";

// Every service we sell, each linked to its page: the service list of an area page.
export function ServiceList({ cityName }: { cityName: string }) {
  return (
    <section aria-labelledby="service-list-title">
      <h2
        id="service-list-title"
        className="text-2xl font-bold text-brand-800 md:text-3xl"
      >
        Plumbing services in {cityName}
      </h2>
      <ul className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {services.map((service) => (
          <li key={service.slug}>
            <Link
              href={servicePath(service.slug)}
              className="flex min-h-11 items-center border-b border-brand-100 py-2 font-medium text-brand-800 hover:text-accent-700 hover:underline"
            >
              {service.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
