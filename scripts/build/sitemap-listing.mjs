// The sitemap's rule (next-sitemap.config.mjs): a prerendered route is listed only if its own
// HTML declares it canonical and indexable. A page noindex, canonical to another address or a
// redirect is left out on purpose; a page whose canonical cannot be read fails the build, since
// leaving it out silently would drop a real page from the sitemap.
import { attribute } from "./html-attributes.mjs";

const withoutTrailingSlash = (url) => url.replace(/\/$/, "");

/**
 * Whether `route` belongs in the sitemap of `siteUrl`, from its prerendered `html` (null for a
 * route without HTML: a handler, a redirect). Throws when the page has no canonical to read.
 */
export function isListed(route, html, siteUrl) {
  if (html === null) return false;
  if (/<meta\s+name="robots"\s+content="[^"]*noindex/i.test(html)) return false;
  // A page that calls redirect()/permanentRedirect() is prerendered as Next's redirect document
  // (the /service-areas/{city}/{kind} names). Should Next change how it writes one, these pages
  // have no canonical and the build fails below, rather than listing or losing them quietly.
  if (/NEXT_REDIRECT;(?:replace|push);[^;"]+;30[1278];/.test(html))
    return false;
  const canonical = /<link\s+rel="canonical"\s+href="([^"]+)"/i.exec(html)?.[1];
  if (canonical === undefined)
    throw new Error(
      `sitemap: ${route} is prerendered but has no <link rel="canonical" href="…"> to read; give it one (lib/seo/metadata.ts) or mark it noindex`,
    );
  return (
    withoutTrailingSlash(canonical) === withoutTrailingSlash(siteUrl + route)
  );
}

/**
 * The page's language alternates, as its <head> gives them (<link rel="alternate" hreflang>,
 * lib/seo/metadata.ts): the sitemap repeats them as xhtml:link entries, read from the page so
 * the two never disagree. Absolute URLs, each once, in the page's order.
 */
export function languageAlternates(html) {
  if (html === null) return [];
  const head = /<head[\s>][\s\S]*?<\/head>/i.exec(html)?.[0] ?? "";
  const refs = [];
  for (const [, attrs] of head.matchAll(/<link\s([^>]*)>/gi)) {
    const rel = attribute(attrs, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const hreflang = attribute(attrs, "hreflang");
    const href = attribute(attrs, "href");
    if (!rel.includes("alternate") || !hreflang || !href) continue;
    if (!refs.some((ref) => ref.hreflang === hreflang))
      refs.push({ href, hreflang, hrefIsAbsolute: true });
  }
  return refs;
}
