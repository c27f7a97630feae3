import { securityHeaders } from "./security-headers.mjs";

/** Blog images may come from the Supabase project's public Storage (lib/blog/images.ts). */
function supabaseStoragePattern() {
  try {
    const url = new URL(process.env.NEXT_PUBLIC_SUPABASE_URL ?? "");
    return [
      {
        protocol: /** @type {"http" | "https"} */ (url.protocol.slice(0, -1)),
        hostname: url.hostname,
        port: url.port,
        pathname: "/storage/v1/object/public/**",
      },
    ];
  } catch {
    return [];
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ["image/avif", "image/webp"],
    remotePatterns: supabaseStoragePattern(),
    // SVG artwork is the site's own, served from public/; the CSP sandboxes it.
    dangerouslyAllowSVG: true,
    contentDispositionType: "inline",
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  },
  // Post cards are drawn at run time (app/og/blog/[slug]) with these fonts; they are read from
  // disk, which file tracing cannot see, so deployments must be told to ship them.
  outputFileTracingIncludes: {
    "/og/blog/[slug]": [
      "./node_modules/@fontsource/inter/files/inter-latin-{400,800}-normal.woff",
    ],
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
};

export default nextConfig;
