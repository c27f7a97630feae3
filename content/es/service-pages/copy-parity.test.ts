import { spanishServiceNames } from "@/content/es/service-names";
import { fixturePages as enFixtures } from "@/content/service-pages/fixtures";
import { leaksAndDrainsPages as enLeaks } from "@/content/service-pages/leaks-and-drains";
import type { ServicePage } from "@/content/service-pages/types";
import { valvePages as enValves } from "@/content/service-pages/valves";
import { DESCRIPTION_LIMIT } from "@/lib/seo/metadata";
import { fixturePages as esFixtures } from "./fixtures";
import { leaksAndDrainsPages as esLeaks } from "./leaks-and-drains";
import { valvePages as esValves } from "./valves";

// The Spanish copy says what the English says: the same shape (every list, step, FAQ and table
// row, in order), the same numbers in each field and none added, the same route data, and no
// field left in English. The words are checked by people; this catches the slips a careful
// writer still makes across 11 long pages.

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

const groups: [
  string,
  Record<string, ServicePage>,
  Record<string, ServicePage>,
][] = [
  ["leaks-and-drains", enLeaks, esLeaks],
  ["valves", enValves, esValves],
  ["fixtures", enFixtures, esFixtures],
];

const pairs = groups.flatMap(([file, en, es]) =>
  Object.keys(en).map(
    (slug) => [`${file}: ${slug}`, en[slug]!, es[slug]] as const,
  ),
);

describe("Spanish service copy (leaks and drains, valves, fixtures)", () => {
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
});
