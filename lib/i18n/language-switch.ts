import { englishPathFor, spanishPathFor } from "@/lib/i18n/routes";
import type { Lang } from "@/lib/i18n/locales";

// Where the header's language link leads. The header belongs to the root layout, which Next.js
// renders without the page's address, and a layout kept across client navigations would show
// the last page's link; so the link is the same on every page (/language/<lang>, a plain <a>,
// no client JavaScript) and its route (app/language/[lang]/route.ts) reads the page the
// visitor came from in the Referer header, which the site's Referrer-Policy
// (strict-origin-when-cross-origin, security-headers.mjs) sends whole between its own pages.

/** The header link's address toward `to`. */
export function languageSwitchHref(to: Lang): string {
  return `/language/${to}`;
}

/** The counterpart of the page in `referer` in language `to`, or that language's home page. */
export function switchTarget(to: Lang, referer: string | null): string {
  const from = pathOf(referer);
  const counterpart =
    from === null
      ? null
      : to === "es"
        ? spanishPathFor(from)
        : englishPathFor(from);
  return counterpart ?? (to === "es" ? "/es" : "/");
}

/** The path of an absolute URL, without a trailing slash; null when there is none. */
function pathOf(referer: string | null): string | null {
  if (!referer) return null;
  try {
    const path = new URL(referer).pathname;
    return path.length > 1 ? path.replace(/\/+$/, "") : path;
  } catch {
    return null;
  }
}
