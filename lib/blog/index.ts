import "server-only";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { cache } from "react";
import {
  BLOG_LISTS_TAG,
  BLOG_RELATED_TAG,
  postTag,
} from "@/lib/blog/cache-tags";
import { toCardData } from "@/lib/blog/cards";
import {
  POSTS_PER_PAGE,
  PRERENDERED_POSTS,
  pageRange,
} from "@/lib/blog/pagination";
import { normalizeSearchTerm } from "@/lib/blog/search-term";
import { selectBlogSource } from "@/lib/blog/select-source";
import { tagRender } from "@/lib/blog/tag-render";
import type { SitemapEntry } from "@/lib/blog/source";
import {
  isPostSlug,
  type BlogPost,
  type BlogPostSummary,
  type PostCardData,
  type PostPage,
  type SearchCursor,
  type SearchPage,
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

export type { BlogPost, BlogPostSummary, PostCardData, PostPage };

export const RELATED_LIMIT = 3;

const source = selectBlogSource();

export const blogSourceKind = source.kind;

function isBuild(): boolean {
  return env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}

/** A read for an ISR page: tagged with what it reads (lib/blog/tag-render.ts). */
async function forPage<T>(
  what: string,
  tags: readonly string[],
  read: () => Promise<T>,
  empty: T,
): Promise<T> {
  try {
    await tagRender(tags);
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

/** Page `page` (from 1) of the published posts, newest first, and how many there are. */
export const getListPage = cache((page: number): Promise<PostPage> =>
  forPage(
    `list posts, page ${page}`,
    [BLOG_LISTS_TAG],
    () => source.listPosts(pageRange(page)),
    { posts: [], total: 0 },
  ),
);

/** The newest posts, the ones prerendered at build (older ones render on first visit). */
export const listPrerenderedSlugs = cache(async (): Promise<string[]> => {
  const { posts } = await forPage(
    "list prerendered posts",
    [BLOG_LISTS_TAG],
    () => source.listPosts({ offset: 0, limit: PRERENDERED_POSTS }),
    { posts: [], total: 0 },
  );
  return posts.map((post) => post.slug);
});

/** The published post with this slug, or null (unknown, unpublished or not a slug). */
export const getPost = cache((slug: string): Promise<BlogPost | null> =>
  isPostSlug(slug)
    ? forPage(
        `read post "${slug}"`,
        [postTag(slug)],
        () => source.getPostBySlug(slug),
        null,
      )
    : Promise.resolve(null),
);

export const getRelatedPosts = cache((id: number): Promise<BlogPostSummary[]> =>
  forPage(
    "related posts",
    [BLOG_RELATED_TAG],
    () => source.getRelatedPosts(id, RELATED_LIMIT),
    [],
  ),
);

export const listSitemapEntries = cache((): Promise<SitemapEntry[]> =>
  forPage(
    "list sitemap entries",
    [BLOG_LISTS_TAG],
    () => source.listSitemapEntries(),
    [],
  ),
);

/**
 * Reads the list and the named posts straight from the source, for the revalidation webhook:
 * resolves when the backend answers, so the pages that are about to be rendered again can be.
 */
export async function probeBackend(slugs: readonly string[]): Promise<void> {
  await Promise.all([
    source.listPosts(pageRange(1)),
    ...slugs.map((slug) => source.getPostBySlug(slug)),
  ]);
}

/** Slugs of posts whose scheduled time came at or after `since` (the schedule's cron route). */
export function listWentLiveSince(since: Date): Promise<string[]> {
  return source.listWentLiveSince(since);
}

export type SearchResult = SearchPage & { failed: boolean };

/**
 * Page `page` of the published posts matching the term, best match first, or the page after
 * the cursor `after` (the island's "Show more results"); the list's page for an empty term;
 * none on failure.
 */
export async function searchPosts(
  raw: unknown,
  page = 1,
  after?: SearchCursor,
): Promise<SearchResult> {
  const term = normalizeSearchTerm(raw);
  try {
    const found = term
      ? await source.searchPosts(term, pageRange(page), after)
      : { ...(await source.listPosts(pageRange(page))), next: null };
    return { ...found, failed: false };
  } catch (error) {
    console.error("[blog] search posts failed", error);
    return { posts: [], total: 0, next: null, failed: true };
  }
}

export { POSTS_PER_PAGE };

export function cardData(posts: readonly BlogPostSummary[]): PostCardData[] {
  return posts.map((post) => toCardData(post, env.NEXT_PUBLIC_SUPABASE_URL));
}
