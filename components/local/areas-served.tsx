import Link from "next/link";
import { serviceAreas } from "@/content/service-areas";
import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";

// "Serving all areas": the twelve communities (cities, towns, Phoenix's Ahwatukee and two
// unincorporated ones), each linked to its page. `current` is shown unlinked. The area pages are
// English only, so on a Spanish page the links say so to browsers (hrefLang).
export function AreasServed({
  title,
  current,
  lang = "en",
}: {
  title?: string;
  current?: string;
  lang?: Lang;
}) {
  const m = sectionsMessages[lang].areasServed;
  return (
    <section
      aria-labelledby="areas-served-title"
      className="rounded-xl bg-brand-50 p-6 md:p-8"
    >
      <h2
        id="areas-served-title"
        className="text-2xl font-bold text-brand-800 md:text-3xl"
      >
        {title ?? m.title}
      </h2>
      <p className="mt-2 text-ink-muted">{m.intro}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {serviceAreas.map((area) => (
          <li key={area.slug}>
            {area.slug === current ? (
              <span
                aria-current="page"
                className="inline-flex min-h-11 items-center rounded-full bg-brand-800 px-4 text-sm font-semibold text-white"
              >
                {area.name}
              </span>
            ) : (
              <Link
                href={area.path}
                hrefLang={lang === "en" ? undefined : "en"}
                className="inline-flex min-h-11 items-center rounded-full border border-brand-200 bg-white px-4 text-sm font-medium text-brand-800 hover:border-brand-500"
              >
                {area.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
