import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { decode, sitemapPaths } from "./support/site-pages";
import { standInUrl } from "./support/blog-stand-in";

// Every page a crawler finds gets a social card of its own: og:image and twitter:image name
// the same 1200×630 PNG, and no two pages share one (neither the URL nor the picture). Only
// the HTTP layer is involved, so it runs once (desktop).

test.skip(({ isMobile }) => isMobile, "HTTP only; runs once");

/** og:image or twitter:image of a page's HTML, as a path on the server under test. */
function imageOf(html: string, key: "og:image" | "twitter:image"): string {
  const attr = key === "og:image" ? "property" : "name";
  const content = new RegExp(
    `<meta\\s+${attr}="${key}"\\s+content="([^"]+)"`,
  ).exec(html)?.[1];
  expect(content, key).toBeDefined();
  // Absolute on NEXT_PUBLIC_SITE_URL (a placeholder in e2e builds); fetched from this server.
  return new URL(decode(content!)).pathname;
}

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
  // The marketer spec publishes and removes e2e- posts while this runs.
  // A sitemap may be named twice (robots.txt and the index): each page counts once.
  const paths = [...new Set(await sitemapPaths(request))].filter(
    (path) => !path.startsWith("/blog/e2e-"),
  );
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

test("a post with its own picture keeps it as its card", async ({
  request,
}) => {
  test.skip(!!process.env.PLAYWRIGHT_BASE_URL, "writes data");
  const standIn = standInUrl(Number(process.env.PORT ?? 3100));
  const slug = `e2e-own-picture-${Date.now().toString(36)}`;
  const control = (action: string, body: object) =>
    request.post(`${standIn}/__control/${action}`, {
      data: body,
      headers: { connection: "close" },
    });
  expect(
    (
      await control("posts", {
        slug,
        title: "Hard water and your water heater, in pictures",
        excerpt: "What East Valley water does inside a tank.",
        content: "One.\n\nTwo.\n\nThree.",
        image: "/og-default.png",
      })
    ).ok(),
  ).toBe(true);
  try {
    const html = await (await request.get(`/blog/${slug}`)).text();
    expect(imageOf(html, "og:image")).toBe("/og-default.png");
    expect(imageOf(html, "twitter:image")).toBe("/og-default.png");
  } finally {
    await control("unpublish", { slug });
  }
});
