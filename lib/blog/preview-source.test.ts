import { bundledPosts } from "@/content/blog/posts";
import {
  createBundledPreviewReader,
  createSupabasePreviewReader,
} from "@/lib/blog/preview-source";
import { BlogReadError } from "@/lib/blog/source";

// The preview read: by slug, whatever `published` says, with the server-only service-role key.

const draft = bundledPosts.find((post) => !post.published)!;

describe("preview reads", () => {
  it("ask Supabase for the slug without a published filter, with the service-role key", async () => {
    const calls: { url: URL; headers: Headers }[] = [];
    const read = createSupabasePreviewReader({
      url: "https://demo.supabase.co/",
      serviceRoleKey: "service-role-key",
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push({
          url: new URL(String(input)),
          headers: new Headers(init?.headers),
        });
        return Response.json({ ...draft });
      }) as typeof fetch,
    });
    await expect(read(draft.slug)).resolves.toMatchObject({
      slug: draft.slug,
      published: false,
    });
    const call = calls[0]!;
    expect(`${call.url.origin}${call.url.pathname}`).toBe(
      "https://demo.supabase.co/rest/v1/blogs",
    );
    expect(Object.fromEntries(call.url.searchParams)).toEqual({
      select: "*",
      slug: `eq.${draft.slug}`,
    });
    expect(call.headers.get("apikey")).toBe("service-role-key");
    expect(call.headers.get("authorization")).toBe("Bearer service-role-key");
  });

  it("report a failed Supabase read as an error, not as a missing post", async () => {
    const read = createSupabasePreviewReader({
      url: "https://demo.supabase.co",
      serviceRoleKey: "k",
      fetch: (async () =>
        Response.json({ message: "down" }, { status: 503 })) as typeof fetch,
    });
    await expect(read("any")).rejects.toBeInstanceOf(BlogReadError);
  });

  it("find the bundled draft, which the public reads never return", async () => {
    const read = createBundledPreviewReader();
    await expect(read(draft.slug)).resolves.toMatchObject({ published: false });
    await expect(read("no-such-post")).resolves.toBeNull();
  });
});
