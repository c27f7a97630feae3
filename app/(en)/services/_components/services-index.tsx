import { ServiceCard } from "@/app/(en)/services/_components/service-card";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CallBlock } from "@/components/sections/call-block";
import { business } from "@/content/business";
import { services as spanishCards } from "@/content/es/services";
import { services } from "@/content/services";
import type { Lang } from "@/lib/i18n/locales";
import { servicesMessages } from "@/lib/i18n/messages/services";
import { pathIn } from "@/lib/i18n/routes";

const cardsIn = { en: services, es: spanishCards } as const;

// The services index, /services or /es/servicios: every card in the page's language.
export function ServicesIndex({ lang = "en" }: { lang?: Lang }) {
  const words = servicesMessages[lang];
  const cards = cardsIn[lang];
  return (
    <>
      <Breadcrumbs
        trail={[{ name: words.servicesCrumb, path: pathIn(lang, "/services") }]}
        lang={lang}
      />
      <div className="container-page py-10 md:py-14">
        <header className="max-w-3xl">
          <h1 className="text-3xl leading-tight font-bold text-balance text-brand-800 md:text-5xl">
            {words.index.heading}
          </h1>
          <p className="mt-4 text-lg text-ink-muted">
            {words.index.leadBefore}
            {cards.length}
            {words.index.leadAfter}
          </p>
        </header>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((service) => (
            <li key={service.slug} className="flex">
              <ServiceCard service={service} lang={lang} />
            </li>
          ))}
        </ul>
        <div className="mt-16">
          <CallBlock
            title={words.index.callTitle}
            description={words.index.callDescription}
            phoneNumber={business.phone}
            lang={lang}
          />
        </div>
      </div>
    </>
  );
}

/** The index's metadata fields in `lang` (buildMetadata adds the rest). */
export function servicesIndexMeta(lang: Lang) {
  const { title, description, keywords } = servicesMessages[lang].index;
  return {
    title,
    description: description(cardsIn[lang].length),
    keywords,
    path: pathIn(lang, "/services"),
  };
}
