import { NextResponse, type NextRequest } from "next/server";
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
// is larger.
export const SEARCH_LIMIT = { limit: 120, windowMs: 60_000 };
const SHARED_BUCKET_FACTOR = 20;

const limiter = createVisitorLimiter({
  ...SEARCH_LIMIT,
  sharedFactor: SHARED_BUCKET_FACTOR,
});

/** The prerendered page a limited search document gets, with 429 (app/too-many-searches). */
export const SEARCH_LIMITED_PAGE = "/too-many-searches";

const API = "/api/blog/search";

/** A search: the API, the search page, or /blog with a non-blank ?q= (next.config.mjs rewrites it). */
export function isSearchRequest({ nextUrl }: NextRequest): boolean {
  const { pathname, searchParams } = nextUrl;
  if (pathname === API || pathname === "/blog/search") return true;
  return pathname === "/blog" && /\S/.test(searchParams.get("q") ?? "");
}

/** Counts the search; past the allowance, 429: JSON for the API, the limit's page for a document. */
export function limitSearch(request: NextRequest): NextResponse {
  const bucket = clientBucket(request.headers, {
    onVercel: Boolean(env.VERCEL),
    hops: env.TRUST_PROXY_HOPS,
  });
  if (limiter.take(bucket)) return NextResponse.next();
  const headers = { "Retry-After": "60", "Cache-Control": "no-store" };
  if (request.nextUrl.pathname === API)
    return NextResponse.json(
      { error: "Too many searches; try again in a minute." },
      { status: 429, headers },
    );
  return NextResponse.rewrite(new URL(SEARCH_LIMITED_PAGE, request.url), {
    status: 429,
    headers,
  });
}
