import { NextResponse, type NextRequest } from "next/server";
import {
  SEARCH_REFUSAL_MESSAGES,
  searchRefusal,
} from "@/lib/blog/search-bounds";
import { createVisitorLimiter } from "@/lib/contact/rate-limit";
import { clientBucket } from "@/lib/contact/request-headers";
import { env } from "@/lib/env";

// One allowance of searches per visitor, whichever door they use: the island's JSON
// (/api/blog/search), the page without JavaScript (/blog/search) and a /blog?q= link (rewritten
// to it). A person typing, even fast, sends a few searches a second at most; a script sending
// thousands of distinct terms would miss the shared cache (lib/blog/search-cache.ts) with each
// and reach the database. proxy.ts counts the request before any of them runs, because only
// there can a page's document be answered with a real 429 (a page cannot set its status).
//
// Per visitor bucket (an IPv6 visitor's /64), per server process, like the form's first line.
// Where the visitor's address cannot be trusted or is missing (plain `next start` without
// TRUST_PROXY_HOPS, a proxy that sent none) every such visitor shares one bucket, so that bucket
// is larger. And, like the form (CONTACT_RATE_LIMIT), an IPv6 visitor's /48 has four visitors'
// worth for all its /64s: a /48 holds 65,536 of them, which would otherwise each have 120.
export const SEARCH_LIMIT = { limit: 120, netLimit: 4 * 120, windowMs: 60_000 };
const SHARED_BUCKET_FACTOR = 20;

const limiter = createVisitorLimiter({
  ...SEARCH_LIMIT,
  sharedFactor: SHARED_BUCKET_FACTOR,
});

/** The prerendered page a limited search document gets, with 429 (app/too-many-searches). */
export const SEARCH_LIMITED_PAGE = "/too-many-searches";

const API = "/api/blog/search";

/** No route: Next.js answers it with the site's prerendered "Page not found" (app/not-found). */
const NO_ROUTE = "/_not-found";

/**
 * A search: the API, the search page, or /blog with a non-blank ?q= (next.config.mjs rewrites
 * it). `path` is the page asked for (lib/blog/page-path.ts), so their .rsc forms count too.
 */
export function isSearchRequest(
  path: string,
  searchParams: URLSearchParams,
): boolean {
  if (path === API || path === "/blog/search") return true;
  return path === "/blog" && /\S/.test(searchParams.get("q") ?? "");
}

/**
 * Counts the search; past the allowance, 429: JSON for the API, the limit's page for a document.
 * Then a search past the bounds (lib/blog/search-bounds.ts) is refused: 400 JSON for the API,
 * the site's 404 page for a document. `forward` is what the request goes on with (proxy.ts).
 */
export function limitSearch(
  request: NextRequest,
  path: string,
  forward: { request?: { headers: Headers } } = {},
): NextResponse {
  const bucket = clientBucket(request.headers, {
    onVercel: Boolean(env.VERCEL),
    hops: env.TRUST_PROXY_HOPS,
  });
  const api = path === API;
  if (!limiter.take(bucket)) {
    const headers = { "Retry-After": "60", "Cache-Control": "no-store" };
    if (api)
      return NextResponse.json(
        { error: "Too many searches; try again in a minute." },
        { status: 429, headers },
      );
    return NextResponse.rewrite(new URL(SEARCH_LIMITED_PAGE, request.url), {
      ...forward,
      status: 429,
      headers,
    });
  }
  const { searchParams } = request.nextUrl;
  const refusal = searchRefusal(
    searchParams.get("q"),
    searchParams.get("page"),
  );
  if (!refusal) return NextResponse.next(forward);
  const headers = { "Cache-Control": "no-store" };
  if (api)
    return NextResponse.json(
      { error: SEARCH_REFUSAL_MESSAGES[refusal] },
      { status: 400, headers },
    );
  return NextResponse.rewrite(new URL(NO_ROUTE, request.url), {
    ...forward,
    status: 404,
    headers,
  });
}
