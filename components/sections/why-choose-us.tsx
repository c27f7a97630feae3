import { Icon } from "@/components/ui/icons";
import { whyChooseUs as spanishReasons } from "@/content/es/why-choose-us";
import { whyChooseUs } from "@/content/why-choose-us";
import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";

// The six reasons to call us, as an icon grid.
export function WhyChooseUs({
  title,
  intro,
  id,
  lang = "en",
}: {
  title?: string;
  intro?: string;
  id?: string;
  lang?: Lang;
}) {
  const reasons = lang === "es" ? spanishReasons : whyChooseUs;
  return (
    <section
      id={id}
      aria-labelledby="why-choose-us-title"
      className="scroll-mt-28"
    >
      <h2
        id="why-choose-us-title"
        className="text-2xl font-bold text-brand-800 md:text-3xl"
      >
        {title ?? sectionsMessages[lang].whyChooseUs.title}
      </h2>
      {intro ? <p className="mt-3 max-w-3xl text-ink-muted">{intro}</p> : null}
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((reason) => (
          <li key={reason.title} className="flex gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
              <Icon name={reason.icon} className="size-6" />
            </span>
            <div>
              <h3 className="font-semibold text-ink">{reason.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">
                {reason.description}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
