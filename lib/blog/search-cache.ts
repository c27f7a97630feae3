import "server-only";
import { unstable_cache } from "next/cache";
import { NEXT_CACHE_IMPLICIT_TAG_ID } from "next/dist/lib/constants";
import { searchPosts, type SearchResult } from "@/lib/blog";
import { decodeCursor, encodeCursor } from "@/lib/blog/search-cursor";
import { normalizeSearchTerm } from "@/lib/blog/search-term";

// The search island's answers from a short shared cache (Next.js's data cache: one per
// deployment on Vercel, the server's own under `next start`). While a visitor types, the same
// few prefixes come again and again ("w", "wa", "wat"...), from every visitor: each is read from
// the database once per SEARCH_CACHE_SECONDS at most. A failed read is not cached.
//
// Expiry: BLOG_SEARCH_TAG names these entries for the revalidation webhook. They also carry the
// tag of the blog's list pages (`_N_T_/blog/layout`), which the webhook expires on every change
// today (lib/blog/expire-pages.ts), so a published post is found on the first search after it.

export const BLOG_SEARCH_TAG = "blog-search";
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
    tags: [BLOG_SEARCH_TAG, `${NEXT_CACHE_IMPLICIT_TAG_ID}/blog/layout`],
  },
);

/** searchPosts (lib/blog), through the shared cache; the key is the normalized term. */
export async function cachedSearchPosts(
  raw: unknown,
  page: number,
  after: ReturnType<typeof decodeCursor>,
): Promise<SearchResult> {
  try {
    return await cached(
      normalizeSearchTerm(raw),
      page,
      after ? encodeCursor(after) : "",
    );
  } catch (error) {
    if (!(error instanceof SearchFailed)) throw error;
    return { posts: [], total: 0, next: null, failed: true };
  }
}
