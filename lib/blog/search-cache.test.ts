import { cachedSearchPosts } from "@/lib/blog/search-cache";
import { searchPosts } from "@/lib/blog";

// The cache's own bound, beside the proxy's (lib/blog/search-bounds.ts): a request that reached
// the route without the proxy (its matcher, a rewrite) must not read the database or add a
// cache entry per page number past the last page the site offers.
jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({
  unstable_cache:
    (fn: (...args: unknown[]) => Promise<unknown>) =>
    (...args: unknown[]) =>
      fn(...args),
}));
jest.mock("@/lib/blog", () => ({
  searchPosts: jest.fn(async () => ({
    posts: [],
    total: 0,
    next: null,
    failed: false,
  })),
}));

const read = jest.mocked(searchPosts);

beforeEach(() => read.mockClear());

it("reads page 50 of a search, the last the site offers (pagination.ts)", async () => {
  await cachedSearchPosts("water", 50, null);
  expect(read).toHaveBeenCalledTimes(1);
  expect(read).toHaveBeenCalledWith("water", 50, undefined);
});

it("answers page 51 and past it with nothing, without a read", async () => {
  for (const page of [51, 52, 1_000_000]) {
    await expect(cachedSearchPosts("water", page, null)).resolves.toEqual({
      posts: [],
      total: 0,
      next: null,
      failed: false,
    });
  }
  expect(read).not.toHaveBeenCalled();
});

it("answers a term past the bound (80 graphemes of thousands of code points) without a read", async () => {
  const heavy = `a${"\u0301".repeat(60)}`.repeat(80);
  await expect(cachedSearchPosts(heavy, 1, null)).resolves.toMatchObject({
    posts: [],
    failed: false,
  });
  expect(read).not.toHaveBeenCalled();
});
