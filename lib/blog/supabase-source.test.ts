import { BlogReadError } from "@/lib/blog/source";
import { createSupabaseSource } from "@/lib/blog/supabase-source";

// The exact PostgREST requests each read sends, captured by a recording fetch.

type Recorded = { url: string; method: string; headers: Headers };

function recorder(respond: (url: URL) => Response = () => Response.json([])) {
  const calls: Recorded[] = [];
  const fetch = jest.fn(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push({
        url,
        method: init?.method ?? "GET",
        headers: new Headers(init?.headers),
      });
      return respond(new URL(url));
    },
  );
  const source = createSupabaseSource({
    url: "https://demo.supabase.co/",
    anonKey: "anon-key",
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { source, calls };
}

/** The query string as PostgREST receives it (decoded), for readable expectations. */
function query(call: Recorded | undefined): string {
  const url = new URL(call!.url);
  expect(`${url.origin}${url.pathname}`).toBe(
    "https://demo.supabase.co/rest/v1/blogs",
  );
  return decodeURIComponent(url.search.slice(1).replace(/\+/g, " "));
}

describe("Supabase blog reads", () => {
  it("lists published posts, newest first, with the list columns only", async () => {
    const { source, calls } = recorder();
    await source.listPosts();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe("GET");
    expect(query(calls[0])).toBe(
      "select=id,title,excerpt,image,slug,created_at&published=eq.true&order=created_at.desc",
    );
  });

  it("sends the anon key as apikey and bearer token, like supabase-js", async () => {
    const { source, calls } = recorder();
    await source.listPosts();
    expect(calls[0]!.headers.get("apikey")).toBe("anon-key");
    expect(calls[0]!.headers.get("authorization")).toBe("Bearer anon-key");
  });

  it("reads one published post by slug with every column", async () => {
    const post = { id: 7, slug: "a-post", title: "A post" };
    const { source, calls } = recorder(() => Response.json([post]));
    await expect(source.getPostBySlug("a-post")).resolves.toEqual(post);
    expect(query(calls[0])).toBe("select=*&slug=eq.a-post&published=eq.true");
  });

  it("asks whether a published post has a slug by reading the slug alone", async () => {
    const { source, calls } = recorder((url) =>
      Response.json(
        url.searchParams.get("slug") === "eq.a-post"
          ? [{ slug: "a-post" }]
          : [],
      ),
    );
    await expect(source.hasPost("a-post")).resolves.toBe(true);
    await expect(source.hasPost("gone")).resolves.toBe(false);
    expect(query(calls[0])).toBe(
      "select=slug&slug=eq.a-post&published=eq.true",
    );
  });

  it("answers null when no published post has the slug", async () => {
    const { source } = recorder(() => Response.json([]));
    await expect(source.getPostBySlug("gone")).resolves.toBeNull();
  });

  it("searches title, content and excerpt case-insensitively, newest first", async () => {
    const { source, calls } = recorder();
    await source.searchPosts("water heater");
    expect(query(calls[0])).toBe(
      'select=id,title,excerpt,image,slug,created_at&published=eq.true&or=(title.imatch."water heater",content.imatch."water heater",excerpt.imatch."water heater")&order=created_at.desc',
    );
  });

  it("keeps a hostile search term inside one quoted, escaped value", async () => {
    const { source, calls } = recorder();
    await source.searchPosts('a,b) or(x.eq.1 "q" \\ 50%_*');
    const value = String.raw`"a\\,b\\) or\\(x\\.eq\\.1 \\\"q\\\" \\\\ 50\\%\\_\\*"`;
    expect(query(calls[0])).toBe(
      `select=id,title,excerpt,image,slug,created_at&published=eq.true&or=(title.imatch.${value},content.imatch.${value},excerpt.imatch.${value})&order=created_at.desc`,
    );
  });

  it("reads three related posts: published, not this one, newest first", async () => {
    const { source, calls } = recorder();
    await source.getRelatedPosts(4, 3);
    expect(query(calls[0])).toBe(
      "select=id,title,excerpt,image,slug,created_at&published=eq.true&id=neq.4&order=created_at.desc&limit=3",
    );
  });

  it("lists slugs and change dates for the sitemap", async () => {
    const { source, calls } = recorder();
    await source.listSitemapEntries();
    expect(calls).toHaveLength(1);
    expect(query(calls[0])).toBe(
      "select=slug,created_at,updated_at&published=eq.true&order=created_at.desc",
    );
  });

  it("lists the sitemap from the seed's columns on the old table, which has no updated_at", async () => {
    const rows = [
      { slug: "old-post", created_at: "2024-03-01T16:00:00+00:00" },
    ];
    // What PostgREST answers for a column the table lacks.
    const { source, calls } = recorder((url) =>
      url.searchParams.get("select")!.includes("updated_at")
        ? Response.json(
            {
              code: "42703",
              message: "column blogs.updated_at does not exist",
              details: null,
              hint: null,
            },
            { status: 400 },
          )
        : Response.json(rows),
    );
    await expect(source.listSitemapEntries()).resolves.toEqual(rows);
    expect(calls.map((call) => query(call))).toEqual([
      "select=slug,created_at,updated_at&published=eq.true&order=created_at.desc",
      "select=slug,created_at&published=eq.true&order=created_at.desc",
    ]);
  });

  it("does not mask other sitemap failures", async () => {
    const { source } = recorder(() =>
      Response.json({ code: "PGRST000", message: "down" }, { status: 503 }),
    );
    await expect(source.listSitemapEntries()).rejects.toBeInstanceOf(
      BlogReadError,
    );
  });

  it("rejects with BlogReadError when PostgREST answers an error", async () => {
    const { source } = recorder(() =>
      Response.json(
        { code: "PGRST000", message: "could not connect", details: null },
        { status: 503 },
      ),
    );
    await expect(source.listPosts()).rejects.toBeInstanceOf(BlogReadError);
  });

  it("rejects when the network fails, once, without retrying", async () => {
    const calls: string[] = [];
    const source = createSupabaseSource({
      url: "https://demo.supabase.co",
      anonKey: "k",
      fetch: (async (input: RequestInfo | URL) => {
        calls.push(String(input));
        throw new TypeError("fetch failed");
      }) as typeof fetch,
    });
    await expect(source.getRelatedPosts(1, 3)).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });
});
