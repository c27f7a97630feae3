import { expect, test, type APIRequestContext } from "@playwright/test";
import { englishPathFor, spanishPaths } from "../lib/i18n/routes";
import { desktopOnly } from "./support/projects";
import { decode } from "./support/site-content";
import {
  canonicalOf,
  markupOf,
  servedHtml,
  SPANISH_MISSING,
  textOf,
} from "./support/site-pages";

// The Spanish pages as crawlers and visitors meet them (issue 57, "Done when"): the sitemap lists
// each, with hreflang alternates that its English page returns; each page says lang="es", is its
// own canonical and reads as Spanish; the header's language link leads to the counterpart; an
// unknown /es address gets the Spanish 404. Which pages: lib/i18n/routes.ts, and the sitemap the
// site under test serves.

test.describe.configure({ timeout: 120_000 });

type Entry = { loc: string; alternates: Map<string, string> };

/** The sitemap's <url> entries (not the blog's), each with its xhtml:link alternates. */
async function sitemapEntries(request: APIRequestContext): Promise<Entry[]> {
  const robots = await (await request.get("/robots.txt")).text();
  const queue = [...robots.matchAll(/^Sitemap:\s*(\S+)/gim)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((path) => !path.startsWith("/blog-sitemap"));
  const entries: Entry[] = [];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    const xml = await response.text();
    if (xml.includes("<sitemapindex")) {
      queue.push(
        ...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
          (m) => new URL(decode(m[1]!).trim()).pathname,
        ),
      );
      continue;
    }
    for (const [url] of xml.matchAll(/<url>[\s\S]*?<\/url>/g)) {
      const loc = decode(/<loc>([^<]+)<\/loc>/.exec(url)![1]!.trim());
      const alternates = new Map(
        [...url.matchAll(/<xhtml:link\b([^>]*)\/?>/g)].map(([, attrs]) => [
          /hreflang="([^"]+)"/.exec(attrs!)![1]!,
          decode(/href="([^"]+)"/.exec(attrs!)![1]!),
        ]),
      );
      entries.push({ loc, alternates });
    }
  }
  return entries;
}

/** A page's own <link rel="alternate" hreflang> links, language → absolute URL. */
function hreflangLinks(html: string): Map<string, string> {
  const links = new Map<string, string>();
  for (const [, attrs] of html.matchAll(/<link\b([^>]*)>/gi)) {
    if (!/\srel="alternate"/i.test(` ${attrs}`)) continue;
    const lang = /\shreflang="([^"]+)"/i.exec(` ${attrs}`)?.[1];
    const href = /\shref="([^"]+)"/i.exec(` ${attrs}`)?.[1];
    if (lang && href) links.set(lang, decode(href));
  }
  return links;
}

const pathOf = (url: string) => new URL(url).pathname;

/** The Spanish pages a crawler should find: all of the table but the noindex form twin. */
const indexable = spanishPaths.filter(
  (path) => path !== "/es/contacto/solicitud",
);

test(
  "the sitemap lists every Spanish page, with hreflang alternates both ways",
  { tag: desktopOnly },
  async ({ request }) => {
    const entries = await sitemapEntries(request);
    const byPath = new Map(entries.map((e) => [pathOf(e.loc), e]));
    const missing = indexable.filter((path) => !byPath.has(path));
    expect(missing, "Spanish pages the sitemap leaves out").toEqual([]);
    const problems: string[] = [];
    for (const spanish of indexable) {
      const entry = byPath.get(spanish)!;
      const english = englishPathFor(spanish)!;
      const back = byPath.get(english);
      const links = entry.alternates;
      if (pathOf(links.get("es") ?? entry.loc) !== spanish || !links.has("es"))
        problems.push(`${spanish}: no es alternate naming itself`);
      if (pathOf(links.get("en") ?? "http://x/") !== english)
        problems.push(`${spanish}: en alternate is not ${english}`);
      if (pathOf(links.get("x-default") ?? "http://x/") !== english)
        problems.push(`${spanish}: x-default is not ${english}`);
      if (!back)
        problems.push(`${spanish}: its English ${english} is unlisted`);
      else if (pathOf(back.alternates.get("es") ?? "http://x/") !== spanish)
        problems.push(
          `${english}: its es alternate does not return to ${spanish}`,
        );
    }
    expect(problems).toEqual([]);
  },
);

test(
  "each Spanish page says lang=es, is its own canonical and names its English page, which names it back",
  { tag: desktopOnly },
  async ({ request }) => {
    const problems: string[] = [];
    for (const spanish of indexable) {
      const html = await servedHtml(request, spanish);
      const english = englishPathFor(spanish)!;
      if (!/<html\b[^>]*\slang="es"/.test(html))
        problems.push(`${spanish}: <html> is not lang="es"`);
      const canonical = canonicalOf(html);
      if (!canonical || pathOf(canonical) !== spanish)
        problems.push(`${spanish}: canonical is ${canonical}`);
      const links = hreflangLinks(html);
      for (const [lang, path] of [
        ["es", spanish],
        ["en", english],
        ["x-default", english],
      ] as const)
        if (pathOf(links.get(lang) ?? "http://x/") !== path)
          problems.push(`${spanish}: hreflang ${lang} is ${links.get(lang)}`);
      const back = hreflangLinks(await servedHtml(request, english));
      if (pathOf(back.get("es") ?? "http://x/") !== spanish)
        problems.push(`${english}: hreflang es is ${back.get("es")}`);
      if (pathOf(back.get("en") ?? "http://x/") !== english)
        problems.push(`${english}: hreflang en is ${back.get("en")}`);
    }
    expect(problems).toEqual([]);
  },
);

// The commonest function words of each language, none spelled the same in the other ("a", "no"
// and "me" are both, and left out). A Spanish page's text may hold English names (cities, the
// business, brands), so the test asks for many times more Spanish than English, not none.
const SPANISH = new Set(
  "de la que el en y los del las por un para con una su al lo como más pero sus le se es ya este esta si porque cuando muy sin sobre también hasta hay donde desde todo nos durante todos uno les ni contra otros ese eso ante ellos esto mí antes algunos qué unos yo otro otras otra él tanto esa estos mucho quienes nada muchos cual poco ella estar estas algunas algo nosotros mi mis tú te ti tu tus ellas usted ustedes su sus".split(
    " ",
  ),
);
const ENGLISH = new Set(
  "the and of to in is you that it for on with are as your we our be this was have from or by an at not can will if they their what which when there has more about would all so out up do get how any one than been who other them into only just some could its".split(
    " ",
  ),
);

/** Stop words of each language in a page's visible text (markup without scripts, and alt text). */
function stopWords(html: string) {
  const markup = markupOf(html).replace(
    /<style\b[^>]*>[\s\S]*?<\/style>/gi,
    " ",
  );
  const alts = [...markup.matchAll(/\salt="([^"]*)"/gi)].map((m) => m[1]);
  const words = [textOf(markup), ...alts]
    .join(" ")
    .toLowerCase()
    .split(/[^\p{L}]+/u);
  return {
    spanish: words.filter((w) => SPANISH.has(w)).length,
    english: words.filter((w) => ENGLISH.has(w)).length,
  };
}

test(
  "every Spanish page reads as Spanish: its Spanish stop words far outnumber the English ones",
  { tag: desktopOnly },
  async ({ request }) => {
    const found: string[] = [];
    for (const path of [...spanishPaths, SPANISH_MISSING]) {
      const response = await request.get(path);
      const { spanish, english } = stopWords(await response.text());
      test.info().annotations.push({
        type: "stop words",
        description: `${path}: ${spanish} Spanish, ${english} English`,
      });
      if (spanish < 20 || spanish < 5 * english)
        found.push(`${path}: ${spanish} Spanish, ${english} English`);
    }
    expect(found).toEqual([]);
    // And the count can tell: an English page fails it.
    const english = stopWords(await servedHtml(request, "/services"));
    expect(english.spanish < 5 * english.english).toBe(true);
  },
);

test(
  "an unknown address under /es gets the Spanish 404: status 404, noindex, a way to /es",
  { tag: desktopOnly },
  async ({ page }) => {
    for (const path of [SPANISH_MISSING, "/es/servicios/no-existe"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "No encontramos esa página",
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        "content",
        /noindex/,
      );
      await expect(
        page
          .getByRole("main")
          .getByRole("link", { name: "Ir a la página de inicio" }),
      ).toHaveAttribute("href", "/es");
    }
  },
);

test("the header's language link leads to the page's counterpart, or to /es", async ({
  page,
  request,
}) => {
  // The route's answer to each page a visitor may come from.
  for (const [from, to] of [
    ["/services/toilets", "/es/servicios/inodoros"],
    ["/terms", "/es/terminos"],
    ["/about", "/es"],
  ]) {
    const response = await request.get("/language/es", {
      // Only the Referer's path is read (lib/i18n/language-switch.ts).
      headers: { referer: `http://x${from}` },
      maxRedirects: 0,
    });
    expect(response.status(), from).toBe(303);
    expect(response.headers()["location"], from).toBe(to);
  }
  const back = await request.get("/language/en", {
    headers: { referer: "http://x/es/servicios/inodoros" },
    maxRedirects: 0,
  });
  expect(back.headers()["location"]).toBe("/services/toilets");

  // A visitor's click: the browser sends the page it was on.
  await page.goto("/privacy");
  const link = page.getByRole("banner").getByRole("link", { name: "Español" });
  await expect(link).toHaveAttribute("hreflang", "es");
  await expect(link).toHaveAttribute("lang", "es");
  await link.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL("**/es/privacidad");
});
