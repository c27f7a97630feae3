import type { SitemapEntry } from "@/lib/blog/source";
import { absoluteUrl } from "@/lib/seo/metadata";

// The blog sitemap's split: one file holds at most 50,000 URLs (sitemaps.org). Up to that,
// /blog-sitemap.xml lists the posts itself; past it, it becomes a sitemap index naming
// /blog-sitemap/1.xml, /blog-sitemap/2.xml…, each with the next 50,000 posts, newest first.

export const SITEMAP_LIMIT = 50_000;

export function sitemapPartCount(entries: number, limit = SITEMAP_LIMIT) {
  return entries <= limit ? 1 : Math.ceil(entries / limit);
}

export function sitemapPartPath(part: number): string {
  return `/blog-sitemap/${part}.xml`;
}

/** Part `part` (from 1) named in an address ("2.xml"), or null. 999 parts hold 49.95M posts. */
export function parseSitemapPart(segment: string): number | null {
  const match = /^([1-9]\d{0,2})\.xml$/.exec(segment);
  return match ? Number(match[1]) : null;
}

/**
 * The part /blog-sitemap/<segment> serves, or null for a 404. An address that names no part
 * is answered without a read; one that does costs a count (`countPosts`), never the whole list.
 */
export async function existingSitemapPart(
  segment: string,
  countPosts: () => Promise<number>,
): Promise<number | null> {
  const part = parseSitemapPart(segment);
  if (part === null) return null;
  const parts = sitemapPartCount(await countPosts());
  return parts > 1 && part <= parts ? part : null;
}

export function sitemapPart(
  entries: readonly SitemapEntry[],
  part: number,
  limit = SITEMAP_LIMIT,
): SitemapEntry[] {
  return entries.slice((part - 1) * limit, part * limit);
}

/** The <url> entries of posts: their address and last change. */
export function sitemapFields(entries: readonly SitemapEntry[]) {
  return entries.map((entry) => ({
    loc: absoluteUrl(`/blog/${entry.slug}`),
    lastmod: new Date(entry.updated_at ?? entry.created_at).toISOString(),
  }));
}
