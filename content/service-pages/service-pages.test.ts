import { serviceDetailSlugs, servicePath, services } from "@/content/services";
import { DESCRIPTION_LIMIT } from "@/lib/seo/metadata";
import {
  canonicalServicePaths,
  overlappingPairs,
  servicePages,
  type ServicePage,
} from "./index";
import { identifyingFields, pageText } from "./page-text";

// Invariants of the service page content: one page per route, metadata a crawler accepts, the
// canonical decisions of the overlapping pairs, and no figure the seed doesn't give.

const words = (text: string) => text.toLowerCase().match(/[a-z0-9']+/g) ?? [];

function shingles(page: ServicePage, size = 4): Set<string> {
  const all = words(pageText(page).join(" "));
  const set = new Set<string>();
  for (let i = 0; i + size <= all.length; i++)
    set.add(all.slice(i, i + size).join(" "));
  return set;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

const pages = serviceDetailSlugs.map((slug) => servicePages[slug]);

describe("service pages", () => {
  it("has exactly one page per detail route, keyed by its own slug", () => {
    expect(Object.keys(servicePages).sort()).toEqual(
      [...serviceDetailSlugs].sort(),
    );
    for (const slug of serviceDetailSlugs)
      expect(servicePages[slug].slug).toBe(slug);
  });

  it.each(pages.map((p) => [p.slug, p] as const))(
    "%s has crawler-ready metadata",
    (_slug, page) => {
      expect(page.meta.description.length).toBeGreaterThanOrEqual(80);
      expect(page.meta.description.length).toBeLessThanOrEqual(
        DESCRIPTION_LIMIT,
      );
      expect(page.meta.title.length).toBeLessThanOrEqual(70);
      expect(page.meta.keywords.length).toBeGreaterThanOrEqual(3);
    },
  );

  it("titles, headings and descriptions are unique across pages", () => {
    for (const field of identifyingFields) {
      const values = pages.map(field);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it.each(pages.map((p) => [p.slug, p] as const))(
    "%s has 500–900 words of its own copy and sound structure",
    (_slug, page) => {
      const count = words(pageText(page).join(" ")).length;
      expect(count).toBeGreaterThanOrEqual(500);
      expect(count).toBeLessThanOrEqual(900);
      expect(page.sections.length).toBeGreaterThanOrEqual(2);
      expect(page.sections.length).toBeLessThanOrEqual(4);
      const ids = page.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      if (page.faq) {
        expect(page.faq.length).toBeGreaterThanOrEqual(3);
        expect(page.faq.length).toBeLessThanOrEqual(5);
      }
      expect(page.related).not.toContain(page.slug);
      expect(new Set(page.related).size).toBe(page.related.length);
      expect(page.related.length).toBeGreaterThanOrEqual(2);
    },
  );

  it("quotes no dollar figure the seed doesn't give", () => {
    const allowed = new Set(["$99", "$189", "$1,000"]);
    for (const page of pages) {
      for (const figure of pageText(page)
        .join(" ")
        .match(/\$\d{1,3}(?:,\d{3})*/g) ?? [])
        expect({
          page: page.slug,
          figure,
          allowed: allowed.has(figure),
        }).toEqual({ page: page.slug, figure, allowed: true });
    }
  });

  it("states the seed's facts, as their sources give them, where the seed puts them", () => {
    const text = (slug: keyof typeof servicePages) =>
      pageText(servicePages[slug]).join(" ");
    expect(text("pressure-valves")).toContain("80 psi");
    expect(text("water-filtration")).toMatch(/reverse osmosis/i);
    expect(text("water-filtration")).toMatch(/down the drain/);
    expect(text("water-filtration")).toMatch(/alkaline/i);
    expect(text("water-filtration")).toMatch(/checked yearly/i);
    for (const topic of [/whole-home/i, /softener/i, /carbon/i, /descaling/i])
      expect(text("water-filtration")).toMatch(topic);
    // Each figure as its source gives it (the sources are in water-quality.ts).
    expect(text("water-softener")).toContain("12 to 16 grains per gallon");
    expect(text("water-softener")).toContain("half the detergent");
    expect(text("water-softener")).not.toContain("12–18");
    expect(servicePages["water-filtration"].formPlacement).toBe("bottom");
    expect(servicePages["tankless-water-heaters"].schedule).toBeDefined();
    expect(servicePages["water-softener"].schedule).toBeDefined();
  });

  it("calls each service by one name: card, menu, breadcrumb, h1 and JSON-LD", () => {
    for (const card of services) {
      const page = servicePages[card.slug];
      expect({ slug: card.slug, name: page.name, h1: page.hero.title }).toEqual(
        { slug: card.slug, name: card.title, h1: card.title },
      );
      expect(page.meta.title.startsWith(card.title)).toBe(true);
    }
    // The two card-less twins have names of their own, and an h1 to match.
    for (const slug of [
      "pressure-regulating-valves",
      "pipe-leak-repairs",
    ] as const)
      expect(servicePages[slug].hero.title).toBe(servicePages[slug].name);
  });

  it("opens the leak and water-heater pages with what to do right now", () => {
    const emergencies = [
      "pipe-leaks",
      "pipe-leak-repairs",
      "water-heater-services",
      "tankless-water-heaters",
    ] as const;
    for (const page of pages) {
      const box = page.stopTheWater;
      if (!(emergencies as readonly string[]).includes(page.slug)) {
        expect({ slug: page.slug, box }).toEqual({
          slug: page.slug,
          box: undefined,
        });
        continue;
      }
      expect(box?.title).toBe("Right now: stop the water");
      const steps = box!.steps.map((s) => `${s.title} ${s.text}`).join(" ");
      expect(steps).toMatch(/main shut-off/i);
      expect(steps).toMatch(/breaker/i);
      // Short enough to fit the first screen of a phone under the hero.
      expect(box!.steps.length).toBeLessThanOrEqual(4);
      // No figure the seed doesn't give: the box is general advice.
      expect(steps).not.toMatch(/\d/);
    }
    const heater = servicePages["water-heater-services"].stopTheWater!;
    expect(heater.steps.map((s) => s.title + s.text).join(" ")).toMatch(
      /cold-water valve/i,
    );
    expect(heater.note).toMatch(/gas/i);
  });
});

describe("canonical decisions", () => {
  it("every page's canonical is a service route", () => {
    for (const page of pages)
      expect(serviceDetailSlugs.map((s) => servicePath(s))).toContain(
        page.canonicalPath,
      );
  });

  it("records an explicit decision for both overlapping pairs", () => {
    expect(overlappingPairs.map((d) => d.pair)).toEqual([
      ["pressure-valves", "pressure-regulating-valves"],
      ["pipe-leaks", "pipe-leak-repairs"],
    ]);
    for (const { reason } of overlappingPairs)
      expect(reason.length).toBeGreaterThan(40);
  });

  it.each(overlappingPairs.map((d) => [d.pair.join(" / "), d] as const))(
    "%s: canonicals and copy follow the decision",
    (_label, { pair: [card, twin], decision }) => {
      const a = servicePages[card];
      const b = servicePages[twin];
      expect(a.canonicalPath).toBe(servicePath(card));
      if (decision === "twin-to-card") {
        expect(b.canonicalPath).toBe(servicePath(card));
        return;
      }
      expect(b.canonicalPath).toBe(servicePath(twin));
      // Genuinely different pages: different headline facts, no shared sentence, little shared
      // phrasing (4-word shingles overlap well under 10%), and each links to the other.
      expect(a.meta.title).not.toBe(b.meta.title);
      expect(a.hero.title).not.toBe(b.hero.title);
      expect(a.meta.description).not.toBe(b.meta.description);
      const sentencesA = new Set(pageText(a));
      for (const sentence of pageText(b))
        expect(sentencesA.has(sentence)).toBe(false);
      expect(jaccard(shingles(a), shingles(b))).toBeLessThan(0.1);
      expect(a.related).toContain(twin);
      expect(b.related).toContain(card);
    },
  );

  it("lists exactly the self-canonical pages for the sitemap", () => {
    const expected = pages
      .filter((p) => p.canonicalPath === servicePath(p.slug))
      .map((p) => p.canonicalPath);
    expect(canonicalServicePaths()).toEqual(expected);
    expect(new Set(canonicalServicePaths()).size).toBe(
      canonicalServicePaths().length,
    );
    // Both pairs are "distinct" today, so all 17 routes are canonical.
    expect(canonicalServicePaths()).toHaveLength(17);
  });
});
