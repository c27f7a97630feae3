import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parsePrerenderManifest, readBuildFacts } from "@/lib/blog/build-facts";

// The shape of .next/prerender-manifest.json as `next build` (16.4) writes it, trimmed.
const manifest = {
  version: 4,
  routes: {
    "/blog": {},
    "/blog/slab-leak-signs-mesa-homes": {},
    "/blog/garbage-disposal-dos-and-donts": {},
    "/blog/page/2": {},
    "/blog/page/3": {},
    "/blog-sitemap.xml": {},
    "/og/blog/slab-leak-signs-mesa-homes": {},
    "/services/drain-cleaning": {},
  },
  dynamicRoutes: { "/blog/[slug]": {} },
  notFoundRoutes: [],
  preview: { previewModeId: "7ed615e25b818950a9603ce791128bfc" },
};

describe("build facts", () => {
  it("names the prerendered posts, list pages and the draft-mode id", () => {
    const facts = parsePrerenderManifest(manifest);
    expect([...facts.posts].sort()).toEqual([
      "garbage-disposal-dos-and-donts",
      "slab-leak-signs-mesa-homes",
    ]);
    expect([...facts.listPages].sort()).toEqual([2, 3]);
    expect(facts.previewModeId).toBe("7ed615e25b818950a9603ce791128bfc");
  });

  it("knows nothing, and honours no draft cookie, without a manifest", () => {
    const warn = jest.fn();
    const facts = readBuildFacts("/nonexistent/prerender-manifest.json", {
      warn,
    });
    expect(facts.posts.size).toBe(0);
    expect(facts.listPages.size).toBe(0);
    expect(facts.previewModeId).toBeNull();
    expect(warn).toHaveBeenCalled();
    expect(parsePrerenderManifest({ preview: { previewModeId: "" } })).toEqual({
      posts: new Set(),
      listPages: new Set(),
      previewModeId: null,
    });
  });

  it("reads the manifest from disk", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "build-facts-"));
    const file = path.join(dir, "prerender-manifest.json");
    writeFileSync(file, JSON.stringify(manifest));
    expect(readBuildFacts(file).posts.has("slab-leak-signs-mesa-homes")).toBe(
      true,
    );
  });
});
