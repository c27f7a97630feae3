import { expect, type APIRequestContext } from "@playwright/test";

// The URLs the site itself lists: the sitemaps robots.txt names, sitemap indexes followed.
// Shared by the link crawl and the accessibility scan, so both read the same source of truth.

const entities: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/** Undoes the HTML/XML escaping Next.js and next-sitemap apply to attribute and text values. */
export const decode = (text: string) =>
  text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (m) => entities[m] ?? m);

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
