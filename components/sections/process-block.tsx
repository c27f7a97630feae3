import { Icon } from "@/components/ui/icons";
import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";

export type ProcessBlockProps = {
  title: string;
  steps: readonly string[];
  benefits: readonly string[];
  /** One closing recommendation, e.g. how often to do it. */
  recommendation?: string;
  id?: string;
  lang?: Lang;
};

// A numbered procedure beside what it buys you: used for flushing, draining, installs.
export function ProcessBlock({
  title,
  steps,
  benefits,
  recommendation,
  id,
  lang = "en",
}: ProcessBlockProps) {
  const m = sectionsMessages[lang].processBlock;
  return (
    <section
      id={id}
      className="scroll-mt-28 rounded-xl border border-brand-100 bg-white p-6 md:p-8"
    >
      <h2 className="text-2xl font-bold text-brand-800">{title}</h2>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <div>
          <h3 className="font-semibold text-ink">{m.steps}</h3>
          <ol className="mt-3 space-y-3">
            {steps.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <span className="text-ink-muted">{step}</span>
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h3 className="font-semibold text-ink">{m.benefits}</h3>
          <ul className="mt-3 space-y-3">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2 text-ink-muted">
                <Icon
                  name="check"
                  className="mt-0.5 size-5 shrink-0 text-brand-500"
                />
                {benefit}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {recommendation ? (
        <p className="mt-6 rounded-lg bg-brand-50 p-4 text-sm font-medium text-brand-800">
          {recommendation}
        </p>
      ) : null}
    </section>
  );
}
