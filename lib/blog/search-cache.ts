import "server-only";
import { unstable_cache } from "next/cache";
import { searchPosts, type SearchResult } from "@/lib/blog";
import { BLOG_SEARCH_TAG } from "@/lib/blog/cache-tags";
import { MAX_SEARCH_PAGE } from "@/lib/blog/pagination";
import { decodeCursor, encodeCursor } from "@/lib/blog/search-cursor";
import { normalizeSearchTerm, searchTermFits } from "@/lib/blog/search-term";

// Search answers, for the island's JSON (app/api/blog/search) and the page without JavaScript
// (app/blog/search) alike, from a short shared cache (Next.js's data cache: one per deployment on
// Vercel, the server's own under `next start`). While a visitor types, the same few prefixes
// come again and again ("w", "wa", "wat"...), from every visitor, and a shared /blog?q= link is
// opened many times: each term and page is read from the database once per
// SEARCH_CACHE_SECONDS at most. A failed read is not cached.
//
// Expiry: the entries carry BLOG_SEARCH_TAG, which the webhook and the publishing cron expire on
// every change to posts (lib/blog/expire-pages.ts), so a published post is found on the first
// search after it.

export const SEARCH_CACHE_SECONDS = 30;

class SearchFailed extends Error {}

const cached = unstable_cache(
  async (term: string, page: number, after: string): Promise<SearchResult> => {
    const result = await searchPosts(
      term,
      page,
      decodeCursor(after) ?? undefined,
    );
    if (result.failed) throw new SearchFailed();
    return result;
  },
  ["blog-search-v1"],
  {
    revalidate: SEARCH_CACHE_SECONDS,
    tags: [BLOG_SEARCH_TAG],
  },
);

/**
 * searchPosts (lib/blog), through the shared cache; the key is the normalized term. A search
 * past the bounds (lib/blog/search-bounds.ts) finds nothing and is neither read nor cached.
 */
export async function cachedSearchPosts(
  raw: unknown,
  page: number,
  after: ReturnType<typeof decodeCursor>,
): Promise<SearchResult> {
  const term = normalizeSearchTerm(raw);
  if (page > MAX_SEARCH_PAGE || !searchTermFits(term))
    return { posts: [], total: 0, next: null, failed: false };
  try {
    return await cached(term, page, after ? encodeCursor(after) : "");
  } catch (error) {
    if (!(error instanceof SearchFailed)) throw error;
    return { posts: [], total: 0, next: null, failed: true };
  }
}
