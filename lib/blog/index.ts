import "server-only";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { cache } from "react";
import { toCardData } from "@/lib/blog/cards";
import { normalizeSearchTerm } from "@/lib/blog/search-term";
import { selectBlogSource } from "@/lib/blog/select-source";
import type { SitemapEntry } from "@/lib/blog/source";
import {
  isPostSlug,
  type BlogPost,
  type BlogPostSummary,
  type PostCardData,
} from "@/lib/blog/types";
import { env } from "@/lib/env";

// The only code that reads blog posts. Pages, generateStaticParams, generateMetadata, the
// sitemap and the search route call these functions; nothing else knows where posts live.
//
// What a failed read means depends on who asked:
// - ISR pages (list, post, related, sitemap). During `next build` there is no earlier version,
//   so a failure is logged and the empty state is rendered ("No posts found", "Post not
//   found"); the page heals at its next regeneration. At run time these pages are rendered
//   again in the background (on their 5-minute timer, or after the webhook marked them stale),
//   so a failure is logged and rethrown: Next.js keeps serving the last good version and
//   retries later, instead of caching an empty list or a 404 for a post that exists. Only a
//   post that was never rendered before has no good version: it answers with the error page,
//   uncached, until the backend is back (a 404 would be cached and tell crawlers it is gone).
// - Search (dynamic, never cached): a failure is logged and yields no results.

export type { BlogPost, BlogPostSummary, PostCardData };

export const RELATED_LIMIT = 3;

const source = selectBlogSource();

export const blogSourceKind = source.kind;

function isBuild(): boolean {
  return env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}

async function forPage<T>(
  what: string,
  read: () => Promise<T>,
  empty: T,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isBuild()) {
      console.error(`[blog] ${what} failed during the build`, error);
      return empty;
    }
    console.error(`[blog] ${what} failed; ISR keeps the last good page`, error);
    throw error;
  }
}

export { isPostSlug };

/** Published posts, newest first. */
export const listPosts = cache((): Promise<BlogPostSummary[]> =>
  forPage("list posts", () => source.listPosts(), []),
);

/** The published post with this slug, or null (unknown, unpublished or not a slug). */
export const getPost = cache((slug: string): Promise<BlogPost | null> =>
  isPostSlug(slug)
    ? forPage(`read post "${slug}"`, () => source.getPostBySlug(slug), null)
    : Promise.resolve(null),
);

export const getRelatedPosts = cache((id: number): Promise<BlogPostSummary[]> =>
  forPage("related posts", () => source.getRelatedPosts(id, RELATED_LIMIT), []),
);

export const listSitemapEntries = cache((): Promise<SitemapEntry[]> =>
  forPage("list sitemap entries", () => source.listSitemapEntries(), []),
);

/**
 * Reads the list and the named posts straight from the source, for the revalidation webhook:
 * resolves when the backend answers, so the pages that are about to be rendered again can be.
 */
export async function probeBackend(slugs: readonly string[]): Promise<void> {
  await Promise.all([
    source.listPosts(),
    ...slugs.map((slug) => source.getPostBySlug(slug)),
  ]);
}

export type SearchResult = { posts: BlogPostSummary[]; failed: boolean };

/** Published posts containing the term (the full list for an empty term); none on failure. */
export async function searchPosts(raw: unknown): Promise<SearchResult> {
  const term = normalizeSearchTerm(raw);
  try {
    const posts = term
      ? await source.searchPosts(term)
      : await source.listPosts();
    return { posts, failed: false };
  } catch (error) {
    console.error("[blog] search posts failed", error);
    return { posts: [], failed: true };
  }
}

export function cardData(posts: readonly BlogPostSummary[]): PostCardData[] {
  return posts.map((post) => toCardData(post, env.NEXT_PUBLIC_SUPABASE_URL));
}
