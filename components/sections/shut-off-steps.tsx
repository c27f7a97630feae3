import { callStepText } from "@/content/service-pages/stop-the-water";
import type { StopTheWater } from "@/content/service-pages/types";
import { formatPhone, telHref } from "@/lib/format";
import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";

export type ShutOffStepsProps = StopTheWater & {
  phoneNumber: string;
  /** Whether that phone is answered for emergencies while the office is closed (business.ts). */
  answeredAfterHours: boolean;
  /**
   * What follows "Call (phone)" in another language: the Spanish service pages pass their
   * module's callStepText, which decides like the English one.
   */
  callStep?: string;
  lang?: Lang;
};

// What to do in the next five minutes when water is where it shouldn't be: a short numbered list
// that ends with the call. It sits right under the page's title block, so it is kept compact
// (small text, one list, no art) to stay in the first screen of a 390×844 phone and never grow
// larger than the hero's text, which stays the page's largest paint.
export function ShutOffSteps({
  title,
  steps,
  note,
  phoneNumber,
  answeredAfterHours,
  callStep,
  lang = "en",
}: ShutOffStepsProps) {
  return (
    <section
      aria-labelledby="stop-the-water-title"
      data-testid="stop-the-water"
      data-track-area="stop-the-water"
      className="rounded-xl border-2 border-accent-600 bg-accent-50 px-4 py-3 md:px-6 md:py-4"
    >
      <h2
        id="stop-the-water-title"
        className="text-lg font-bold text-accent-700"
      >
        {title}
      </h2>
      <ol className="mt-1 list-decimal space-y-1 pl-4 text-sm leading-snug text-ink marker:font-bold md:pl-5 md:text-base">
        {steps.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong> {step.text}
          </li>
        ))}
        <li>
          <a
            href={telHref(phoneNumber)}
            className="font-bold text-accent-700 underline"
          >
            {`${sectionsMessages[lang].call} `}
            {formatPhone(phoneNumber)}
          </a>{" "}
          {callStep ?? callStepText(answeredAfterHours)}
        </li>
      </ol>
      {note ? (
        <p className="mt-1.5 text-sm leading-snug font-semibold text-ink md:text-base">
          {note}
        </p>
      ) : null}
    </section>
  );
}
