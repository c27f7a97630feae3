/** @jest-environment node */
import {
  getRewrittenUrl,
  unstable_getResponseFromNextConfig,
} from "next/experimental/testing/server";
import nextConfig from "@/next.config.mjs";
import { GET, POST } from "./route";

// Next.js regenerates a page for a request whose x-prerender-revalidate holds the preview-mode
// id, and keeps proxy.ts out of it, so the refusal is next.config.mjs's: a rewrite to this route,
// for every address, whatever the header's value.

const refusedAt = async (path: string, headers: Record<string, string>) => {
  const response = await unstable_getResponseFromNextConfig({
    url: `http://localhost${path}`,
    nextConfig,
    headers,
  });
  const to = getRewrittenUrl(response);
  return to === null ? null : new URL(to).pathname;
};

it("sends every address asked with the header to the refusal", async () => {
  for (const path of [
    "/services/pipe-leaks",
    "/blog",
    "/blog-sitemap.xml",
    "/blog/flush-water-heater-hard-water-mesa",
    "/",
  ])
    expect(
      await refusedAt(path, {
        "x-prerender-revalidate": "b2c585c033406c04b5f25d1d20f58c6f",
      }),
    ).toBe("/api/revalidate-refused");
});

it("leaves a request without it alone", async () => {
  expect(await refusedAt("/services/pipe-leaks", {})).toBeNull();
});

it("answers 403, stored nowhere", async () => {
  for (const handler of [GET, POST]) {
    const response = handler();
    expect(response.status).toBe(403);
    expect(response.headers.get("cache-control")).toBe("no-store");
  }
});
