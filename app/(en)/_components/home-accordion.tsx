import { AccordionOnReach } from "@/components/ui/accordion-on-reach";
import { homeContent } from "@/app/(en)/_components/home-content";
import type { Lang } from "@/lib/i18n/locales";

// Three short answers, one open at a time. The text is server-rendered into every panel, so
// crawlers and no-JS visitors' browsers receive all of it. Radix's code loads on first use.
export function HomeAccordion({ lang = "en" }: { lang?: Lang }) {
  const { homeAccordion, homeCopy } = homeContent(lang);
  return (
    <section aria-labelledby="how-we-work-title">
      <h2
        id="how-we-work-title"
        className="text-2xl font-bold text-brand-800 md:text-3xl"
      >
        {homeCopy.accordionTitle}
      </h2>
      <div className="mt-6">
        <AccordionOnReach
          defaultValue={homeAccordion[0]?.id}
          items={homeAccordion.map((entry) => ({
            value: entry.id,
            title: entry.title,
            content: entry.body.map((paragraph) => (
              <p
                key={paragraph}
                className="mt-3 leading-relaxed text-ink-muted first:mt-0"
              >
                {paragraph}
              </p>
            )),
          }))}
        />
      </div>
    </section>
  );
}
