import type { APIResponse } from "@playwright/test";

// What a cached page's response says of the cache it came from. `next start` says it in
// x-nextjs-cache (HIT, STALE, MISS); on Vercel the CDN's x-vercel-cache is the one the reads
// meet (HIT, MISS, STALE, PRERENDER, REVALIDATED, BYPASS: vercel.com/docs/concepts/edge-network/
// x-vercel-cache, read 28 November 2026; PRERENDER is served from static storage, STALE is served
// while a background request fetches a fresh version), so it is read first.

/** The cache status of a response, from whichever of the two headers the server sent. */
export function cacheStatus(response: APIResponse): string | undefined {
  const headers = response.headers();
  return headers["x-vercel-cache"] ?? headers["x-nextjs-cache"];
}

/** Statuses of a page served from the cache with no background render under way. */
export const CURRENT = /^(HIT|PRERENDER)$/;
