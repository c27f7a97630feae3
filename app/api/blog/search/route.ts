import type { NextRequest } from "next/server";
import { cardData } from "@/lib/blog";
import { parsePageNumber } from "@/lib/blog/pagination";
import { cachedSearchPosts } from "@/lib/blog/search-cache";
import { decodeCursor, encodeCursor } from "@/lib/blog/search-cursor";
import { createRateLimiter } from "@/lib/contact/rate-limit";
import {
  clientIp,
  UNKNOWN_CLIENT,
  UNTRUSTED_CLIENT,
} from "@/lib/contact/request-headers";
import { env } from "@/lib/env";

// One page of results for the /blog search island (?q=…, then ?q=…&after=<cursor> for "Show
// more results"), as card data (dates already formatted), with the total and the cursor of the
// next page. Answers come from a short shared cache (lib/blog/search-cache.ts).
//
// A limit of its own: a person typing, even fast, sends a few searches a second at most; a
// script sending thousands of distinct terms would each miss the cache and reach the database.
// Per visitor address, per server process (like the form's first line). Where the visitor's
// address cannot be trusted or is missing (plain `next start` without TRUST_PROXY_HOPS, a proxy
// that sent none) every such visitor shares one bucket, so that bucket is larger.
const SEARCH_LIMIT = { limit: 120, windowMs: 60_000 };
const SHARED_BUCKET_FACTOR = 20;

const perVisitor = createRateLimiter(SEARCH_LIMIT);
const shared = createRateLimiter({
  ...SEARCH_LIMIT,
  limit: SEARCH_LIMIT.limit * SHARED_BUCKET_FACTOR,
});

export async function GET(request: NextRequest) {
  const ip = clientIp(request.headers, {
    onVercel: Boolean(env.VERCEL),
    hops: env.TRUST_PROXY_HOPS,
  });
  const anonymous = ip === UNTRUSTED_CLIENT || ip === UNKNOWN_CLIENT;
  if (!(anonymous ? shared : perVisitor).take(ip)) {
    return Response.json(
      { error: "Too many searches; try again in a minute." },
      {
        status: 429,
        headers: { "Retry-After": "60", "Cache-Control": "no-store" },
      },
    );
  }
  const params = request.nextUrl.searchParams;
  const page = parsePageNumber(params.get("page")) ?? 1;
  const after = decodeCursor(params.get("after"));
  const { posts, total, next } = await cachedSearchPosts(
    params.get("q"),
    page,
    after,
  );
  return Response.json(
    {
      posts: cardData(posts),
      total,
      next: next ? encodeCursor(next) : null,
    },
    {
      headers: {
        // Not kept by browsers or a CDN: the shared cache above is the one the webhook can
        // expire, so results match the table as soon as the webhook has answered.
        "Cache-Control": "no-store",
      },
    },
  );
}
