import { readFileSync } from "node:fs";
import path from "node:path";
import { spanishServiceNames } from "@/content/es/service-names";
import { servicePages as spanishPages } from "@/content/es/service-pages";
import { services as spanishCards } from "@/content/es/services";
import { serviceDetailSlugs, services } from "@/content/services";
import { servicePages, type ServicePage } from "./index";
import { boxText, identifyingFields, pageText as ownText } from "./page-text";

// The Spanish service pages as a whole against the English ones. Field by field (shape,
// figures, route data, metadata lengths) is content/es/service-pages/copy-parity.test.ts; here:
// a Spanish page for every route, the same named sources in the copy and the same cited URLs in
// the modules' comments, one Spanish name per service on its card, page and h1, the Spanish
// stop-the-water box, and no English sentence left in the copy.

const root = path.join(__dirname, "..", "..");

/** Every visible sentence of a page's own copy, with its boxes (page-text.ts). */
function pageText(page: ServicePage): string[] {
  return [...ownText(page), ...boxText(page)];
}

/** Figures as written: 80, 120, 1.28, 12, 16, 2024, $1,000 → "1,000". */
const figures = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

/**
 * Named sources the copy cites, and how the Spanish names them. "City of Mesa" is the city's
 * own name for its water report; in Spanish it reads "Ciudad de Mesa".
 */
const namedSources: readonly [english: RegExp, spanish: RegExp][] = [
  [/\bCity of Mesa\b/g, /\bCiudad de Mesa\b/g],
  [/\bEPA\b/g, /\bEPA\b/g],
  [/\bWaterSense\b/g, /\bWaterSense\b/g],
  [/\bIRC\b/g, /\bIRC\b/g],
  [/\bDepartment of Energy\b/g, /\bDepartamento de Energía\b/g],
];

const moduleOf: Record<string, string> = Object.fromEntries(
  (
    [
      ["water-heating", ["water-heater-services", "tankless-water-heaters"]],
      [
        "water-quality",
        [
          "water-filtration",
          "water-softener",
          "water-conditioner",
          "drinking-water",
        ],
      ],
      [
        "valves",
        ["shut-off-valves", "pressure-valves", "pressure-regulating-valves"],
      ],
      [
        "leaks-and-drains",
        ["pipe-leaks", "pipe-leak-repairs", "sewer-camera", "drain-cleaning"],
      ],
      ["fixtures", ["garbage-disposal", "faucets", "showers", "toilets"]],
    ] as const
  ).flatMap(([file, slugs]) => slugs.map((slug) => [slug, file])),
);

const pairs = serviceDetailSlugs.map(
  (slug) => [slug, servicePages[slug], spanishPages[slug]] as const,
);

describe("Spanish service pages", () => {
  it("has a Spanish page for every English one, keyed by the same slug", () => {
    expect(Object.keys(spanishPages).sort()).toEqual(
      Object.keys(servicePages).sort(),
    );
  });

  it.each(pairs)("%s names the same sources", (_slug, en, es) => {
    const english = pageText(en).join(" ");
    const spanish = pageText(es).join(" ");
    for (const [enSource, esSource] of namedSources)
      expect({
        source: esSource.source,
        count: spanish.match(esSource)?.length ?? 0,
      }).toEqual({
        source: esSource.source,
        count: english.match(enSource)?.length ?? 0,
      });
  });

  it.each(Object.entries(moduleOf))(
    "%s keeps every citation of its English module beside the Spanish facts",
    (slug, file) => {
      const urls = (source: string) =>
        [...new Set(source.match(/https?:\/\/[^\s),"]+/g) ?? [])].sort();
      const english = readFileSync(
        path.join(root, "content", "service-pages", `${file}.ts`),
        "utf8",
      );
      const spanish = readFileSync(
        path.join(root, "content", "es", "service-pages", `${file}.ts`),
        "utf8",
      );
      expect({ slug, urls: urls(spanish) }).toEqual({
        slug,
        urls: urls(english),
      });
    },
  );

  it("titles, headings and descriptions are unique across the Spanish pages", () => {
    const pages = Object.values(spanishPages);
    for (const field of identifyingFields) {
      const values = pages.map(field);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it("calls each service by one Spanish name: card, page name (breadcrumb, JSON-LD), h1 and title", () => {
    expect(spanishCards.map((c) => c.slug)).toEqual(
      services.map((c) => c.slug),
    );
    for (const card of spanishCards) {
      const english = services.find((c) => c.slug === card.slug)!;
      const page = spanishPages[card.slug];
      expect({
        slug: card.slug,
        card: card.title,
        name: page.name,
        h1: page.hero.title,
      }).toEqual({
        slug: card.slug,
        card: spanishServiceNames[card.slug],
        name: spanishServiceNames[card.slug],
        h1: spanishServiceNames[card.slug],
      });
      expect(page.meta.title.startsWith(card.title)).toBe(true);
      // The same card in other words: the art and the figures stay.
      expect({ icon: card.icon, image: card.image }).toEqual({
        icon: english.icon,
        image: english.image,
      });
      expect(figures(card.description)).toEqual(figures(english.description));
      expect(card.title).not.toBe(english.title);
      expect(card.description).not.toBe(english.description);
    }
    for (const slug of [
      "pressure-regulating-valves",
      "pipe-leak-repairs",
    ] as const)
      expect(spanishPages[slug].hero.title).toBe(spanishServiceNames[slug]);
  });

  it("opens the leak and water-heater pages with the Spanish stop-the-water box", () => {
    for (const [slug, en, es] of pairs) {
      if (!en.stopTheWater) continue;
      const box = es.stopTheWater!;
      expect({ slug, title: box.title }).toEqual({
        slug,
        title: "Ahora mismo: cierre el agua",
      });
      const steps = box.steps.map((s) => `${s.title} ${s.text}`).join(" ");
      expect(steps).toMatch(/válvula principal/i);
      expect(steps).toMatch(/breaker/i);
      expect(steps).not.toMatch(/\d/);
    }
  });

  it("reads as Spanish: no English sentence left in the copy", () => {
    // Words that occur in English sentences and never in Spanish ones; brand and place names
    // (East Valley, WaterSense) are not on the list.
    const english =
      /\b(the|and|your|with|you|we|our|this|that|which|water heater|call us)\b/i;
    for (const [slug, , es] of pairs)
      for (const sentence of pageText(es))
        expect({ slug, sentence, english: english.test(sentence) }).toEqual({
          slug,
          sentence,
          english: false,
        });
  });
});
