import { NextResponse, type NextRequest } from "next/server";
import { createListPageGate } from "@/lib/blog/page-gate";
import { createPostGate } from "@/lib/blog/post-gate";
import { selectBlogSource } from "@/lib/blog/select-source";

// Runs before /blog/<segment> and /blog/page/<n> only (see config.matcher).
// lib/blog/post-gate.ts and lib/blog/page-gate.ts explain why.

const source = selectBlogSource();
const check = createPostGate((slug) => source.hasPost(slug));
const checkListPage = createListPageGate(
  async () => (await source.listPosts({ offset: 0, limit: 1 })).total,
);

const MISSING_CACHE_CONTROL = "public, max-age=0, s-maxage=300";

/** Set by /api/draft: a marketer previewing a draft, which the post page itself decides on. */
const DRAFT_COOKIE = "__prerender_bypass";

/** The prerendered "Post not found" page (app/post-not-found), only ever shown with a 404. */
const MISSING_PAGE = "/post-not-found";

/** No route: Next.js answers it with the site's prerendered "Page not found" (app/not-found). */
const NO_ROUTE = "/_not-found";

const LIST_PAGE = "/blog/page/";

export async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === MISSING_PAGE) return missing(request);
  if (request.nextUrl.pathname.startsWith(LIST_PAGE)) return listPage(request);
  if (request.cookies.has(DRAFT_COOKIE)) return NextResponse.next();
  const segment = request.nextUrl.pathname.slice("/blog/".length);
  const answer = await check(segment);
  if (answer.kind === "post") return NextResponse.next();
  if (answer.kind === "redirect") {
    return NextResponse.redirect(
      new URL(`/blog/${answer.slug}`, request.url),
      308,
    );
  }
  return missing(request);
}

async function listPage(request: NextRequest) {
  const answer = await checkListPage(
    request.nextUrl.pathname.slice(LIST_PAGE.length),
  );
  if (answer.kind === "page") return NextResponse.next();
  if (answer.kind === "redirect")
    return NextResponse.redirect(new URL(answer.path, request.url), 308);
  // Past the last page (or no page number): the site's own 404 page, full HTML.
  return NextResponse.rewrite(new URL(NO_ROUTE, request.url), {
    status: 404,
    headers: { "Cache-Control": MISSING_CACHE_CONTROL },
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

export const config = {
  // One segment under /blog, except the search page, which is a route of its own; the list's
  // further pages; and the missing-post page itself, so that asked for directly it is a 404 too.
  // Literal strings: Next.js reads this object at build time.
  matcher: [
    "/blog/:slug((?!search$)[^/]+)",
    "/blog/page/:page",
    "/post-not-found",
  ],
};
