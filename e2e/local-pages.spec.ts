import { expect, test, type Page } from "@playwright/test";
import { flushingVsDraining } from "../content/articles/flushing-vs-draining";
import { business, reviewCountText } from "../content/business";
import {
  cityPages,
  cityServiceKinds,
  cityServicePath,
  cityServiceTarget,
} from "../content/city-pages";
import { serviceAreas } from "../content/service-areas";
import { localRoutes } from "../lib/local-pages";
import { absoluteUrl } from "../lib/seo/metadata";
import { desktopOnly } from "./support/projects";
import {
  elementWith,
  firstMatch,
  markupOf,
  servedHtml,
} from "./support/site-pages";
import { interceptYouTube, siteVideos } from "./support/site-videos";
import { jsonLdScripts } from "./support/structured-data";

// The 23 local URLs. Written out rather than read from the registry, so a registry
// edit that drops one fails here.
const cities = [
  "mesa",
  "gilbert",
  "chandler",
  "tempe",
  "scottsdale",
  "paradise-valley",
  "ahwatukee",
  "fountain-hills",
  "apache-junction",
  "gold-canyon",
  "queen-creek",
  "san-tan-valley",
];
const aliases = {
  "/service-area-gilbert-az": "/service-areas/gilbert",
  "/service-area-chandler-az": "/service-areas/chandler",
  "/service-area-tempe-az": "/service-areas/tempe",
  "/service-area-scottsdale-az": "/service-areas/scottsdale",
} as const;
const required = [
  ...cities.map((city) => `/service-areas/${city}`),
  ...Object.keys(aliases),
  ...["mesa", "tempe", "gilbert", "scottsdale"].map(
    (city) => `/water-heater-installation-${city}-az`,
  ),
  "/water-softener-installation-gilbert-az",
  "/water-softener-installation-chandler-az",
  "/flushing-vs-draining-water-heater-mesa-az",
];
const routes = [...new Set([...required, ...localRoutes()])];
const canonicalPath = (path: string) =>
  aliases[path as keyof typeof aliases] ?? path;

type JsonLdNode = Record<string, unknown> & { "@type"?: string };

async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents();
  return blocks.flatMap((text) => [JSON.parse(text)].flat() as JsonLdNode[]);
}

const types = (nodes: JsonLdNode[]) => nodes.map((node) => node["@type"]);

test.describe("served HTML (no JavaScript)", { tag: desktopOnly }, () => {
  test.use({ javaScriptEnabled: false });

  test("the issue's 23 routes are all in the registry", () => {
    expect(required).toHaveLength(23);
    expect(localRoutes()).toEqual(expect.arrayContaining(required));
  });

  for (const path of routes) {
    test(`${path} is a full page with its own head and one h1`, async ({
      request,
    }) => {
      const html = await servedHtml(request, path);
      expect(firstMatch(html, /<title>([^<]*)<\/title>/), "title").toMatch(
        /\S.* \| /,
      );
      expect(
        firstMatch(html, /<meta name="description" content="([^"]*)"/),
        "description",
      ).toMatch(/.{50,}/);
      expect(
        firstMatch(html, /<meta name="keywords" content="([^"]*)"/),
        "keywords",
      ).toMatch(/\S+,\S+/);
      expect(
        firstMatch(html, /<link rel="canonical" href="([^"]*)"/),
        "canonical",
      ).toBe(absoluteUrl(canonicalPath(path)));
      expect(markupOf(html).match(/<h1\b/gi), "h1 elements").toHaveLength(1);
      const nodes = jsonLdScripts(html).flatMap(
        (text) => [JSON.parse(text)].flat() as JsonLdNode[],
      );
      expect(types(nodes)).toContain("BreadcrumbList");
    });
  }

  test("titles and descriptions are unique, alias pairs identical", async ({
    request,
  }) => {
    const heads = new Map<string, string>();
    for (const path of routes) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]*)"/.exec(
        html,
      )?.[1];
      heads.set(path, `${title} ¦ ${description}`);
    }
    for (const [alias, twin] of Object.entries(aliases))
      expect(heads.get(alias), alias).toBe(heads.get(twin));
    const own = routes.filter((path) => !(path in aliases));
    expect(new Set(own.map((path) => heads.get(path))).size).toBe(own.length);
  });

  for (const area of serviceAreas) {
    test(`${area.path}: hero, contact cards, intro, services, form, CTA and a Service in the city`, async ({
      page,
    }) => {
      await page.goto(area.path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toContainText(
        area.name,
      );
      const cards = main.getByRole("list", { name: "How to reach us" });
      await expect(cards).toContainText("Service area");
      await expect(cards).toContainText(`${area.name}, AZ`);
      await expect(cards.locator('a[href^="tel:"]')).toHaveAttribute(
        "href",
        /^tel:\d+$/,
      );
      await expect(
        cards.locator(`a[href="mailto:${business.email}"]`),
      ).toHaveCount(1);
      for (const paragraph of area.intro)
        await expect(main.getByText(paragraph)).toBeVisible();
      await expect(main.locator('a[href^="/services/"]')).toHaveCount(15);
      await expect(main.locator("#request-service")).toBeVisible();
      await expect(
        main.getByRole("heading", {
          name: `Need a plumber in ${area.name} today?`,
        }),
      ).toBeVisible();

      // The layout's Plumber is the only one (structured-data.spec); the city is a Service's area.
      const nodes = await jsonLd(page);
      expect(types(nodes).filter((type) => type === "Plumber")).toHaveLength(1);
      expect(nodes.filter((n) => n["@type"] === "Service")).toContainEqual(
        expect.objectContaining({
          areaServed: [{ "@type": "City", name: `${area.name}, AZ` }],
          provider: expect.objectContaining({ "@type": "Plumber" }),
        }),
      );
    });
  }

  test("city-service links answer 308 to the city page or the general service page", async ({
    request,
  }) => {
    // 12 area pages and about 60 requests: more than the default 30 s on a loaded machine.
    test.setTimeout(120_000);
    for (const area of serviceAreas) {
      const main = markupOf(
        elementWith(await servedHtml(request, area.path), "<main"),
      );
      for (const kind of cityServiceKinds) {
        const link = cityServicePath(area.slug, kind);
        expect(link).toBe(link.toLowerCase());
        expect(
          main.match(new RegExp(`<a\\b[^>]*\\shref="${link}"`, "g")),
          `${area.path} links ${link} once`,
        ).toHaveLength(1);
        const response = await request.get(link, { maxRedirects: 0 });
        expect(response.status(), link).toBe(308);
        const target = cityServiceTarget(area.slug, kind);
        expect(response.headers()["location"], link).toBe(target);
        const cityPage = cityPages.find((p) => p.path === target);
        if (cityPage) {
          expect(cityPage.area).toBe(area.slug);
          expect((await request.get(target)).status()).toBe(200);
        } else {
          expect(target).toMatch(
            /^\/services\/water-(heater-services|softener)$/,
          );
        }
      }
    }
    expect(cityServiceTarget("mesa", "water-heater")).toBe(
      "/water-heater-installation-mesa-az",
    );
    expect(cityServiceTarget("chandler", "water-softener")).toBe(
      "/water-softener-installation-chandler-az",
    );
  });

  for (const cityPage of cityPages.filter((p) => p.kind === "water-heater")) {
    test(`${cityPage.path}: credentials, call button, three services, all areas, form`, async ({
      page,
    }) => {
      await page.goto(cityPage.path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(
        cityPage.title,
      );
      for (const credential of [
        "Licensed & insured",
        `${business.claims.yearsOfExperience}+ years of experience`,
        "Family owned",
        reviewCountText(),
      ])
        await expect(
          main.getByRole("heading", { name: credential, exact: true }),
        ).toBeVisible();
      await expect(
        main.getByRole("link", { name: /^Call \(\d{3}\)/ }).first(),
      ).toHaveAttribute("href", /^tel:\d+$/);
      for (const service of [
        "Water heater installation",
        "Water heater repair",
        "Tankless water heaters",
      ])
        await expect(
          main.getByRole("heading", { name: service, exact: true }),
        ).toBeVisible();
      for (const area of serviceAreas)
        await expect(
          main.locator(`a[href="${area.path}"]`).first(),
        ).toBeAttached();
      await expect(main.locator("#request-service")).toBeVisible();
      await expect(main.getByText(cityPage.localNote)).toBeVisible();
    });
  }

  for (const cityPage of cityPages.filter((p) => p.kind === "water-softener")) {
    test(`${cityPage.path}: five solutions, four advantages, neighbourhoods, form`, async ({
      page,
    }) => {
      await page.goto(cityPage.path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(
        cityPage.title,
      );
      for (const solution of [
        "New softener installation",
        "Maintenance and repairs",
        "System upgrades",
        "Water quality analysis",
        "Salt system management",
      ])
        await expect(
          main.getByRole("heading", { name: solution, exact: true }),
        ).toBeVisible();
      const advantages = main
        .locator("section", {
          has: page.getByRole("heading", { name: /What soft water does/ }),
        })
        .getByRole("listitem");
      await expect(advantages).toHaveCount(4);
      // As the detergent study says it (content/city-page-copy.ts names the source).
      await expect(main).toContainText("half the detergent");
      const area = serviceAreas.find((a) => a.slug === cityPage.area)!;
      for (const name of area.neighbourhoods)
        await expect(main.getByText(name, { exact: true })).toBeVisible();
      await expect(main.locator("#request-service")).toBeVisible();
    });
  }

  test("the flushing-vs-draining article has every part and the seed's figures", async ({
    page,
  }) => {
    await page.goto(flushingVsDraining.path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      flushingVsDraining.title,
    );
    await expect(
      main.getByRole("link", { name: /^Call \(\d{3}\)/ }).first(),
    ).toHaveAttribute("href", /^tel:\d+$/);
    const hero = main.locator("section", { has: page.locator("h1") });
    await expect(
      hero.getByRole("link", { name: "Water heater services", exact: true }),
    ).toHaveAttribute("href", "/services/water-heater-services");
    for (const id of ["#flushing", "#draining"]) {
      await expect(main.locator(`${id} ol > li`)).toHaveCount(6);
      await expect(main.locator(`${id} ul > li`)).toHaveCount(4);
    }
    const table = main.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([
      "Feature",
      "Flushing",
      "Draining",
    ]);
    await expect(table).toContainText("15–30 minutes");
    await expect(table).toContainText("1–2 hours");
    await expect(main.locator("details")).toHaveCount(5);
    await expect(
      main.getByRole("complementary", { name: /Why Mesa calls/ }),
    ).toBeVisible();
    for (const figure of [
      "every 6 months",
      "6–12 months",
      "once a year",
      "$99–$189",
      "older than 5 years",
      "descaling once a year",
    ])
      await expect(main, figure).toContainText(figure);
    // The player is never in the served HTML: a thumbnail (or the poster) until asked for.
    await expect(main.locator("iframe")).toHaveCount(0);

    const nodes = await jsonLd(page);
    expect(types(nodes)).toEqual(
      expect.arrayContaining(["Article", "FAQPage", "BreadcrumbList"]),
    );
    const faq = nodes.find((n) => n["@type"] === "FAQPage");
    expect(faq?.mainEntity).toHaveLength(5);
    if (siteVideos.waterHeaterGuide.id) {
      expect(types(nodes).includes("VideoObject")).toBe(
        siteVideos.waterHeaterGuide.dated,
      );
      await expect(
        main.getByRole("button", { name: /^Play video/ }),
      ).toBeVisible();
    } else {
      expect(types(nodes)).not.toContain("VideoObject");
      await expect(main.locator('img[src*="video-poster"]')).toHaveCount(1);
    }
  });

  test("paths outside the registries are the site's 404", async ({ page }) => {
    for (const path of [
      "/water-heater-installation-phoenix-az",
      "/service-area-mesa-az",
      "/service-areas/phoenix",
      "/service-areas/mesa/drain-cleaning",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        /couldn.t find/,
      );
    }
  });
});

test.describe("layout", () => {
  test("the request form sits beside the text on desktop and below it on phones", async ({
    page,
  }) => {
    await page.goto("/service-areas/mesa");
    const text = page.getByRole("heading", { name: "Plumbing in Mesa" });
    const form = page.locator("#request-service");
    const [textBox, formBox] = [
      await text.boundingBox(),
      await form.boundingBox(),
    ];
    expect(textBox && formBox).toBeTruthy();
    if ((page.viewportSize()?.width ?? 0) >= 1024) {
      expect(formBox!.x).toBeGreaterThan(textBox!.x + textBox!.width - 1);
      await page.mouse.wheel(0, 1500);
      await expect
        .poll(async () => (await form.boundingBox())?.y ?? -1)
        .toBeGreaterThan(0);
    } else {
      expect(formBox!.y).toBeGreaterThan(textBox!.y);
    }
  });

  test("the article's video loads only when asked for", async ({ page }) => {
    test.skip(
      !siteVideos.waterHeaterGuide.id,
      "no video id configured: the poster stays",
    );
    await interceptYouTube(page);
    await page.goto(flushingVsDraining.path);
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: /^Play video/ }).click();
    await expect(
      page.locator('iframe[src*="youtube-nocookie.com/embed/"]'),
    ).toHaveCount(1);
  });
});
