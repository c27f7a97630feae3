import type { CopyBlock, ServicePage } from "./types";

// The visible sentences of a service page's own copy, as the content tests read them (English
// and Spanish alike), so both tests weigh the same fields.

function blockText(block: CopyBlock): string[] {
  if (typeof block === "string") return [block];
  return block.list.map((item) =>
    typeof item === "string" ? item : `${item.title}. ${item.text}`,
  );
}

/** Every visible sentence of a page's own copy (not the shared call-block boilerplate). */
export function pageText(page: ServicePage): string[] {
  return [
    page.hero.title,
    page.hero.subtitle,
    page.hero.description,
    ...page.intro,
    ...page.sections.flatMap((s) => [
      s.title,
      ...s.body.flatMap(blockText),
      ...(s.note ? [s.note] : []),
    ]),
    ...(page.process
      ? [
          page.process.title,
          ...page.process.steps,
          ...page.process.benefits,
          ...(page.process.recommendation ? [page.process.recommendation] : []),
        ]
      : []),
    ...(page.comparison
      ? page.comparison.rows.flatMap((r) => [r.feature, r.option1, r.option2])
      : []),
    ...(page.schedule ? [page.schedule.title, page.schedule.text] : []),
    ...(page.faq ?? []).flatMap((f) => [f.question, f.answer]),
    page.callBlock.title,
    page.callBlock.description,
  ];
}

/** The stop-the-water box and the form's own title and description, where the page has them. */
export function boxText(page: ServicePage): string[] {
  return [
    ...(page.stopTheWater
      ? [
          page.stopTheWater.title,
          ...page.stopTheWater.steps.flatMap((s) => [s.title, s.text]),
          ...(page.stopTheWater.note ? [page.stopTheWater.note] : []),
        ]
      : []),
    ...(page.form?.title ? [page.form.title] : []),
    ...(page.form?.description ? [page.form.description] : []),
  ];
}

/** What must differ between any two pages of one language: title, description, heading, name. */
export const identifyingFields: ((page: ServicePage) => string)[] = [
  (p) => p.meta.title,
  (p) => p.meta.description,
  (p) => p.hero.title,
  (p) => p.name,
];
