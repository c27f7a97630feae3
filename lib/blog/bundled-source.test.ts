import { bundledPosts } from "@/content/blog/posts";
import { createBundledSource } from "@/lib/blog/bundled-source";
import type { BlogPost } from "@/lib/blog/types";

// Without Supabase the same reads follow the same rules over content/blog/posts.json.

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
  make({
    id: 6,
    slug: "scheduled",
    title: "Scheduled",
    created_at: "2026-11-01T09:00:00Z",
    publish_at: "2026-11-01T09:00:00Z",
  }),
];
const NOW = Date.parse("2026-10-15T00:00:00Z");
const source = createBundledSource(posts, () => NOW);
const all = { offset: 0, limit: 12 };

describe("bundled blog reads", () => {
  it("lists published posts newest first, with the list columns only", async () => {
    const list = await source.listPosts(all);
    expect(list.total).toBe(4);
    expect(list.posts.map((p) => p.slug)).toEqual([
      "newest",
      "new",
      "mid",
      "old",
    ]);
    expect(Object.keys(list.posts[0]!).sort()).toEqual(
      ["created_at", "excerpt", "id", "image", "slug", "title"].sort(),
    );
  });

  it("pages the list the way the database does: a slice and the total", async () => {
    const second = await source.listPosts({ offset: 2, limit: 2 });
    expect(second).toMatchObject({ total: 4 });
    expect(second.posts.map((p) => p.slug)).toEqual(["mid", "old"]);
    const past = await source.listPosts({ offset: 12, limit: 12 });
    expect(past).toEqual({ posts: [], total: 4 });
  });

  it("shows a scheduled post only from its publish_at on", async () => {
    await expect(source.hasPost("scheduled")).resolves.toBe(false);
    const later = createBundledSource(
      posts,
      () => Date.parse("2026-11-01T09:00:00Z") + 1,
    );
    await expect(later.hasPost("scheduled")).resolves.toBe(true);
    const list = await later.listPosts(all);
    expect(list.posts[0]!.slug).toBe("scheduled");
    await expect(
      later.listWentLiveSince(new Date("2026-11-01T08:55:00Z")),
    ).resolves.toEqual(["scheduled"]);
    await expect(
      source.listWentLiveSince(new Date("2026-10-14T00:00:00Z")),
    ).resolves.toEqual([]);
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
    const found = await createBundledSource().searchPosts(
      "GRAINS PER GALLON",
      all,
    );
    expect(found.total).toBeGreaterThan(0);
    expect(found.posts).toHaveLength(found.total);
    const none = await createBundledSource().searchPosts("zzz-not-there", all);
    expect(none).toEqual({ posts: [], total: 0, next: null });
  });
});
