import { NextResponse, type NextRequest } from "next/server";
import { createPostGate } from "@/lib/blog/post-gate";
import { selectBlogSource } from "@/lib/blog/select-source";

// Runs before /blog/<segment> only (see config.matcher). lib/blog/post-gate.ts explains why.

const source = selectBlogSource();
const check = createPostGate((slug) => source.hasPost(slug));

const MISSING_CACHE_CONTROL = "public, max-age=0, s-maxage=300";

/** Set by /api/draft: a marketer previewing a draft, which the post page itself decides on. */
const DRAFT_COOKIE = "__prerender_bypass";

export async function proxy(request: NextRequest) {
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
  return NextResponse.rewrite(new URL("/blog/post-not-found", request.url), {
    status: 404,
    // No longer than a post page (5 minutes): a 404 for /blog/<slug> must not outlive the post
    // being published under that slug. The static page alone would say a year.
    headers: { "Cache-Control": MISSING_CACHE_CONTROL },
  });
}

export const config = {
  // One segment under /blog, except the search page, which is a route of its own.
  matcher: "/blog/:slug((?!search$)[^/]+)",
};
