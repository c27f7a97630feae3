import {
  NextResponse,
  type NextFetchEvent,
  type NextRequest,
} from "next/server";
import { createBreaker, GATE_DEADLINE_MS } from "@/lib/blog/breaker";
import { readBuildFacts } from "@/lib/blog/build-facts";
import { createListPageGate } from "@/lib/blog/page-gate";
import { createPostGate, type PostGateAnswer } from "@/lib/blog/post-gate";
import { isSearchRequest, limitSearch } from "@/lib/blog/search-limit";
import { selectBlogSource } from "@/lib/blog/select-source";
import { env } from "@/lib/env";

// Runs before /blog/<segment>, /blog/page/<n> and /og/blog/<segment> only (see config.matcher).
// lib/blog/post-gate.ts and lib/blog/page-gate.ts explain why; docs/blog.md ("Caching and
// failures") what a visitor gets while the backend hangs. And before every search, to count it
// (lib/blog/search-limit.ts).

const build = readBuildFacts();
const deadlineMs = env.BLOG_GATE_DEADLINE_MS ?? GATE_DEADLINE_MS;
// Its own source: a gate's look-up is abandoned at the gate's deadline, not a page read's 8 s.
const source = selectBlogSource({ timeoutMs: deadlineMs });
// One breaker for both gates: it is one backend.
const breaker = createBreaker({ deadlineMs });
const check = createPostGate((slug) => source.hasPost(slug), {
  prerendered: build.posts,
  breaker,
});
const checkListPage = createListPageGate(
  async () => (await source.listPosts({ offset: 0, limit: 1 })).total,
  { prerendered: build.listPages, breaker },
);

const MISSING_CACHE_CONTROL = "public, max-age=0, s-maxage=300";

/** Set by /api/draft: a marketer previewing a draft, which the post page itself decides on. */
const DRAFT_COOKIE = "__prerender_bypass";

/** The prerendered "Post not found" page (app/post-not-found), only ever shown with a 404. */
const MISSING_PAGE = "/post-not-found";

/** The prerendered "can't load right now" page (app/post-unavailable), only shown with a 503. */
const UNAVAILABLE_PAGE = "/post-unavailable";

/** No route: Next.js answers it with the site's prerendered "Page not found" (app/not-found). */
const NO_ROUTE = "/_not-found";

const LIST_PAGE = "/blog/page/";
const CARD = "/og/blog/";

/** Seconds a visitor or crawler is asked to wait: twice the breaker's cool-down. */
const RETRY_AFTER = "30";

export async function proxy(request: NextRequest, event: NextFetchEvent) {
  const { pathname } = request.nextUrl;
  if (isSearchRequest(request)) return limitSearch(request);
  const defer = (work: Promise<unknown>) => event.waitUntil(work);
  if (pathname === MISSING_PAGE) return missing(request);
  if (pathname === UNAVAILABLE_PAGE) return unavailable(request);
  if (pathname.startsWith(LIST_PAGE)) return listPage(request, defer);
  if (pathname.startsWith(CARD)) return card(request, defer);
  // Only Next.js's own draft-mode cookie: a made-up one gets what a visitor without it gets.
  if (isDraft(request)) return NextResponse.next();
  const answer = await check(pathname.slice("/blog/".length), defer);
  if (answer.kind === "post") return NextResponse.next();
  if (answer.kind === "redirect") {
    return NextResponse.redirect(
      new URL(`/blog/${answer.slug}`, request.url),
      308,
    );
  }
  if (answer.kind === "unavailable") return unavailable(request);
  return missing(request);
}

function isDraft(request: NextRequest): boolean {
  const value = request.cookies.get(DRAFT_COOKIE)?.value;
  return !!value && value === build.previewModeId;
}

async function listPage(
  request: NextRequest,
  defer: (work: Promise<unknown>) => void,
) {
  const answer = await checkListPage(
    request.nextUrl.pathname.slice(LIST_PAGE.length),
    defer,
  );
  if (answer.kind === "page") return NextResponse.next();
  if (answer.kind === "redirect")
    return NextResponse.redirect(new URL(answer.path, request.url), 308);
  if (answer.kind === "unavailable") return unavailable(request);
  // Past the last page (or no page number): the site's own 404 page, full HTML.
  return NextResponse.rewrite(new URL(NO_ROUTE, request.url), {
    status: 404,
    headers: { "Cache-Control": MISSING_CACHE_CONTROL },
  });
}

/** A post's social card: drawn only for a post, so an unknown slug never reaches the database. */
async function card(
  request: NextRequest,
  defer: (work: Promise<unknown>) => void,
) {
  const answer: PostGateAnswer = await check(
    request.nextUrl.pathname.slice(CARD.length),
    defer,
  );
  if (answer.kind === "post") return NextResponse.next();
  if (answer.kind === "redirect")
    return NextResponse.redirect(
      new URL(`${CARD}${answer.slug}`, request.url),
      308,
    );
  const gone = answer.kind === "missing";
  return new NextResponse(gone ? "Not found" : "Try again later", {
    status: gone ? 404 : 503,
    headers: gone
      ? { "Cache-Control": MISSING_CACHE_CONTROL }
      : { "Cache-Control": "no-store", "Retry-After": RETRY_AFTER },
  });
}

function missing(request: NextRequest) {
  return NextResponse.rewrite(new URL(MISSING_PAGE, request.url), {
    status: 404,
    // No longer than a post page (5 minutes): a 404 for /blog/<slug> must not outlive the post
    // being published under that slug. The static page alone would say a year.
    headers: { "Cache-Control": MISSING_CACHE_CONTROL },
  });
}

/** 503, never stored: the address may well be a post, and it is back once the backend is. */
function unavailable(request: NextRequest) {
  return NextResponse.rewrite(new URL(UNAVAILABLE_PAGE, request.url), {
    status: 503,
    headers: { "Cache-Control": "no-store", "Retry-After": RETRY_AFTER },
  });
}

export const config = {
  // One segment under /blog, except the search page, which is a route of its own; the list's
  // further pages; the posts' social cards; and the two prerendered answer pages themselves, so
  // that asked for directly they keep their status. Then the searches, counted against one
  // limit: the page, its JSON, and /blog with a non-blank ?q= (rewritten to the page after the
  // proxy has run). Literal values: Next.js reads this object at build time.
  matcher: [
    "/blog/:slug((?!search$)[^/]+)",
    "/blog/page/:page",
    "/og/blog/:slug",
    "/post-not-found",
    "/post-unavailable",
    "/blog/search",
    "/api/blog/search",
    { source: "/blog", has: [{ type: "query", key: "q", value: ".*\\S.*" }] },
  ],
};
