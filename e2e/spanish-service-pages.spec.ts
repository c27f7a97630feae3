import { expect, test, type Page } from "@playwright/test";
import { spanishServiceNames } from "../content/es/service-names";
import { servicePages as spanishPages } from "../content/es/service-pages";
import { services as spanishCards } from "../content/es/services";
import {
  serviceDetailSlugs,
  servicePath,
  type ServiceSlug,
} from "../content/services";
import { spanishServicePath } from "../lib/i18n/routes";
import { desktopOnly } from "./support/projects";
import { firstMatch, markupOf, servedHtml, textOf } from "./support/site-pages";
import { jsonLdScripts, type JsonLdNode } from "./support/structured-data";

// The services index and two service pages in Spanish, as a visitor reads them: the document's
// language, the h1, the breadcrumb trail, and every link to a service staying among the Spanish
// pages (/es/servicios/…), never sending a Spanish reader to an English service page. Then all
// 17 as a crawler reads them. The content is the same HTML at every width, so the desktop
// project alone runs it.

const siteUrl = (
  process.env.NEXT_PUBLIC_SITE_URL || "https://www.example.com"
).replace(/\/$/, "");

/** Every link of the page's main content, as written in the HTML. */
async function mainHrefs(page: Page): Promise<string[]> {
  return page
    .getByRole("main")
    .locator("a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
}

/** No link to an English service page, and every service link a Spanish service address. */
function expectServiceLinksInSpanish(hrefs: string[]) {
  expect(hrefs.filter((href) => /^\/services(\/|$)/.test(href))).toEqual([]);
  for (const href of hrefs.filter((h) => h.includes("/servicios")))
    expect(href).toMatch(/^\/es\/servicios(\/[a-z-]+)?$/);
}

test.describe("service pages in Spanish", { tag: desktopOnly }, () => {
  test("/es/servicios: the 15 cards in Spanish, each to its Spanish page", async ({
    page,
  }) => {
    await page.goto("/es/servicios");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Servicios de plomería para casas y negocios del East Valley",
    );
    const trail = page.getByRole("navigation", { name: "Ruta de navegación" });
    await expect(trail.getByRole("link", { name: "Inicio" })).toHaveAttribute(
      "href",
      "/es",
    );
    await expect(trail.locator('[aria-current="page"]')).toHaveText(
      "Servicios",
    );

    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(spanishCards.length);
    for (const card of spanishCards) {
      const article = cards.filter({
        has: page.getByRole("heading", { name: card.title, exact: true }),
      });
      await expect(article, card.slug).toHaveCount(1);
      await expect(
        article.getByRole("link", {
          name: `Más información sobre ${card.title}`,
        }),
      ).toHaveAttribute("href", spanishServicePath(card.slug));
      await expect(
        article.getByRole("link", { name: "Agende su servicio" }),
      ).toHaveAttribute("href", "/es/contacto");
    }
    expectServiceLinksInSpanish(await mainHrefs(page));
  });

  for (const slug of ["water-heater-services", "pipe-leaks"] as const) {
    const path = spanishServicePath(slug);
    test(`${path}: Spanish h1, trail and links`, async ({ page }) => {
      const content = spanishPages[slug];
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        spanishServiceNames[slug],
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${siteUrl}${path}`,
      );

      const trail = page.getByRole("navigation", {
        name: "Ruta de navegación",
      });
      await expect(trail.getByRole("link")).toHaveText(["Inicio", "Servicios"]);
      await expect(
        trail.getByRole("link", { name: "Servicios", exact: true }),
      ).toHaveAttribute("href", "/es/servicios");
      await expect(trail.locator('[aria-current="page"]')).toHaveText(
        content.name,
      );

      // The box that opens the leak and water-heater pages, in Spanish.
      await expect(page.getByTestId("stop-the-water")).toContainText(
        "Ahora mismo: cierre el agua",
      );

      const related = page.getByRole("region", {
        name: "Servicios relacionados",
      });
      const relatedHrefs = await related
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      expect(relatedHrefs).toEqual(
        content.related.map((s: ServiceSlug) => spanishServicePath(s)),
      );
      for (const name of content.related.map((s) => spanishPages[s].name))
        await expect(related).toContainText(name);

      expectServiceLinksInSpanish(await mainHrefs(page));
    });
  }
});

test.describe(
  "served HTML of the 17 Spanish pages",
  { tag: desktopOnly },
  () => {
    for (const slug of serviceDetailSlugs) {
      const path = spanishServicePath(slug);
      test(`${path} is complete for crawlers`, async ({ request }) => {
        const content = spanishPages[slug];
        const html = await servedHtml(request, path);
        expect(firstMatch(html, /<html lang="([^"]*)"/)).toBe("es");
        expect(firstMatch(html, /<title>([^<]*)<\/title>/)).toBe(
          `${content.meta.title} | ${firstMatch(html, /<meta property="og:site_name" content="([^"]*)"/)}`,
        );
        expect(
          firstMatch(html, /<meta name="description" content="([^"]*)"/),
        ).toBe(content.meta.description);
        expect(firstMatch(html, /<link rel="canonical" href="([^"]*)"/)).toBe(
          `${siteUrl}${path}`,
        );
        // Its English page as the en alternate, which names this page back (hreflang-reciprocity).
        expect(
          firstMatch(
            html,
            /<link rel="alternate" hrefLang="en" href="([^"]*)"/,
          ),
        ).toBe(`${siteUrl}${servicePath(slug)}`);

        const h1s = [
          ...markupOf(html).matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi),
        ];
        expect(h1s.map((h1) => textOf(h1[1]!))).toEqual([
          spanishServiceNames[slug],
        ]);

        const nodes = jsonLdScripts(html).flatMap<JsonLdNode>(
          (text) => JSON.parse(text) as JsonLdNode | JsonLdNode[],
        );
        expect(nodes.find((node) => node["@type"] === "Service")).toMatchObject(
          { name: content.name, url: `${siteUrl}${path}` },
        );
        const trail = nodes.find((node) => node["@type"] === "BreadcrumbList")
          ?.itemListElement as { name: string; item: string }[];
        expect(trail.map((crumb) => [crumb.name, crumb.item])).toEqual([
          ["Inicio", `${siteUrl}/es`],
          ["Servicios", `${siteUrl}/es/servicios`],
          [content.name, `${siteUrl}${path}`],
        ]);
      });
    }
  },
);
