import { expect, test, type Locator, type Page } from "@playwright/test";
import { servicePages } from "../content/service-pages";
import { serviceAreas } from "../content/service-areas";
import { serviceDetailSlugs } from "../content/services";
import { DESCRIPTION_LIMIT, DESCRIPTION_MIN } from "../lib/seo/metadata";
import { desktopOnly } from "./support/projects";
import {
  elementWith,
  firstMatch,
  hrefsOf,
  markupOf,
  servedHtml,
  textOf,
} from "./support/site-pages";
import { jsonLdScripts } from "./support/structured-data";

// The 17 service detail pages: what a crawler reads in the served HTML, and where the request
// form sits at desktop and phone widths.

const siteUrl = (
  process.env.NEXT_PUBLIC_SITE_URL || "https://www.example.com"
).replace(/\/$/, "");

type JsonLdNode = Record<string, unknown> & { "@type"?: string };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("element has no box (hidden?)");
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("served HTML (no JavaScript)", { tag: desktopOnly }, () => {
  test.use({ javaScriptEnabled: false });

  for (const slug of serviceDetailSlugs) {
    test(`/services/${slug} is complete for crawlers`, async ({ request }) => {
      const content = servicePages[slug];
      const html = await servedHtml(request, `/services/${slug}`);

      expect(firstMatch(html, /<title>([^<]*)<\/title>/)).toMatch(
        new RegExp(`^${escape(content.meta.title)} \\| `),
      );
      const description = firstMatch(
        html,
        /<meta name="description" content="([^"]*)"/,
      );
      expect(description).toBe(content.meta.description);
      expect(description!.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
      expect(description!.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
      const keywords = firstMatch(
        html,
        /<meta name="keywords" content="([^"]*)"/,
      );
      expect(keywords?.split(",").length).toBeGreaterThanOrEqual(3);
      expect(firstMatch(html, /<link rel="canonical" href="([^"]*)"/)).toBe(
        `${siteUrl}${content.canonicalPath}`,
      );

      const h1s = [...markupOf(html).matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)];
      expect(h1s).toHaveLength(1);
      expect(textOf(h1s[0]![1]!)).toBe(content.hero.title);

      const nodes = jsonLdScripts(html).flatMap<JsonLdNode>(
        (text) => JSON.parse(text) as JsonLdNode | JsonLdNode[],
      );
      const service = nodes.find((node) => node["@type"] === "Service");
      expect(service).toMatchObject({
        name: content.name,
        url: `${siteUrl}${content.canonicalPath}`,
        provider: { "@type": "Plumber", "@id": `${siteUrl}/#business` },
      });
      expect(
        (service!.areaServed as { name: string }[]).map((a) => a.name),
      ).toEqual(serviceAreas.map((area) => `${area.name}, AZ`));
      const breadcrumb = nodes.find(
        (node) => node["@type"] === "BreadcrumbList",
      );
      const items = breadcrumb!.itemListElement as {
        name: string;
        item: string;
      }[];
      expect(items.map((i) => i.name)).toEqual([
        "Home",
        "Services",
        content.name,
      ]);
      expect(items[2]?.item).toBe(`${siteUrl}/services/${slug}`);

      // Every service page the text links to exists.
      const hrefs = hrefsOf(
        elementWith(markupOf(html), 'data-testid="page-copy"'),
      ).filter((href) => href.startsWith("/services/"));
      expect(hrefs.length).toBeGreaterThanOrEqual(2);
      for (const href of new Set(hrefs))
        expect((await request.get(href)).status(), href).toBe(200);
    });
  }

  test("titles and descriptions are unique across the service pages", async ({
    request,
  }) => {
    const seen = { title: new Set<string>(), description: new Set<string>() };
    for (const slug of serviceDetailSlugs) {
      const html = await (await request.get(`/services/${slug}`)).text();
      seen.title.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
      seen.description.add(
        /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "",
      );
    }
    expect(seen.title.size).toBe(serviceDetailSlugs.length);
    expect(seen.description.size).toBe(serviceDetailSlugs.length);
  });

  test("an unknown service answers 404", async ({ page }) => {
    const response = await page.goto("/services/not-a-service");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText(/couldn.t find/);
  });

  test("pages state the seed's facts", async ({ page }) => {
    await page.goto("/services/pressure-valves");
    await expect(page.getByRole("main")).toContainText("80 psi");

    await page.goto("/services/water-filtration");
    const main = page.getByRole("main");
    await expect(main).toContainText(/reverse osmosis/i);
    // No ratio: none was backed by a source (content/service-pages/water-quality.ts).
    await expect(main).toContainText(/down the drain/);
    await expect(main).toContainText(/alkaline/i);

    for (const slug of ["tankless-water-heaters", "water-softener"]) {
      await page.goto(`/services/${slug}`);
      const schedule = page
        .getByRole("main")
        .getByRole("link", { name: "Schedule Service" })
        .and(page.locator('a[href^="tel:"]'));
      await expect(schedule, slug).toHaveCount(1);
      await expect(schedule).toHaveAttribute("href", /^tel:\d{10,11}$/);
    }
  });
});

test.describe("request form placement", () => {
  const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

  for (const slug of ["water-heater-services", "pipe-leak-repairs"]) {
    test(`${slug}: sticky beside the text on desktop, below it on phones`, async ({
      page,
    }) => {
      await page.goto(`/services/${slug}`);
      const copy = page.getByTestId("page-copy");
      const form = page.locator("#request-service");
      const text = await box(copy);
      const start = await box(form);

      if (!isDesktop(page)) {
        expect(start.y).toBeGreaterThanOrEqual(text.y + text.height - 1);
        return;
      }
      expect(start.x).toBeGreaterThanOrEqual(text.x + text.width - 1);
      expect(start.y).toBeLessThan(text.y + 200);

      // Halfway down the text the form is still in view, clear of the sticky header. Retried
      // because the layout's scroll-to-top may run once more as the page hydrates.
      const header = await box(page.getByRole("banner"));
      const viewport = page.viewportSize()!;
      await expect(async () => {
        await page.evaluate(
          (y) => window.scrollTo(0, y),
          text.y + text.height / 2,
        );
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
        const now = await box(form);
        expect(now.y).toBeGreaterThanOrEqual(header.height - 1);
        expect(now.y).toBeLessThan(viewport.height / 2);
      }).toPass();
    });
  }

  test("water-filtration: the form follows the text at every width", async ({
    page,
  }) => {
    await page.goto("/services/water-filtration");
    const text = await box(page.getByTestId("page-copy"));
    const form = await box(page.locator("#request-service"));
    expect(form.y).toBeGreaterThanOrEqual(text.y + text.height - 1);
    expect(Math.abs(form.x - text.x)).toBeLessThan(2);
  });
});
