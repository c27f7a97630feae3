// next-sitemap runs after `next build` and writes public/sitemap.xml and robots.txt.
// Only canonical URLs belong in it. Rather than keeping a second list of URLs here, every
// prerendered route is checked against its own HTML: it is listed only if the page's
// <link rel="canonical"> points at itself and it is not noindex. That drops the legacy
// /service-area-{city}-az names, the /service-areas/{city}/{kind} redirects, the 404 page,
// route handlers and any page another route declares canonical for, whoever wrote it. A
// prerendered page without a canonical it can read fails the build
// (scripts/build/sitemap-listing.mjs). Each listed page's hreflang alternates come from its
// HTML the same way.
// The origin is the one the build gave the pages (build-env.mjs: NEXT_PUBLIC_SITE_URL, or on
// Vercel the production domain, or the placeholder).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { siteOrigin } from "./build-env.mjs";
import { placeholderFacts } from "./content/placeholders.mjs";
import { htmlFile, missingOutput } from "./scripts/build/prerendered-pages.mjs";
import {
  isListed,
  languageAlternates,
} from "./scripts/build/sitemap-listing.mjs";

const siteUrl = siteOrigin(process.env) ?? placeholderFacts.siteUrl;

const distDir = fileURLToPath(new URL(".next", import.meta.url));
const { routes } = JSON.parse(
  fs.readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8"),
);

/**
 * The prerendered HTML of a route, or null for a route handler (its output is a .body file).
 * Throws when the route has neither where Next.js writes them: it would drop out unnoticed.
 */
function prerenderedHtml(route) {
  const lost = missingOutput(distDir, route, routes[route]);
  if (lost)
    throw new Error(
      `sitemap: ${route} has no prerendered HTML (${lost}) nor a handler's .body; did Next.js move its output?`,
    );
  const file = htmlFile(distDir, route);
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
}

/** @type {import('next-sitemap').IConfig} */
const config = {
  siteUrl,
  generateRobotsTxt: true,
  exclude: [
    "/404",
    "/500",
    "/_not-found",
    "/api/*",
    "/icon.svg",
    "/blog/*",
    "/blog-sitemap.xml",
    "/blog-sitemap/*",
  ],
  transform: async (config, route) => {
    let listed;
    let html;
    try {
      html = prerenderedHtml(route);
      listed = isListed(route, html, siteUrl);
    } catch (error) {
      // next-sitemap's CLI logs a failed run and still exits 0 (its cli.js `execute`): the exit
      // status is set here so that `npm run build` stops.
      process.exitCode = 1;
      throw error;
    }
    if (!listed) return null;
    return {
      loc: route,
      changefreq: config.changefreq,
      priority: config.priority,
      lastmod: config.autoLastmod ? new Date().toISOString() : undefined,
      // A page with a counterpart in the other language names both (and x-default), as its
      // <head> does: Google takes the annotations from either place (docs/canonical-urls.md).
      alternateRefs: languageAlternates(html),
    };
  },
  robotsTxtOptions: {
    policies: [{ userAgent: "*", allow: "/" }],
    // Posts are listed by the blog's server sitemap, which follows publishing without a rebuild.
    additionalSitemaps: [`${siteUrl}/blog-sitemap.xml`],
  },
};

export default config;
