import { expect, type APIRequestContext } from "@playwright/test";
import { spanishPaths } from "../../lib/i18n/routes";
import { A_POST, decode, sitemapLocs } from "./site-content";

// Reading the served site as a crawler does: its sitemaps, and the links and canonical URL of
// a page's HTML. Shared by the specs that walk every page.

export { decode };

/**
 * A page as the server sends it, read as a crawler reads it: what its head and markup say needs
 * no browser. Checks it is a 200 HTML page.
 */
export async function servedHtml(
  request: APIRequestContext,
  path: string,
): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toContain("text/html");
  return response.text();
}

/** The first group `pattern` finds in the HTML, entities decoded. */
export function firstMatch(html: string, pattern: RegExp): string | undefined {
  const value = pattern.exec(html)?.[1];
  return value === undefined ? undefined : decode(value);
}

/** The page's elements without the text of its scripts and templates (React's payload). */
export const markupOf = (html: string) =>
  html.replace(/<(script|template)\b[^>]*>[\s\S]*?<\/\1>/gi, " ");

/** Markup's text on one line, as a browser's textContent reads it: tags out, entities decoded. */
export const textOf = (fragment: string) =>
  decode(fragment.replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();

/**
 * The whole element whose start tag holds `marker` (an attribute, or `<main`), nested elements
 * of its name counted: the served markup is React's, every element closed.
 */
export function elementWith(html: string, marker: string): string {
  const at = html.indexOf(marker);
  expect(at, marker).toBeGreaterThanOrEqual(0);
  const start = html.lastIndexOf("<", at);
  const name = /^<([a-z0-9]+)/i.exec(html.slice(start))![1]!;
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, "gi");
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, tags.lastIndex);
  }
  throw new Error(`${marker}: no end tag`);
}

/** Every <a href> of a page, decoded, in document order. */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)].map((m) =>
    decode(m[1] ?? ""),
  );
}

/** The page's own canonical URL, or undefined when it has none or is noindex. */
export function canonicalOf(html: string): string | undefined {
  if (/<meta\s+name="robots"\s+content="[^"]*noindex/i.test(html))
    return undefined;
  const href = /<link\s+rel="canonical"\s+href="([^"]+)"/i.exec(html)?.[1];
  return href ? decode(href) : undefined;
}

/** Every <loc> of the sitemaps robots.txt names, following sitemap indexes, as pathnames. */
export async function sitemapPaths(
  request: APIRequestContext,
): Promise<string[]> {
  const robots = await request.get("/robots.txt");
  expect(robots.status(), "robots.txt (run `npm run build`)").toBe(200);
  const queue = [...(await robots.text()).matchAll(/^Sitemap:\s*(\S+)/gim)].map(
    (m) => new URL(m[1] ?? "").pathname,
  );
  expect(queue.length, "robots.txt names a sitemap").toBeGreaterThan(0);
  return sitemapLocs(request, queue);
}

/** og:image or twitter:image of a page's HTML, as a path on the server under test. */
export function imageOf(
  html: string,
  key: "og:image" | "twitter:image",
): string {
  const attr = key === "og:image" ? "property" : "name";
  const content = new RegExp(
    `<meta\\s+${attr}="${key}"\\s+content="([^"]+)"`,
  ).exec(html)?.[1];
  expect(content, key).toBeDefined();
  // Absolute on NEXT_PUBLIC_SITE_URL (a placeholder in e2e builds); fetched from this server.
  return new URL(decode(content!)).pathname;
}

/**
 * One page of each type the site serves, and the status a visitor gets there (200 unless
 * said): the list the specs that read every type once share (the Nu Html Checker, US English,
 * the footer's policy and accessibility links). "a post" is A_POST: pass each path through
 * resolvePath (site-content.ts) for one the site under test serves.
 */
export const pageTypes: { label: string; path: string; status?: number }[] = [
  { label: "home", path: "/" },
  { label: "about", path: "/about" },
  { label: "contact", path: "/contact" },
  { label: "the one-page request form", path: "/contact/request" },
  { label: "services", path: "/services" },
  { label: "a service", path: "/services/water-heater-services" },
  { label: "an area", path: "/service-areas/mesa" },
  // A link address that answers 308: checked where the visitor lands.
  { label: "an area/service", path: "/service-areas/chandler/water-softener" },
  { label: "a city page", path: "/water-heater-installation-mesa-az" },
  { label: "privacy policy", path: "/privacy" },
  { label: "terms of use", path: "/terms" },
  { label: "accessibility statement", path: "/accessibility" },
  { label: "the article", path: "/flushing-vs-draining-water-heater-mesa-az" },
  { label: "blog", path: "/blog" },
  { label: "a post", path: A_POST },
  { label: "blog search", path: "/blog/search?q=water+heater" },
  { label: "too many searches", path: "/too-many-searches" },
  {
    label: "draft preview form",
    path: "/preview?slug=cold-snap-checklist-east-valley-pipes",
  },
  { label: "404", path: "/no-such-page", status: 404 },
  { label: "unknown post", path: "/blog/no-such-post", status: 404 },
];

/** An address under /es that is no page: the Spanish 404 (proxy.ts). */
export const SPANISH_MISSING = "/es/no-existe";

/**
 * The Spanish pages, one of each type (lib/i18n/routes.ts, so a page added there joins the specs
 * that read this list: the Nu Html Checker, axe on phones), and the Spanish 404. The specs
 * that walk every page read the sitemap instead, which lists all of them.
 */
export const spanishPageTypes: {
  label: string;
  path: string;
  status?: number;
}[] = [
  ...spanishPaths
    .filter(
      (path, index, all) =>
        // One service page stands for the 17: the same template.
        !path.startsWith("/es/servicios/") ||
        all.findIndex((p) => p.startsWith("/es/servicios/")) === index,
    )
    .map((path) => ({ label: `Spanish ${path}`, path })),
  { label: "Spanish 404", path: SPANISH_MISSING, status: 404 },
];
