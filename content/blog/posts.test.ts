import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { bundledPosts } from "@/content/blog/posts";
import { linkKeywords, splitParagraphs } from "@/lib/blog/keyword-links";
import { SLUG_PATTERN } from "@/lib/blog/types";

const root = join(__dirname, "../..");
const published = bundledPosts.filter((p) => p.published);

describe("bundled posts", () => {
  it("are what supabase/seed.sql loads (npm run blog:seed)", () => {
    // Exits non-zero, failing the test, when seed.sql differs from posts.json.
    execFileSync(
      process.execPath,
      ["scripts/generate-blog-seed.mjs", "--check"],
      {
        cwd: root,
        stdio: "pipe",
      },
    );
    const seed = readFileSync(join(root, "supabase/seed.sql"), "utf8");
    for (const post of bundledPosts) expect(seed).toContain(`'${post.slug}'`);
  });

  it("are real articles: unique slugs, 5–8 paragraphs, linked to services", () => {
    const slugs = new Set(bundledPosts.map((p) => p.slug));
    expect(slugs.size).toBe(bundledPosts.length);
    expect(published.length).toBeGreaterThanOrEqual(5);
    for (const post of bundledPosts) {
      expect(post.slug).toMatch(SLUG_PATTERN);
      const paragraphs = splitParagraphs(post.content);
      expect(paragraphs.length).toBeGreaterThanOrEqual(5);
      expect(paragraphs.length).toBeLessThanOrEqual(8);
      expect(post.service_link).toMatch(/^\/services\/[a-z-]+$/);
      // Each post links at least one service page from its body.
      const links = linkKeywords(paragraphs)
        .flat()
        .filter((s) => typeof s !== "string");
      expect(links.length).toBeGreaterThan(0);
    }
  });

  it("hold exactly one draft, so a preview can be tried without a backend", () => {
    expect(bundledPosts.filter((p) => !p.published)).toHaveLength(1);
  });

  it("each published one has its own small SVG illustration", () => {
    for (const post of published) {
      expect(post.image).toBe(`/images/blog/${post.slug}.svg`);
      const file = join(root, "public", post.image!);
      expect(statSync(file).size).toBeLessThan(4096);
      expect(readFileSync(file, "utf8")).toMatch(
        /^<svg [^>]*viewBox="0 0 800 450"/,
      );
    }
  });
});
