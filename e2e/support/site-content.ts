import { expect, type APIRequestContext } from "@playwright/test";
import bundled from "../../content/blog/posts.json" with { type: "json" };

// The posts of the site under test, so that a read-only spec expects what that site holds. On
// the local run the site serves the bundled posts (content/blog/posts.json), which the build and
// the stand-in start from, and the specs may use everything those rows say. Against a deployment
// (PLAYWRIGHT_BASE_URL) the blog holds whatever its Supabase holds: the posts are read from the
// site itself, its blog sitemap (every published post) and the /blog list (its newest posts,
// their titles and dates), never from the bundled file.

/** True when the specs run against a deployment whose posts they cannot know in advance. */
export const againstDeployment = !!process.env.PLAYWRIGHT_BASE_URL;

export type SitePost = {
  slug: string;
  title: string;
  /** The moment the post went live, as the site states it (ISO 8601). */
  dateTime: string;
};

/** A bundled row: only the local run reads these (metadata, content, call to action). */
export type BundledPost = (typeof bundled)[number];

const entities: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/** Undoes the entity escaping of HTML text or an attribute value. */
export const decode = (text: string) =>
  text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (m) => entities[m] ?? m);

/** The bundled published posts in the site's order: newest first, then the higher id. */
export const bundledPosts: BundledPost[] = bundled
  .filter((p) => p.published)
  .sort(
    (a, b) =>
      Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
  );

/** A bundled row as the site shows it. */
export const asSitePost = ({ slug, title, created_at }: BundledPost) => ({
  slug,
  title,
  dateTime: created_at,
});

/** Every page <loc> of these sitemaps, following sitemap indexes, as pathnames. */
export async function sitemapLocs(
  request: APIRequestContext,
  files: string[],
): Promise<string[]> {
  const queue = [...files];
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

/** Every published post's slug, as the site's blog sitemap (and its parts) lists them. */
export async function blogSitemapSlugs(
  request: APIRequestContext,
): Promise<string[]> {
  return (await sitemapLocs(request, ["/blog-sitemap.xml"])).flatMap(
    (path) => /^\/blog\/([^/]+)$/.exec(path)?.[1] ?? [],
  );
}

/** The post cards of a list page's HTML, in the page's order. */
export function cardsOf(html: string): SitePost[] {
  return [...html.matchAll(/<article\b[\s\S]*?<\/article>/g)].flatMap(
    ([card]) => {
      const link =
        /<a\b[^>]*\shref="\/blog\/([^"/?#]+)"[^>]*>([\s\S]*?)<\/a>/.exec(card);
      const time = /<time\b[^>]*\sdateTime="([^"]+)"/i.exec(card);
      if (!link || !time) return [];
      const title = decode(link[2]!.replace(/<[^>]*>/g, "")).trim();
      return [{ slug: link[1]!, title, dateTime: decode(time[1]!) }];
    },
  );
}

async function readDeployedPosts(
  request: APIRequestContext,
): Promise<SitePost[]> {
  const response = await request.get("/blog");
  expect(response.status(), "/blog").toBe(200);
  const listed = cardsOf(await response.text());
  const slugs = new Set(await blogSitemapSlugs(request));
  expect(listed.length, "posts on /blog").toBeGreaterThan(0);
  // The list and the sitemap are two views of one table: a post on one is on the other.
  for (const post of listed)
    expect(slugs.has(post.slug), `${post.slug} in the blog sitemap`).toBe(true);
  return listed;
}

let deployed: Promise<SitePost[]> | undefined;

/**
 * The site's newest published posts, newest first, as /blog lists them (at most its first
 * page); the bundled ones on the local run.
 */
export function sitePosts(request: APIRequestContext): Promise<SitePost[]> {
  if (!againstDeployment) return Promise.resolve(bundledPosts.map(asSitePost));
  // Read once per worker; a failed read is tried again by the next test.
  deployed ??= readDeployedPosts(request).catch((error) => {
    deployed = undefined;
    throw error;
  });
  return deployed;
}

/** In pageTypes: "a post", resolved by resolvePath to one the site under test serves. */
export const A_POST = "/blog/(a post of the site)";

/** A page type's path on the site under test (A_POST becomes a real post's address). */
export async function resolvePath(
  request: APIRequestContext,
  path: string,
): Promise<string> {
  if (path !== A_POST) return path;
  // The local run keeps the first bundled row, as it always read.
  if (!againstDeployment) return `/blog/${bundled[0]!.slug}`;
  return `/blog/${(await sitePosts(request))[0]!.slug}`;
}

/**
 * Words to search for, taken from a post's title: the searches find that post wherever it
 * runs (the local run keeps the terms its bundled posts were chosen for).
 */
export function searchTerms(post: SitePost) {
  const words = post.title
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 4);
  const longest = [...words].sort((a, b) => b.length - a.length)[0] ?? "";
  return {
    /** A word of the title. */
    word: longest,
    /**
     * The start of that word, as typed on the way to it (the search reads prefixes); short
     * enough to be the start of the word's stem too ("leaks" is stored as "leak").
     */
    prefix: longest.slice(0, longest.length >= 7 ? 5 : 4),
  };
}

/**
 * The word (of four letters or more) in the most titles of these posts: a search that finds
 * several of them.
 */
export function commonWord(posts: readonly SitePost[]): string {
  const counts = new Map<string, number>();
  for (const { title } of posts)
    for (const word of new Set(title.toLowerCase().split(/[^a-z]+/)))
      if (word.length >= 4) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}
