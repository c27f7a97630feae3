import {
  NextResponse,
  type NextFetchEvent,
  type NextRequest,
} from "next/server";
import { createBreaker, GATE_DEADLINE_MS } from "@/lib/blog/breaker";
import { readBuildFacts } from "@/lib/blog/build-facts";
import {
  cookieHeaderWithout,
  DRAFT_COOKIE,
  draftCookieVerdict,
  PREVIEW_SCOPE_COOKIE,
} from "@/lib/blog/draft-cookie";
import { previewSecret } from "@/lib/blog/draft-link";
import { createListPageGate } from "@/lib/blog/page-gate";
import { pagePath } from "@/lib/blog/page-path";
import { createPostGate, type PostGateAnswer } from "@/lib/blog/post-gate";
import { isSearchRequest, limitSearch } from "@/lib/blog/search-limit";
import { selectBlogSource } from "@/lib/blog/select-source";
import { parseSitemapPart } from "@/lib/blog/sitemap";
import {
  ACTION_BODY_LIMIT_BYTES,
  PROXY_BODY_LIMIT_BYTES,
} from "@/supabase/functions/_shared/photo-limits";
import { PLAIN_FORM_TOO_LARGE } from "@/lib/contact/photos/plain-photos";
import { env } from "@/lib/env";
import { spanishPaths } from "@/lib/i18n/routes";

// Runs before /blog/<segment>, /blog/page/<n> and /og/blog/<segment> only (see config.matcher).
// lib/blog/post-gate.ts and lib/blog/page-gate.ts explain why; docs/blog.md ("Caching and
// failures") what a visitor gets while the backend hangs. And before every search, to count it
// (lib/blog/search-limit.ts). And before any address asked for with the draft-mode cookie, which
// it honours only on the post the preview's scope names (lib/blog/draft-cookie.ts). And before a
// large post to the one-page request form (docs/request-form.md, "Photos"). And before a sitemap
// part, to turn away an address that can name no part before its route caches an answer for it.
// And before an address under /es/ that is no Spanish page, to answer it with the Spanish 404.

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

const secret = previewSecret(env.PREVIEW_SECRET);

/** The prerendered "Post not found" page (app/post-not-found), only ever shown with a 404. */
const MISSING_PAGE = "/post-not-found";

/** The prerendered "can't load right now" page (app/post-unavailable), only shown with a 503. */
const UNAVAILABLE_PAGE = "/post-unavailable";

/** No route: Next.js answers it with the site's prerendered "Page not found" (app/not-found). */
const NO_ROUTE = "/_not-found";

/** The prerendered Spanish "Página no encontrada" (app/(es)/es/pagina-no-encontrada), with 404. */
const SPANISH_MISSING_PAGE = "/es/pagina-no-encontrada";
const SPANISH_PAGES: ReadonlySet<string> = new Set(spanishPaths);

const LIST_PAGE = "/blog/page/";
const CARD = "/og/blog/";
/** One segment under /blog: a post's address (or something the post gate turns away). */
const POST = /^\/blog\/([^/]+)$/;

/** /blog-sitemap/<part>: the route is ISR, so it would cache a 404 per address asked for. */
const SITEMAP_PART = /^\/blog-sitemap\/([^/]*)$/;

/** Seconds a visitor or crawler is asked to wait: twice the breaker's cool-down. */
const RETRY_AFTER = "30";

export async function proxy(request: NextRequest, event: NextFetchEvent) {
  // A post the action would never see whole (over next.config's bodySizeLimit, where Next.js
  // answers with a bare error page, or over what Next.js buffers for the proxy, which would pass
  // it on cut short): back to the form, which says why. 303: the browser asks with GET.
  if (
    (PLAIN_FORM_TOO_LARGE.paths as readonly string[]).includes(
      request.nextUrl.pathname,
    ) &&
    request.method === "POST" &&
    Number(request.headers.get("content-length")) >
      Math.min(ACTION_BODY_LIMIT_BYTES, PROXY_BODY_LIMIT_BYTES)
  ) {
    const back = new URL(request.nextUrl.pathname, request.url);
    back.searchParams.set(
      PLAIN_FORM_TOO_LARGE.query,
      PLAIN_FORM_TOO_LARGE.value,
    );
    return NextResponse.redirect(back, 303);
  }
  // An address that can name no sitemap part (lib/blog/sitemap.ts: 1.xml to 999.xml): a 404
  // nobody stores. Through the route, each junk address was a cache entry of its own, kept in
  // the server's memory and offered to the CDN for 5 minutes (s-maxage=300).
  const sitemapPart = SITEMAP_PART.exec(request.nextUrl.pathname)?.[1];
  if (sitemapPart !== undefined && parseSitemapPart(sitemapPart) === null)
    return new NextResponse("Not found", {
      status: 404,
      headers: { "Cache-Control": "no-store" },
    });
  // The page asked for, also through its .rsc forms (lib/blog/page-path.ts).
  const path = pagePath(request.nextUrl.pathname);
  const postSlug = POST.exec(path)?.[1] ?? null;
  const verdict = draftCookieVerdict({
    bypass: request.cookies.get(DRAFT_COOKIE)?.value,
    scope: request.cookies.get(PREVIEW_SCOPE_COOKIE)?.value,
    previewModeId: build.previewModeId,
    postSlug: path === "/blog/search" ? null : postSlug,
    secret: secret.ok ? secret.secret : null,
  });
  const response = await decide(request, event, path, postSlug, verdict);
  // Off the browser too: the preview it came with is over, or there never was one.
  if (verdict === "clear")
    for (const name of [DRAFT_COOKIE, PREVIEW_SCOPE_COOKIE])
      // Secure and HTTP-only like the cookies it replaces, which a browser keeps otherwise.
      response.cookies.set(name, "", {
        path: "/",
        maxAge: 0,
        httpOnly: true,
        secure: true,
      });
  return response;
}

/** The request without the draft-mode cookie, for NextResponse.next() and rewrite(). */
function withoutDraftCookie(request: NextRequest) {
  const headers = new Headers(request.headers);
  const cookie = cookieHeaderWithout(
    request.headers.get("cookie") ?? "",
    DRAFT_COOKIE,
  );
  if (cookie) headers.set("cookie", cookie);
  else headers.delete("cookie");
  return { request: { headers } };
}

async function decide(
  request: NextRequest,
  event: NextFetchEvent,
  path: string,
  postSlug: string | null,
  verdict: ReturnType<typeof draftCookieVerdict>,
): Promise<NextResponse> {
  const forward =
    verdict === "strip" || verdict === "clear"
      ? withoutDraftCookie(request)
      : {};
  if (isSearchRequest(path, request.nextUrl.searchParams))
    return limitSearch(request, path, forward);
  const defer = (work: Promise<unknown>) => event.waitUntil(work);
  if (path === MISSING_PAGE) return missing(request, forward);
  if (path.startsWith("/es/") && !SPANISH_PAGES.has(path))
    return rewriteMissing(request, forward, SPANISH_MISSING_PAGE);
  if (path === UNAVAILABLE_PAGE) return unavailable(request, forward);
  if (path.startsWith(LIST_PAGE))
    return listPage(request, path, defer, forward);
  if (path.startsWith(CARD)) return card(request, path, defer, forward);
  // Any other page, seen only because it came with the draft-mode cookie (config.matcher).
  if (postSlug === null) return NextResponse.next(forward);
  // A preview of this very post: the page decides what it shows (lib/blog/preview.ts).
  if (verdict === "honour") return NextResponse.next();
  const answer = await check(postSlug, defer);
  if (answer.kind === "post") return NextResponse.next(forward);
  if (answer.kind === "redirect") {
    return NextResponse.redirect(
      new URL(`/blog/${answer.slug}`, request.url),
      308,
    );
  }
  if (answer.kind === "unavailable") return unavailable(request, forward);
  return missing(request, forward);
}

type Forward = ReturnType<typeof withoutDraftCookie> | Record<string, never>;

async function listPage(
  request: NextRequest,
  path: string,
  defer: (work: Promise<unknown>) => void,
  forward: Forward,
) {
  const answer = await checkListPage(path.slice(LIST_PAGE.length), defer);
  if (answer.kind === "page") return NextResponse.next(forward);
  if (answer.kind === "redirect")
    return NextResponse.redirect(new URL(answer.path, request.url), 308);
  if (answer.kind === "unavailable") return unavailable(request, forward);
  // Past the last page (or no page number): the site's own 404 page, full HTML.
  return NextResponse.rewrite(new URL(NO_ROUTE, request.url), {
    ...forward,
    status: 404,
    headers: { "Cache-Control": MISSING_CACHE_CONTROL },
  });
}

/** A post's social card: drawn only for a post, so an unknown slug never reaches the database. */
async function card(
  request: NextRequest,
  path: string,
  defer: (work: Promise<unknown>) => void,
  forward: Forward,
) {
  const answer: PostGateAnswer = await check(path.slice(CARD.length), defer);
  if (answer.kind === "post") return NextResponse.next(forward);
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

function missing(request: NextRequest, forward: Forward) {
  return rewriteMissing(request, forward, MISSING_PAGE);
}

function rewriteMissing(request: NextRequest, forward: Forward, page: string) {
  return NextResponse.rewrite(new URL(page, request.url), {
    ...forward,
    status: 404,
    // No longer than a post page (5 minutes): a 404 for /blog/<slug> must not outlive the post
    // being published under that slug. The static page alone would say a year.
    headers: { "Cache-Control": MISSING_CACHE_CONTROL },
  });
}

/** 503, never stored: the address may well be a post, and it is back once the backend is. */
function unavailable(request: NextRequest, forward: Forward) {
  return NextResponse.rewrite(new URL(UNAVAILABLE_PAGE, request.url), {
    ...forward,
    status: 503,
    headers: { "Cache-Control": "no-store", "Retry-After": RETRY_AFTER },
  });
}

export const config = {
  // One segment under /blog, except the search page, which is a route of its own; the list's
  // further pages; the posts' social cards; and the two prerendered answer pages themselves, so
  // that asked for directly they keep their status. Then the searches, counted against one
  // limit: the page, its JSON, and /blog with a non-blank ?q= (rewritten to the page after the
  // proxy has run). The sitemap's parts. Last, any address but Next.js's files and /api/draft (which sets the cookie)
  // when the draft-mode cookie comes with it. Next.js adds the .rsc forms of each source itself.
  // And the one-page form, in either language, with a body of 10,000,000 bytes or more (eight
  // digits; has values are whole-value patterns), so its every other request goes straight to
  // the page.
  // Literal values: Next.js reads this object at build time.
  matcher: [
    "/blog/:slug((?!search$)[^/]+)",
    "/blog/page/:page",
    "/og/blog/:slug",
    "/blog-sitemap/:path*",
    "/post-not-found",
    "/post-unavailable",
    "/blog/search",
    "/api/blog/search",
    { source: "/blog", has: [{ type: "query", key: "q", value: ".*\\S.*" }] },
    {
      source: "/contact/request",
      has: [{ type: "header", key: "content-length", value: "\\d{8,}" }],
    },
    // Under /es/, any address but the Spanish pages (lib/i18n/routes.ts, spanishPaths; with their
    // RSC forms): the rest have no route, and get the Spanish 404 (proxy.test.ts keeps this list
    // and the table the same).
    "/es/:rest((?!(?:servicios(?:/(?:calentadores-de-agua|calentadores-sin-tanque|filtracion-de-agua|suavizador-de-agua|acondicionador-de-agua|agua-potable|valvulas-de-cierre|valvulas-de-presion|valvulas-reguladoras-de-presion|fugas-de-agua|reparacion-de-fugas|inspeccion-con-camara|destapar-drenajes|trituradores-de-basura|llaves-de-agua|regaderas|inodoros))?|contacto(?:/solicitud)?|privacidad|terminos|accesibilidad)(?:\\.rsc|\\.prefetch\\.rsc|\\.segments/.+)?$).+)",
    {
      source: "/es/contacto/solicitud",
      has: [{ type: "header", key: "content-length", value: "\\d{8,}" }],
    },
    {
      source: "/((?!_next/|api/draft).*)",
      has: [{ type: "cookie", key: "__prerender_bypass" }],
    },
  ],
};
