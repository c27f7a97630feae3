import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { imageOf, sitemapPaths } from "./support/site-pages";

// Every page a crawler finds gets a social card of its own: og:image and twitter:image name
// the same 1200×630 PNG, and no two pages share one (neither the URL nor the picture). Only
// the HTTP layer is involved, so it runs once (desktop: playwright.config.ts).

/** Width and height from the PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function cardOf(request: APIRequestContext, path: string) {
  const page = await request.get(path);
  expect(page.status(), path).toBe(200);
  const html = await page.text();
  const og = imageOf(html, "og:image");
  expect(imageOf(html, "twitter:image"), path).toBe(og);
  const image = await request.get(og);
  expect(image.status(), og).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  const bytes = await image.body();
  return { og, bytes };
}

test("every sitemap page has its own 1200×630 PNG card", async ({
  request,
}) => {
  test.setTimeout(120_000);
  // A sitemap may be named twice (robots.txt and the index): each page counts once.
  const paths = [...new Set(await sitemapPaths(request))];
  expect(paths.length).toBeGreaterThan(40);
  const byUrl = new Map<string, string>();
  const byBytes = new Map<string, string>();
  for (const path of paths) {
    const { og, bytes } = await cardOf(request, path);
    expect(pngSize(bytes), og).toEqual({ width: 1200, height: 630 });
    const hash = createHash("sha256").update(bytes).digest("hex");
    expect(byUrl.get(og), `${path} shares ${og}`).toBeUndefined();
    expect(byBytes.get(hash), `${path} shares its picture`).toBeUndefined();
    byUrl.set(og, path);
    byBytes.set(hash, path);
  }
});
