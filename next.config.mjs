import { PHASE_PRODUCTION_SERVER } from "next/constants.js";
import { buildEnvError, imagesConfig, siteOrigin } from "./build-env.mjs";
import { securityHeaders } from "./security-headers.mjs";

// On Vercel the origin may come from the production domain; NEXT_PUBLIC_SITE_URL is then given
// that value for the whole build, so lib/env.ts (and the client bundle) read one origin.
const origin = siteOrigin(process.env);

/** Next.js's on-demand revalidation header (PRERENDER_REVALIDATE_HEADER in next/dist/lib/constants.js). */
const REVALIDATE_HEADER = "x-prerender-revalidate";
/** The route that answers it with 403 (app/api/revalidate-refused/route.ts). */
const REVALIDATE_REFUSED = "/api/revalidate-refused";

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // proxy.ts builds its rewrite (/post-not-found) from request.url. Under
  // `next start -H <host>` Next.js hands the proxy a localhost URL while it compares rewrites
  // with http://<host>:<port>, takes the rewrite for another origin and proxies it over the
  // network, failing (vercel/next.js#94745). With this flag request.url is the URL the server
  // itself uses. The site has no pages/ routes, whose /_next/data URLs are what it normalizes.
  skipProxyUrlNormalize: true,
  env: origin ? { NEXT_PUBLIC_SITE_URL: origin } : {},
  // The request form's photos travel with the server action (docs/request-form.md, "Photos"):
  // the island's five scaled photos are about 2 MB; 12 MB leaves the one-page form without
  // JavaScript room for a phone's original or two. Vercel cuts any request at 4.5 MB itself.
  //
  // globalNotFound: English and Spanish pages have a root layout each (app/(en), app/(es)), so
  // an address no route matches gets app/global-not-found.tsx, the document Next.js renders
  // without a layout (node_modules/next/dist/docs/.../file-conventions/not-found.md).
  experimental: {
    serverActions: { bodySizeLimit: "12mb" },
    globalNotFound: true,
  },
  images: imagesConfig(process.env),
  // Post cards are drawn at run time (app/og/blog/[slug], and a draft's in its preview panel,
  // components/blog/pre-publish-panel.tsx) with these fonts; they are read from disk, which file
  // tracing cannot see, so deployments must be told to ship them.
  outputFileTracingIncludes: {
    "/og/blog/[slug]": [
      "./node_modules/@fontsource/inter/files/inter-latin-{400,800}-normal.woff",
    ],
    "/blog/[slug]": [
      "./node_modules/@fontsource/inter/files/inter-latin-{400,800}-normal.woff",
    ],
  },
  // A search in the address (/blog?q=water: the island writes it while the visitor types) is
  // answered on a reload, a shared link or without JavaScript by the server-rendered search page.
  // /blog itself stays a static ISR page: a page that read ?q= would be rendered per request.
  // `beforeFiles`, because the /blog page would otherwise answer first; the query is passed on.
  //
  // First, any request with Next.js's on-demand revalidation header, whatever its address, goes to
  // a route that refuses it (app/api/revalidate-refused). Next.js regenerates a page for that
  // header when it holds the preview-mode id, which is also the draft-mode cookie's value, and
  // skips proxy.ts for it (runMiddleware in node_modules/next/dist/server/next-server.js), so
  // only the router can stop it. The site revalidates by tag, never through the header.
  async rewrites() {
    return {
      beforeFiles: [
        {
          source: "/:path*",
          has: [{ type: "header", key: REVALIDATE_HEADER }],
          destination: REVALIDATE_REFUSED,
        },
        {
          source: "/blog",
          has: [{ type: "query", key: "q", value: ".*\\S.*" }],
          destination: "/blog/search",
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders() },
      // The blog's search pages hold what a visitor typed in their address (/blog?q=…, which the
      // island writes on /blog, and /blog/search?q=…): the next page is told only the origin, so
      // the words never reach the analytics script as its referrer (the Privacy Policy's promise).
      // The later rule wins for the same header (Next.js docs, next.config.js "headers").
      ...["/blog", "/blog/search"].map((source) => ({
        source,
        headers: [{ key: "Referrer-Policy", value: "strict-origin" }],
      })),
      // The whole stylesheet, named by its hash (scripts/styles/build-site-css.mjs).
      {
        source: "/styles/:file",
        headers: [
          {
            key: "Cache-Control",
            value: "public, max-age=31536000, immutable",
          },
        ],
      },
    ];
  },
};

/**
 * Throws while the config loads, before anything is compiled or written to .next: a Vercel
 * build without the form's backend, or a production build with placeholder facts or short
 * secrets, fails in seconds, naming what to set (build-env.mjs). Not when `next start` loads
 * it: the facts served are the ones the build inlined, whatever the server's environment says,
 * and the server's own start is checked by instrumentation.ts (lib/start-guard.ts).
 * @param {string} phase
 */
export default function config(phase) {
  const refusal =
    phase === PHASE_PRODUCTION_SERVER ? null : buildEnvError(process.env);
  if (refusal) throw new Error(refusal);
  return nextConfig;
}
