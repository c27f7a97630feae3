import type { NextRequest } from "next/server";
import { cardData } from "@/lib/blog";
import { parsePageNumber } from "@/lib/blog/pagination";
import {
  SEARCH_REFUSAL_MESSAGES,
  searchRefusal,
} from "@/lib/blog/search-bounds";
import { cachedSearchPosts } from "@/lib/blog/search-cache";
import { decodeCursor, encodeCursor } from "@/lib/blog/search-cursor";

// One page of results for the /blog search island (?q=…, then ?q=…&after=<cursor> for "Show
// more results"), as card data (dates already formatted), with the total and the cursor of the
// next page. Answers come from a short shared cache (lib/blog/search-cache.ts), shared with the
// search page. The per-visitor limit is counted before this runs, in proxy.ts, against the same
// allowance as the search page (lib/blog/search-limit.ts). A page past 50 or an over-long term
// is a 400 (lib/blog/search-bounds.ts), from the proxy or, should it not have run, from here.
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const refusal = searchRefusal(params.get("q"), params.get("page"));
  if (refusal)
    return Response.json(
      { error: SEARCH_REFUSAL_MESSAGES[refusal] },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
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
