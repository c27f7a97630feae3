import { imagesConfig, missingVercelBackend } from "./build-env.mjs";
import { securityHeaders } from "./security-headers.mjs";

const missing = missingVercelBackend(process.env);
if (missing.length) {
  throw new Error(
    `This Vercel deployment has no form backend: set ${missing.join(", ")} ` +
      "(Vercel → Settings → Environment Variables; see README.md). Without them every " +
      "service request would fail, because the local outbox cannot write on Vercel.",
  );
}

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
  images: imagesConfig(process.env),
  // Post cards are drawn at run time (app/og/blog/[slug]) with these fonts; they are read from
  // disk, which file tracing cannot see, so deployments must be told to ship them.
  outputFileTracingIncludes: {
    "/og/blog/[slug]": [
      "./node_modules/@fontsource/inter/files/inter-latin-{400,800}-normal.woff",
    ],
  },
  // A search in the address (/blog?q=water: the island writes it while the visitor types) is
  // answered on a reload, a shared link or without JavaScript by the server-rendered search page.
  // /blog itself stays a static ISR page: a page that read ?q= would be rendered per request.
  // `beforeFiles`, because the /blog page would otherwise answer first; the query is passed on.
  async rewrites() {
    return {
      beforeFiles: [
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
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
};

export default nextConfig;
