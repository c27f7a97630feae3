/** @jest-environment node */
// The proxy's build facts: the step refuses a manifest where lib/blog/build-facts.ts would find
// no draft-mode id or no prerendered blog pages, and a build without the proxy's trace, naming
// itself and the file it expected; otherwise it lists the manifest in the trace, once.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fakeDistDir } from "./fake-dist-dir.mjs";
import { proxyFacts, shipProxyFacts } from "./proxy-facts.mjs";

const manifest = {
  preview: { previewModeId: "0123456789abcdef0123456789abcdef" },
  routes: {
    "/blog": { srcRoute: "/blog" },
    "/blog/a-post": { srcRoute: "/blog/[slug]" },
  },
  dynamicRoutes: { "/blog/[slug]": {}, "/blog/page/[page]": {} },
};
const trace = { version: 1, files: ["chunks/proxy.js"] };

describe("proxyFacts", () => {
  it("counts the prerendered posts and list pages", () => {
    expect(proxyFacts(manifest)).toEqual({ posts: 1, listPages: 0 });
  });

  it.each([
    [
      "no draft-mode id",
      { ...manifest, preview: {} },
      /preview\.previewModeId/,
    ],
    [
      "no post route",
      { ...manifest, dynamicRoutes: { "/blog/page/[page]": {} } },
      /dynamicRoutes\["\/blog\/\[slug\]"\]/,
    ],
    ["no /blog", { ...manifest, routes: {} }, /routes\["\/blog"\]/],
  ])(
    "fails on a manifest with %s, naming the step and the file",
    (_, bad, what) => {
      expect(() => proxyFacts(bad, "x/prerender-manifest.json")).toThrow(
        new RegExp(
          `^proxy-facts: x/prerender-manifest\\.json has no ${what.source}`,
        ),
      );
    },
  );
});

describe("shipProxyFacts", () => {
  it("adds the manifest to the proxy's trace once", async () => {
    const distDir = await fakeDistDir({
      manifest,
      files: { "server/middleware.js.nft.json": trace },
    });
    await shipProxyFacts(distDir);
    await shipProxyFacts(distDir);
    const { files } = JSON.parse(
      await readFile(
        path.join(distDir, "server/middleware.js.nft.json"),
        "utf8",
      ),
    );
    expect(files).toEqual(["chunks/proxy.js", "../prerender-manifest.json"]);
  });

  it("fails, naming the trace it expected, when the build has none", async () => {
    const distDir = await fakeDistDir({ manifest });
    await expect(shipProxyFacts(distDir)).rejects.toThrow(
      /^proxy-facts: expected .*server\/middleware\.js\.nft\.json, the proxy's file trace/,
    );
  });
});
