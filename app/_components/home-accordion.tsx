import { Accordion, AccordionItem } from "@/components/ui/accordion";
import { homeAccordion } from "@/content/home";

// Three short answers, one open at a time. The text is server-rendered into every panel, so
// crawlers and no-JS visitors' browsers receive all of it.
export function HomeAccordion() {
  return (
    <section aria-labelledby="how-we-work-title">
      <h2
        id="how-we-work-title"
        className="text-2xl font-bold text-brand-800 md:text-3xl"
      >
        Who we work for, and how we price it
      </h2>
      <div className="mt-6">
        <Accordion defaultValue={homeAccordion[0]?.id}>
          {homeAccordion.map((entry) => (
            <AccordionItem key={entry.id} value={entry.id} title={entry.title}>
              {entry.body.map((paragraph) => (
                <p
                  key={paragraph}
                  className="mt-3 leading-relaxed text-ink-muted first:mt-0"
                >
                  {paragraph}
                </p>
              ))}
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
