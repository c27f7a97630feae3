import { spanishServiceNames } from "@/content/es/service-names";
import { fixturePages as enFixtures } from "@/content/service-pages/fixtures";
import { leaksAndDrainsPages as enLeaks } from "@/content/service-pages/leaks-and-drains";
import type { ServicePage } from "@/content/service-pages/types";
import { valvePages as enValves } from "@/content/service-pages/valves";
import { waterHeatingPages as enHeating } from "@/content/service-pages/water-heating";
import { waterQualityPages as enQuality } from "@/content/service-pages/water-quality";
import { DESCRIPTION_LIMIT } from "@/lib/seo/metadata";
import { fixturePages as esFixtures } from "./fixtures";
import { leaksAndDrainsPages as esLeaks } from "./leaks-and-drains";
import { valvePages as esValves } from "./valves";
import { waterHeatingPages as esHeating } from "./water-heating";
import { waterQualityPages as esQuality } from "./water-quality";

// The Spanish copy says what the English says: the same shape (every list, step, FAQ and table
// row, in order), the same numbers in each field and none added, the same route data, and no
// field left in English. The words are checked by people; this catches the slips a careful
// writer still makes across 17 long pages.

type Json = string | number | boolean | null | undefined | Json[] | object;

/** Route data, not copy: must be identical in both languages. */
const routeKeys = new Set([
  "slug",
  "canonicalPath",
  "related",
  "formPlacement",
  "id",
]);

/** Copy that reads the same in both languages. */
const sameInBoth = new Set(["No"]);

const numbers = (text: string) =>
  [...new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? [])].sort();

type Mismatch = { path: string; problem: string };

function compare(en: Json, es: Json, path: string, out: Mismatch[]): void {
  if (typeof en === "string") {
    if (typeof es !== "string") {
      out.push({ path, problem: "missing in Spanish" });
      return;
    }
    const want = numbers(en).join(" ");
    const got = numbers(es).join(" ");
    if (want !== got)
      out.push({
        path,
        problem: `numbers ${want || "none"} → ${got || "none"}`,
      });
    if (es === en && !sameInBoth.has(en))
      out.push({ path, problem: "left in English" });
    if (/\/services\/|href=|\]\(/.test(es))
      out.push({ path, problem: "a link inside the copy" });
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(es) || es.length !== en.length) {
      out.push({
        path,
        problem: `${en.length} items → ${Array.isArray(es) ? es.length : "none"}`,
      });
      return;
    }
    en.forEach((item, i) => compare(item, es[i], `${path}[${i}]`, out));
    return;
  }
  if (en && typeof en === "object") {
    if (!es || typeof es !== "object" || Array.isArray(es)) {
      out.push({ path, problem: "missing in Spanish" });
      return;
    }
    const enRecord = en as Record<string, Json>;
    const esRecord = es as Record<string, Json>;
    const keys = new Set([...Object.keys(enRecord), ...Object.keys(esRecord)]);
    for (const key of keys) {
      const at = `${path}.${key}`;
      if (!(key in enRecord) || !(key in esRecord)) {
        out.push({ path: at, problem: "field only in one language" });
        continue;
      }
      if (routeKeys.has(key)) {
        if (JSON.stringify(enRecord[key]) !== JSON.stringify(esRecord[key]))
          out.push({ path: at, problem: "route data differs" });
        continue;
      }
      compare(enRecord[key], esRecord[key], at, out);
    }
  }
}

/** Every sentence of a page's own copy, and its 4-word runs (as service-pages.test.ts counts them). */
function sentences(page: ServicePage): string[] {
  const out: string[] = [];
  const walk = (value: Json, key: string) => {
    if (routeKeys.has(key) || key === "meta") return;
    if (typeof value === "string") out.push(value);
    else if (Array.isArray(value)) value.forEach((v) => walk(v, ""));
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) walk(v as Json, k);
  };
  walk({ ...page, stopTheWater: undefined }, "");
  return out;
}

function shingles(page: ServicePage): Set<string> {
  const words =
    sentences(page)
      .join(" ")
      .toLowerCase()
      .match(/[\p{L}0-9']+/gu) ?? [];
  const set = new Set<string>();
  for (let i = 0; i + 4 <= words.length; i++)
    set.add(words.slice(i, i + 4).join(" "));
  return set;
}

const groups: [
  string,
  Record<string, ServicePage>,
  Record<string, ServicePage>,
][] = [
  ["water-heating", enHeating, esHeating],
  ["water-quality", enQuality, esQuality],
  ["leaks-and-drains", enLeaks, esLeaks],
  ["valves", enValves, esValves],
  ["fixtures", enFixtures, esFixtures],
];

const pairs = groups.flatMap(([file, en, es]) =>
  Object.keys(en).map(
    (slug) => [`${file}: ${slug}`, en[slug]!, es[slug]] as const,
  ),
);

describe("Spanish service copy", () => {
  it.each(groups.map(([file, en, es]) => [file, en, es] as const))(
    "%s has exactly the English file's pages",
    (_file, en, es) => {
      expect(Object.keys(es)).toEqual(Object.keys(en));
    },
  );

  it.each(pairs)(
    "%s keeps the English shape, numbers and route data",
    (_label, en, es) => {
      const mismatches: Mismatch[] = [];
      compare(en, es, en.slug, mismatches);
      expect(mismatches).toEqual([]);
    },
  );

  it.each(pairs)(
    "%s uses the service's one Spanish name and metadata a crawler accepts",
    (_label, en, es) => {
      expect(es).toBeDefined();
      const page = es!;
      expect(page.name).toBe(spanishServiceNames[page.slug]);
      expect(page.hero.title).toBe(page.name);
      // As in English: card services open their title with their name; the twins have their own.
      if (en.meta.title.startsWith(en.name))
        expect(page.meta.title.startsWith(page.name)).toBe(true);
      expect(page.meta.title.length).toBeLessThanOrEqual(70);
      expect(page.meta.description.length).toBeGreaterThanOrEqual(80);
      expect(page.meta.description.length).toBeLessThanOrEqual(
        DESCRIPTION_LIMIT,
      );
    },
  );
  // The overlapping pairs stay two distinct pages in Spanish too (canonical.ts): no shared
  // sentence, little shared phrasing, the shared leak box aside.
  it.each([
    [
      "pipe-leaks / pipe-leak-repairs",
      esLeaks["pipe-leaks"],
      esLeaks["pipe-leak-repairs"],
    ],
    [
      "pressure-valves / pressure-regulating-valves",
      esValves["pressure-valves"],
      esValves["pressure-regulating-valves"],
    ],
  ] as const)("%s read as two different pages", (_pair, card, twin) => {
    const cardSentences = new Set(sentences(card));
    expect(sentences(twin).filter((s) => cardSentences.has(s))).toEqual([]);
    const a = shingles(card);
    const b = shingles(twin);
    const shared = [...a].filter((run) => b.has(run)).length;
    expect(shared / (a.size + b.size - shared)).toBeLessThan(0.1);
    expect(card.meta.title).not.toBe(twin.meta.title);
    expect(card.meta.description).not.toBe(twin.meta.description);
  });
});
