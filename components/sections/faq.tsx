import { Icon } from "@/components/ui/icons";
import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";

export type FaqItem = { question: string; answer: string };

// Native <details>: opens without JavaScript, every answer is in the served HTML for crawlers.
export function Faq({
  title,
  items,
  lang = "en",
}: {
  title?: string;
  items: readonly FaqItem[];
  lang?: Lang;
}) {
  return (
    <section>
      <h2 className="text-2xl font-bold text-brand-800 md:text-3xl">
        {title ?? sectionsMessages[lang].faq.title}
      </h2>
      <div className="mt-4 divide-y divide-brand-100 rounded-lg border border-brand-100">
        {items.map((item) => (
          <details key={item.question} className="group p-4">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
              <h3>{item.question}</h3>
              <Icon
                name="chevron"
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="mt-2 leading-relaxed text-ink-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
