// The site's two languages. English keeps today's addresses; Spanish lives under /es
// (docs/architecture.md, "Languages").

export type Lang = "en" | "es";

export const langs = ["en", "es"] as const satisfies readonly Lang[];

/** `<html lang>`: English keeps the en-US it always had, so its pages' HTML stays the same. */
export const htmlLang = { en: "en-US", es: "es" } as const satisfies Record<
  Lang,
  string
>;

/** hreflang and `inLanguage` values: the language alone, the site serves one region. */
export const hreflang = { en: "en", es: "es" } as const satisfies Record<
  Lang,
  string
>;
