import { expect, type APIRequestContext } from "@playwright/test";

// Reading the served site as a crawler does: its sitemaps, and the links and canonical URL of
// a page's HTML. Shared by the specs that walk every page.

const entities: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/** Undoes the entity escaping of an HTML attribute value. */
export const decode = (text: string) =>
  text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (m) => entities[m] ?? m);

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
  const paths: string[] = [];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(decode(m[1] ?? "").trim()).pathname,
    );
    if (xml.includes("<sitemapindex")) queue.push(...locs);
    else paths.push(...locs);
  }
  return paths;
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
