import { bundledPosts } from "@/content/blog/posts";
import { createBundledSource } from "@/lib/blog/bundled-source";
import type { BlogPost } from "@/lib/blog/types";

// Without Supabase the same four reads follow the same rules over content/blog/posts.json.

const base = bundledPosts[0]!;
const make = (over: Partial<BlogPost>): BlogPost => ({ ...base, ...over });
const posts = [
  make({
    id: 1,
    slug: "old",
    title: "Old",
    created_at: "2026-01-01T00:00:00Z",
  }),
  make({
    id: 2,
    slug: "draft",
    title: "Draft",
    published: false,
    created_at: "2026-12-01T00:00:00Z",
  }),
  make({
    id: 3,
    slug: "new",
    title: "New",
    created_at: "2026-06-01T00:00:00Z",
  }),
  make({
    id: 4,
    slug: "mid",
    title: "Mid",
    created_at: "2026-03-01T00:00:00Z",
  }),
  make({
    id: 5,
    slug: "newest",
    title: "Newest",
    created_at: "2026-09-01T00:00:00Z",
  }),
];
const source = createBundledSource(posts);

describe("bundled blog reads", () => {
  it("lists published posts newest first, with the list columns only", async () => {
    const list = await source.listPosts();
    expect(list.map((p) => p.slug)).toEqual(["newest", "new", "mid", "old"]);
    expect(Object.keys(list[0]!).sort()).toEqual(
      ["created_at", "excerpt", "id", "image", "slug", "title"].sort(),
    );
  });

  it("never returns an unpublished post", async () => {
    await expect(source.getPostBySlug("draft")).resolves.toBeNull();
    await expect(source.getPostBySlug("new")).resolves.toMatchObject({ id: 3 });
    await expect(source.hasPost("draft")).resolves.toBe(false);
    await expect(source.hasPost("new")).resolves.toBe(true);
  });

  it("gives three related posts, newest first, never the post itself", async () => {
    const related = await source.getRelatedPosts(5, 3);
    expect(related.map((p) => p.slug)).toEqual(["new", "mid", "old"]);
  });

  it("searches title, excerpt and content, case-insensitively", async () => {
    const found = await createBundledSource().searchPosts("GRAINS PER GALLON");
    expect(found.length).toBeGreaterThan(0);
    const none = await createBundledSource().searchPosts("zzz-not-there");
    expect(none).toEqual([]);
  });
});
