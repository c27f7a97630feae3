import { bundledPosts } from "@/content/blog/posts";
import {
  createBundledTwinReader,
  createSupabaseTwinReader,
  titlePattern,
} from "@/lib/blog/checks/twins";

// Published posts sharing a draft's slug or title, from either backend.

const published = bundledPosts.find((post) => post.published)!;
const draft = bundledPosts.find((post) => !post.published)!;

test("bundled: a draft titled like a published post finds it; drafts and itself never count", async () => {
  const read = createBundledTwinReader();
  expect(
    await read({
      id: 999,
      slug: "new-draft",
      title: ` ${published.title.toUpperCase()} `,
    }),
  ).toEqual([
    { id: published.id, slug: published.slug, title: published.title },
  ]);
  expect(await read(published)).toEqual([]);
  // Another draft's title is no published post's.
  expect(await read({ id: 999, slug: "x", title: draft.title })).toEqual([]);
});

test("Supabase: two anon reads, the slug and the whole title case-insensitively", async () => {
  const urls: string[] = [];
  const read = createSupabaseTwinReader({
    url: "https://abc.supabase.co",
    anonKey: "anon",
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(decodeURIComponent(String(input)));
      expect(new Headers(init?.headers).get("apikey")).toBe("anon");
      return Response.json(
        String(input).includes("slug=eq")
          ? []
          : [{ id: 4, slug: "older", title: "Why (it) costs $5?" }],
      );
    }) as typeof fetch,
  });
  expect(
    await read({ id: 7, slug: "why-it-costs", title: "why  (it) costs $5?" }),
  ).toEqual([{ id: 4, slug: "older", title: "Why (it) costs $5?" }]);
  expect(urls.sort()).toEqual([
    "https://abc.supabase.co/rest/v1/blogs?select=id,slug,title&slug=eq.why-it-costs&id=neq.7&limit=5",
    "https://abc.supabase.co/rest/v1/blogs?select=id,slug,title&title=imatch.^\\s*why\\s+\\(it\\)\\s+costs\\s+\\$5\\?\\s*$&id=neq.7&limit=5",
  ]);
  // The pattern matches the title itself and nothing longer.
  const pattern = new RegExp(titlePattern("why  (it) costs $5?"), "i");
  expect(pattern.test("Why (it) costs $5?")).toBe(true);
  expect(pattern.test("Why (it) costs $5? More")).toBe(false);
});
