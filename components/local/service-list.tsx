import Link from "next/link";
import { spanishServiceNames } from "@/content/es/service-names";
import { servicePath, services } from "@/content/services";
import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";
import { spanishServicePath } from "@/lib/i18n/routes";

// Every service we sell, each linked to its page: the service list of an area page. In Spanish,
// each service's one Spanish name and Spanish page.
export function ServiceList({
  cityName,
  lang = "en",
}: {
  cityName: string;
  lang?: Lang;
}) {
  const [before, after] =
    sectionsMessages[lang].serviceList.title.split("{city}");
  return (
    <section aria-labelledby="service-list-title">
      <h2
        id="service-list-title"
        className="text-2xl font-bold text-brand-800 md:text-3xl"
      >
        {before}
        {cityName}
        {after || null}
      </h2>
      <ul className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {services.map((service) => (
          <li key={service.slug}>
            <Link
              href={
                lang === "es"
                  ? spanishServicePath(service.slug)
                  : servicePath(service.slug)
              }
              className="flex min-h-11 items-center border-b border-brand-100 py-2 font-medium text-brand-800 hover:text-accent-700 hover:underline"
            >
              {lang === "es"
                ? spanishServiceNames[service.slug]
                : service.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
