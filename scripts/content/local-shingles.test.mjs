import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { WaterHeaterCityPage } from "@/app/(en)/[landing]/_components/water-heater-city-page";
import { WaterSoftenerCityPage } from "@/app/(en)/[landing]/_components/water-softener-city-page";
import { AreaPage } from "@/components/local/area-page";
import { cityPages } from "@/content/city-pages";
import { serviceAreas } from "@/content/service-areas";
import { areaOf } from "@/lib/local-pages";
import {
  formatTable,
  isCityPage,
  localPaths,
  OWN_FLOOR,
  ownShares,
  shingles,
  visibleMainText,
  words,
} from "./local-shingles.mjs";

describe("visibleMainText", () => {
  const page = (main) =>
    `<!DOCTYPE html><html><head><title>T</title><style>p{color:red}</style></head><body>` +
    `<header><a href="/">Home</a></header><main id="main">${main}</main>` +
    `<footer>Footer text</footer><script>self.__next_f.push([1,"<main>x</main>"])</script></body></html>`;

  it("keeps the text of <main> only, entities decoded and whitespace folded", () => {
    expect(
      visibleMainText(
        page("<h1>Pipes &amp; drains</h1>\n<p>Mesa&#x27;s   water</p>"),
      ),
    ).toBe("Pipes & drains Mesa's water");
  });

  it("drops forms, the request-form column, scripts, hidden and aria-hidden elements", () => {
    const text = visibleMainText(
      page(
        '<section><h2>Kept</h2><script type="application/ld+json">{"a":"<b>"}</script>' +
          '<form><label>Your ZIP</label><input name="zip"/><button>Check</button></form>' +
          '<span aria-hidden="true">/</span><div hidden="">gone</div>' +
          '<div class="lg:hidden">shown</div></section>' +
          '<div id="request-service" class="sticky"><div><h2>Request Service</h2>' +
          "<noscript><p>needs JavaScript</p></noscript><form><input/></form></div></div>",
      ),
    );
    expect(text).toBe("Kept shown");
  });

  it("separates words at block and link edges, not inside inline text", () => {
    expect(
      visibleMainText(
        page(
          '<h2>Title</h2><p>Call <a href="tel:1">now</a><a href="#f">Book</a> <strong>to</strong>day</p><ul><li>one</li><li>two</li></ul>',
        ),
      ),
    ).toBe("Title Call now Book today one two");
  });

  it("reads a fragment without <main> whole", () => {
    expect(visibleMainText("<section><p>Just this</p></section>")).toBe(
      "Just this",
    );
  });
});

describe("shingles and shares", () => {
  it("splits lowercase words, keeping in-word apostrophes", () => {
    expect(words("Mesa’s 12–18 grains, Val-Vista!")).toEqual([
      "mesa's",
      "12",
      "18",
      "grains",
      "val",
      "vista",
    ]);
  });

  it("makes distinct runs of four words", () => {
    expect([...shingles("a b c d e a b c d")]).toEqual([
      "a b c d",
      "b c d e",
      "c d e a",
      "d e a b",
      "e a b c",
    ]);
    expect(shingles("too short here").size).toBe(0);
  });

  it("counts a page's shingles that no other page holds", () => {
    const pages = new Map([
      ["/one", "the same shared words here and then one's own text follows"],
      ["/two", "the same shared words here and nothing else"],
      ["/three", "entirely different words on this third page"],
    ]);
    const [one, two] = ownShares(pages, ["/one", "/two"]);
    // "/one": 8 shingles, of which the first three are also on "/two".
    expect(one).toEqual({ page: "/one", shingles: 8, own: 5, share: 0.625 });
    expect(two).toMatchObject({ shingles: 5, own: 2 });
    expect(() => ownShares(pages, ["/missing"])).toThrow(/missing/);
  });

  it("prints a table that flags pages below the floor", () => {
    const table = formatTable([
      { page: "/a", shingles: 100, own: 45, share: 0.45 },
      { page: "/b", shingles: 100, own: 20, share: 0.2 },
    ]);
    expect(table.split("\n")[1]).toMatch(/^\/a\s+100\s+45\s+45\.0%$/);
    expect(table.split("\n")[2]).toMatch(/20\.0%\s+below 40%$/);
  });

  it("reads the local pages from the registries", async () => {
    const paths = await localPaths();
    expect(paths).toEqual([
      ...cityPages.map((page) => page.path),
      ...serviceAreas.map((area) => area.path),
    ]);
    expect(paths.filter(isCityPage)).toEqual(cityPages.map((p) => p.path));
  });
});

// The same measure as the script's on the build, taken here from the content modules: each local
// page's component rendered to HTML (the <main> of the real page, less the layout's header and
// footer, which are outside <main> anyway).
describe("the city landing pages", () => {
  const html = (page) =>
    renderToStaticMarkup(
      createElement(
        page.kind === "water-heater"
          ? WaterHeaterCityPage
          : WaterSoftenerCityPage,
        { page, area: areaOf(page) },
      ),
    );
  const pages = new Map([
    ...cityPages.map((page) => [page.path, visibleMainText(html(page))]),
    ...serviceAreas.map((area) => [
      area.path,
      visibleMainText(renderToStaticMarkup(createElement(AreaPage, { area }))),
    ]),
  ]);
  const rows = ownShares(
    pages,
    cityPages.map((page) => page.path),
  );

  it(`each have at least ${OWN_FLOOR * 100}% of their 4-word shingles to themselves`, () => {
    process.stdout.write(`\n${formatTable(rows)}\n\n`);
    for (const row of rows)
      expect({ page: row.page, enough: row.share >= OWN_FLOOR }).toEqual({
        page: row.page,
        enough: true,
      });
  });

  it("print the specification's hardness range only as the East Valley's", () => {
    for (const [path, text] of pages)
      for (const match of text.matchAll(/12–18 grains/g)) {
        const before = text.slice(Math.max(0, match.index - 60), match.index);
        expect({ path, before }).toEqual({
          path,
          before: expect.stringMatching(/East Valley/),
        });
      }
  });
});
