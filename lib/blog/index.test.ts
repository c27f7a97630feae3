import type { BlogSource } from "@/lib/blog/source";

// What a failed read means (lib/blog/index.ts): the empty state during `next build`, an error at
// run time so Next.js keeps the last good ISR page, and no results for search.

jest.mock("server-only", () => ({}));
// The tags each read adds to the page that makes it (lib/blog/tag-render.ts), as Next.js would
// collect them: what lib/blog/expire-pages.ts expires.
const renderTags: string[][] = [];
jest.mock("next/cache", () => ({
  unstable_cache:
    (fn: () => Promise<unknown>, _key: string[], options: { tags: string[] }) =>
    () => {
      renderTags.push(options.tags);
      return fn();
    },
}));

function load(phase: string | undefined, failing: Partial<BlogSource>) {
  let blog: typeof import("@/lib/blog") | undefined;
  jest.isolateModules(() => {
    jest.doMock("@/lib/env", () => ({
      env: {
        NEXT_PHASE: phase,
        SUPABASE_URL: "https://demo.supabase.co",
        SUPABASE_ANON_KEY: "anon",
      },
    }));
    jest.doMock("@/lib/blog/supabase-source", () => ({
      createSupabaseSource: () => ({ kind: "supabase", ...failing }),
    }));
    blog = jest.requireActual<typeof import("@/lib/blog")>("@/lib/blog");
  });
  return blog!;
}

const down = () => Promise.reject(new Error("connection refused"));
const failing: Partial<BlogSource> = {
  listPosts: down,
  getPostBySlug: down,
  getRelatedPosts: down,
  searchPosts: down,
  listSitemapEntries: down,
};

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe("a failed read during next build", () => {
  const blog = () => load("phase-production-build", failing);

  it("renders the empty states and logs", async () => {
    const { getListPage, getPost, getRelatedPosts, listSitemapEntries } =
      blog();
    await expect(getListPage(2)).resolves.toEqual({ posts: [], total: 0 });
    await expect(getPost("some-post")).resolves.toBeNull();
    await expect(getRelatedPosts(1)).resolves.toEqual([]);
    await expect(listSitemapEntries()).resolves.toEqual([]);
    expect(console.error).toHaveBeenCalled();
  });
});

describe("a failed read at run time (an ISR regeneration)", () => {
  const blog = () => load(undefined, failing);

  it("throws, so the last good page is kept instead of an empty one", async () => {
    const { getListPage, getPost, getRelatedPosts, listSitemapEntries } =
      blog();
    await expect(getListPage(1)).rejects.toThrow("connection refused");
    await expect(getPost("some-post")).rejects.toThrow("connection refused");
    await expect(getRelatedPosts(1)).rejects.toThrow();
    await expect(listSitemapEntries()).rejects.toThrow();
    expect(console.error).toHaveBeenCalled();
  });

  it("still answers search, with no results and a failure flag", async () => {
    await expect(blog().searchPosts("water")).resolves.toEqual({
      posts: [],
      total: 0,
      next: null,
      failed: true,
    });
  });
});

describe("the tags a page's reads give it", () => {
  it("tags lists, each post and the related lists apart, even when the read fails", async () => {
    const { getListPage, getPost, getRelatedPosts, listSitemapEntries } = load(
      "phase-production-build",
      failing,
    );
    renderTags.length = 0;
    await getListPage(3);
    await listSitemapEntries();
    await getPost("slab-leak-signs");
    await getRelatedPosts(7);
    expect(renderTags).toEqual([
      ["blog-lists"],
      ["blog-lists"],
      ["blog-post:slab-leak-signs"],
      ["blog-related"],
    ]);
  });
});

describe("reads that need no backend", () => {
  it("treats a malformed slug as not found without a query", async () => {
    const getPostBySlug = jest.fn(down);
    const { getPost } = load(undefined, { ...failing, getPostBySlug });
    await expect(getPost("../etc/passwd")).resolves.toBeNull();
    await expect(getPost("search")).resolves.toBeNull();
    await expect(getPost("Upper-Case")).resolves.toBeNull();
    expect(getPostBySlug).not.toHaveBeenCalled();
  });

  it("lists the newest posts for an empty search, a page at a time", async () => {
    const listPosts = jest.fn(async () => ({ posts: [], total: 0 }));
    const searchPosts = jest.fn(async () => ({
      posts: [],
      total: 0,
      next: null,
    }));
    const blog = load(undefined, { ...failing, listPosts, searchPosts });
    await blog.searchPosts("   ", 3);
    expect(listPosts).toHaveBeenCalledWith({ offset: 24, limit: 12 });
    expect(searchPosts).not.toHaveBeenCalled();
  });

  it("asks the source for one page of matches", async () => {
    const next = { rank: 0.5, created_at: "2026-05-12T16:00:00Z", id: 9 };
    const searchPosts = jest.fn(async () => ({ posts: [], total: 30, next }));
    const blog = load(undefined, { ...failing, searchPosts });
    await expect(blog.searchPosts("  water   heater ", 2)).resolves.toEqual({
      posts: [],
      total: 30,
      next,
      failed: false,
    });
    expect(searchPosts).toHaveBeenCalledWith(
      "water heater",
      { offset: 12, limit: 12 },
      undefined,
    );
    await blog.searchPosts("water", 1, next);
    expect(searchPosts).toHaveBeenLastCalledWith(
      "water",
      { offset: 0, limit: 12 },
      next,
    );
  });
});
