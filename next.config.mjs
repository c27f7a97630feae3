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
  images: imagesConfig(process.env),
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
};

export default nextConfig;
