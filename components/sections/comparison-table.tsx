import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";

export type ComparisonRow = {
  feature: string;
  option1: string;
  option2: string;
};

export type ComparisonTableProps = {
  title: string;
  /** Column headings of the two options ("Flushing", "Draining"). */
  option1Label: string;
  option2Label: string;
  rows: readonly ComparisonRow[];
  lang?: Lang;
};

// A real <table> with row headers, scrollable sideways on narrow phones instead of squeezing.
export function ComparisonTable({
  title,
  option1Label,
  option2Label,
  rows,
  lang = "en",
}: ComparisonTableProps) {
  return (
    <section>
      <h2 className="text-2xl font-bold text-brand-800 md:text-3xl">{title}</h2>
      <div
        className="mt-4 overflow-x-auto rounded-lg border border-brand-100"
        tabIndex={0}
        role="region"
        aria-label={title}
      >
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="bg-brand-800 text-white">
            <tr>
              <th scope="col" className="p-3">
                {sectionsMessages[lang].comparisonTable.feature}
              </th>
              <th scope="col" className="p-3">
                {option1Label}
              </th>
              <th scope="col" className="p-3">
                {option2Label}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.feature}
                className="border-t border-brand-100 even:bg-brand-50"
              >
                <th scope="row" className="p-3 font-semibold text-ink">
                  {row.feature}
                </th>
                <td className="p-3 text-ink-muted">{row.option1}</td>
                <td className="p-3 text-ink-muted">{row.option2}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
