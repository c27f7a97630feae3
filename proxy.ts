import { NextResponse, type NextRequest } from "next/server";
import { createPostGate } from "@/lib/blog/post-gate";
import { selectBlogSource } from "@/lib/blog/select-source";

// Runs before /blog/<segment> only (see config.matcher). lib/blog/post-gate.ts explains why.

const source = selectBlogSource();
const check = createPostGate((slug) => source.hasPost(slug));

const MISSING_CACHE_CONTROL = "public, max-age=0, s-maxage=300";

/** Set by /api/draft: a marketer previewing a draft, which the post page itself decides on. */
const DRAFT_COOKIE = "__prerender_bypass";

/** The prerendered "Post not found" page (app/post-not-found), only ever shown with a 404. */
const MISSING_PAGE = "/post-not-found";

export async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === MISSING_PAGE) return missing(request);
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

function missing(request: NextRequest) {
  return NextResponse.rewrite(new URL(MISSING_PAGE, request.url), {
    status: 404,
    // No longer than a post page (5 minutes): a 404 for /blog/<slug> must not outlive the post
    // being published under that slug. The static page alone would say a year.
    headers: { "Cache-Control": MISSING_CACHE_CONTROL },
  });
}

export const config = {
  // One segment under /blog, except the search page, which is a route of its own; and the
  // missing-post page itself, so that asked for directly it is a 404 too.
  // Literal strings: Next.js reads this object at build time.
  matcher: ["/blog/:slug((?!search$)[^/]+)", "/post-not-found"],
};
