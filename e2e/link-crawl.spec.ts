import { expect, test, type APIRequestContext } from "@playwright/test";
import { canonicalOf, hrefsOf, sitemapPaths } from "./support/site-pages";

// Starts at / and follows every internal <a href> of every page, as a crawler without
// JavaScript would. Redirects are followed; whatever a link finally lands on must answer 200.
// The canonical URLs the crawl meets must be exactly the URLs the sitemaps list.

type Crawl = {
  /** Link target → where it finally landed and with what status, and the pages linking to it. */
  broken: Map<string, { status: number; landed: string; from: Set<string> }>;
  /** Pathnames of the self-declared canonical URLs of the pages that answered 200. */
  canonicals: Set<string>;
  visited: number;
};

/** Same-origin page URL without its #fragment, or null for mailto:, tel:, other sites. */
function internalUrl(href: string, page: URL): string | null {
  if (/^(mailto|tel|sms|javascript):/i.test(href) || href.startsWith("#"))
    return null;
  const url = new URL(href, page);
  if (url.origin !== page.origin) return null;
  url.hash = "";
  return url.href;
}

async function crawl(request: APIRequestContext, start: string) {
  const result: Crawl = {
    broken: new Map(),
    canonicals: new Set(),
    visited: 0,
  };
  const sources = new Map<string, Set<string>>([[start, new Set(["(start)"])]]);
  let frontier = [start];
  while (frontier.length > 0) {
    const next: string[] = [];
    // One level of the graph at a time, a few requests in flight.
    for (let i = 0; i < frontier.length; i += 6) {
      await Promise.all(
        frontier.slice(i, i + 6).map(async (url) => {
          result.visited += 1;
          const response = await request.get(url, { maxRedirects: 10 });
          if (response.status() !== 200) {
            result.broken.set(url, {
              status: response.status(),
              landed: new URL(response.url()).pathname,
              from: sources.get(url) ?? new Set(),
            });
            return;
          }
          if (!response.headers()["content-type"]?.includes("text/html"))
            return;
          const html = await response.text();
          const canonical = canonicalOf(html);
          if (canonical) result.canonicals.add(new URL(canonical).pathname);
          const page = new URL(response.url());
          for (const href of hrefsOf(html)) {
            const target = internalUrl(href, page);
            if (!target) continue;
            const from = sources.get(target);
            if (from) {
              from.add(new URL(url).pathname);
              continue;
            }
            sources.set(target, new Set([new URL(url).pathname]));
            next.push(target);
          }
        }),
      );
    }
    frontier = next;
  }
  return result;
}

test.describe("link crawl", () => {
  // Both tests need the crawl; each worker crawls at most once.
  let result: Crawl | undefined;

  test("every internal link of every page answers 200", async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    result ??= await crawl(request, new URL("/", baseURL).href);
    const broken = [...result.broken];
    const report = broken.map(([url, { status, landed, from }]) => {
      const path = new URL(url).pathname;
      const hops = landed === path ? path : `${path} → ${landed}`;
      return `${status} ${hops} ← ${[...from].slice(0, 5).join(", ")}`;
    });
    expect(
      report,
      `broken links after visiting ${result.visited} URLs`,
    ).toEqual([]);
  });

  test("the sitemaps list exactly the canonical URLs the crawl found", async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    result ??= await crawl(request, new URL("/", baseURL).href);
    // No spec changes the posts of this server (those that do have sites of their own), so
    // the blog's URLs must match too.
    const sorted = (paths: Iterable<string>) => [...new Set(paths)].sort();
    const listed = await sitemapPaths(request);
    expect(sorted(listed)).toEqual(sorted(result.canonicals));
  });
});
