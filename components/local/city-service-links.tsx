import Link from "next/link";
import { Icon } from "@/components/ui/icons";
import { flushingVsDraining } from "@/content/articles/flushing-vs-draining";
import { cityServicePath } from "@/content/city-pages";
import type { ServiceArea } from "@/content/service-areas";
import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";

// The two needs every East Valley home has with hard water, linked by the city-scoped URLs
// (/service-areas/{city}/water-heater); those redirect to the city page or the general page.
// The city pages and the guide are English only: on a Spanish page the links say so (hrefLang).
export function CityServiceLinks({
  area,
  lang = "en",
}: {
  area: ServiceArea;
  lang?: Lang;
}) {
  const m = sectionsMessages[lang].cityServiceLinks;
  const inCity = (template: string) => template.replace("{city}", area.name);
  const [titleBefore, titleAfter] = m.title.split("{city}");
  const hrefLang = lang === "en" ? undefined : "en";
  const links = [
    {
      href: cityServicePath(area.slug, "water-heater"),
      icon: "flame" as const,
      title: inCity(m.heaters),
      text: m.heatersText,
    },
    {
      href: cityServicePath(area.slug, "water-softener"),
      icon: "droplet" as const,
      title: inCity(m.softeners),
      text: m.softenersText,
    },
  ];
  return (
    <section aria-labelledby={`city-services-${area.slug}`}>
      <h2
        id={`city-services-${area.slug}`}
        className="text-2xl font-bold text-brand-800 md:text-3xl"
      >
        {titleBefore}
        {area.name}
        {titleAfter || null}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              hrefLang={hrefLang}
              className="group flex h-full gap-3 rounded-xl border border-brand-100 bg-brand-50 p-5 hover:border-brand-500"
            >
              <Icon
                name={link.icon}
                className="size-7 shrink-0 text-accent-600"
              />
              <span>
                <span className="flex items-center gap-1 font-semibold text-brand-800 group-hover:underline">
                  {link.title} <Icon name="arrow" className="size-4" />
                </span>
                <span className="mt-1 block text-sm text-ink-muted">
                  {link.text}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-ink-muted">
        {m.keeping}{" "}
        <Link
          href={flushingVsDraining.path}
          hrefLang={hrefLang}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {m.guide}
        </Link>
        .
      </p>
    </section>
  );
}
