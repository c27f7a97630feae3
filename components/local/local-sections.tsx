import type { LocalSection } from "@/content/city-pages";

// A city page's own sections (content/city-pages.ts `localSections`): each an h2 and its
// paragraphs, in the page's reading column.
export function LocalSections({
  sections,
  idPrefix,
}: {
  sections: readonly LocalSection[];
  /** Makes the headings' ids unique on the page ("mesa-water-heater"). */
  idPrefix: string;
}) {
  return sections.map((section, index) => {
    const headingId = `${idPrefix}-local-${index + 1}`;
    return (
      <section key={section.heading} aria-labelledby={headingId}>
        <h2
          id={headingId}
          className="text-2xl font-bold text-brand-800 md:text-3xl"
        >
          {section.heading}
        </h2>
        <div className="prose-copy mt-4">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </section>
    );
  });
}
