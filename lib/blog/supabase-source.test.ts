import { BlogReadError } from "@/lib/blog/source";
import { createSupabaseSource } from "@/lib/blog/supabase-source";

// The exact PostgREST requests each read sends, captured by a recording fetch.

type Recorded = { url: string; method: string; headers: Headers };

const page1 = { offset: 0, limit: 12 };
const LIST =
  "select=id,title,excerpt,image,slug,created_at&published=eq.true&order=created_at.desc,id.desc";

/** What PostgREST answers for rows from..to of a counted read. */
function counted(rows: unknown[], from: number, total: number): Response {
  const to = from + rows.length - 1;
  return Response.json(rows, {
    status: 200,
    headers: {
      "Content-Range": `${rows.length ? `${from}-${to}` : "*"}/${total}`,
    },
  });
}

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
function query(call: Recorded | undefined, path = "blogs"): string {
  const url = new URL(call!.url);
  expect(`${url.origin}${url.pathname}`).toBe(
    `https://demo.supabase.co/rest/v1/${path}`,
  );
  return decodeURIComponent(url.search.slice(1).replace(/\+/g, " "));
}

describe("Supabase blog reads", () => {
  it("reads one page of published posts, newest first, with the list columns only", async () => {
    const rows = [{ id: 40, slug: "a" }];
    const { source, calls } = recorder(() => counted(rows, 24, 1500));
    await expect(source.listPosts({ offset: 24, limit: 12 })).resolves.toEqual({
      posts: rows,
      total: 1500,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe("GET");
    expect(query(calls[0])).toBe(`${LIST}&offset=24&limit=12`);
    // PostgREST counts the rows in the database and says so in Content-Range.
    expect(calls[0]!.headers.get("prefer")).toBe("count=exact");
  });

  it("reads the total on its own when a page lies past the end (PostgREST answers 416)", async () => {
    const { source, calls } = recorder((url) =>
      url.searchParams.get("offset") === "0"
        ? counted([{ id: 1 }], 0, 5)
        : Response.json(
            {
              code: "PGRST103",
              message: "Requested range not satisfiable",
              details:
                "An offset of 24 was requested, but there are only 5 rows.",
            },
            { status: 416 },
          ),
    );
    await expect(source.listPosts({ offset: 24, limit: 12 })).resolves.toEqual({
      posts: [],
      total: 5,
    });
    expect(query(calls[1])).toBe(`${LIST}&offset=0&limit=1`);
  });

  it("sends the anon key as apikey and bearer token, like supabase-js", async () => {
    const { source, calls } = recorder();
    await source.listPosts(page1);
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

  it("searches with the database's full-text search, best match first, a page at a time", async () => {
    const { source, calls } = recorder(() => counted([], 0, 0));
    await source.searchPosts("water heaters", { offset: 12, limit: 12 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe("GET");
    expect(query(calls[0], "rpc/search_blogs")).toBe(
      "q=water heaters&select=id,title,excerpt,image,slug,created_at,rank&order=rank.desc,created_at.desc,id.desc&offset=12&limit=13",
    );
    expect(calls[0]!.headers.get("prefer")).toContain("count=exact");
  });

  it("passes what the visitor typed as one parameter, untouched", async () => {
    const { source, calls } = recorder(() => counted([], 0, 0));
    const typed = 'a,b) or(x.eq.1 "q" \\ 50%_* &q=1';
    await source.searchPosts(typed, page1);
    expect(new URL(calls[0]!.url).searchParams.get("q")).toBe(typed);
    expect([...new URL(calls[0]!.url).searchParams.keys()]).toEqual([
      "q",
      "select",
      "order",
      "offset",
      "limit",
    ]);
  });

  it("falls back to the literal match on a table whose upgrade has not run (no search_blogs)", async () => {
    const { source, calls } = recorder((url) =>
      url.pathname.endsWith("/rpc/search_blogs")
        ? Response.json(
            {
              code: "PGRST202",
              message:
                "Could not find the function public.search_blogs(q) in the schema cache",
            },
            { status: 404 },
          )
        : counted([], 0, 0),
    );
    await expect(source.searchPosts("water heater", page1)).resolves.toEqual({
      posts: [],
      total: 0,
      next: null,
    });
    expect(query(calls[1])).toBe(
      'select=id,title,excerpt,image,slug,created_at&published=eq.true&or=(title.imatch."water heater",content.imatch."water heater",excerpt.imatch."water heater")&order=created_at.desc,id.desc&offset=0&limit=13',
    );
  });

  it("keeps a hostile term inside one quoted, escaped value on the fallback", async () => {
    const { source, calls } = recorder((url) =>
      url.pathname.endsWith("/rpc/search_blogs")
        ? Response.json({ code: "PGRST202", message: "no" }, { status: 404 })
        : counted([], 0, 0),
    );
    await source.searchPosts('a,b) or(x.eq.1 "q" \\ 50%_*', page1);
    const value = String.raw`"a\\,b\\) or\\(x\\.eq\\.1 \\\"q\\\" \\\\ 50\\%\\_\\*"`;
    expect(query(calls[1])).toBe(
      `select=id,title,excerpt,image,slug,created_at&published=eq.true&or=(title.imatch.${value},content.imatch.${value},excerpt.imatch.${value})&order=created_at.desc,id.desc&offset=0&limit=13`,
    );
  });

  it("pages search results by keyset: the next page starts after the last result shown", async () => {
    const row = (id: number, rank: number) => ({
      id,
      title: `t${id}`,
      excerpt: "",
      image: null,
      slug: `p-${id}`,
      created_at: "2026-05-12T16:00:00+00:00",
      rank,
    });
    const rows = Array.from({ length: 13 }, (_, i) => row(20 - i, 0.5));
    const { source, calls } = recorder(() => counted(rows, 0, 30));
    const first = await source.searchPosts("water", page1);
    expect(first.posts).toHaveLength(12);
    expect(first.posts[0]).not.toHaveProperty("rank");
    expect(first.total).toBe(30);
    expect(first.next).toEqual({
      rank: 0.5,
      created_at: "2026-05-12T16:00:00+00:00",
      id: 9,
    });
    await source.searchPosts("water", { offset: 12, limit: 12 }, first.next!);
    expect(query(calls[1], "rpc/search_blogs")).toBe(
      'q=water&select=id,title,excerpt,image,slug,created_at,rank&or=(rank.lt."0.5",and(rank.eq."0.5",created_at.lt."2026-05-12T16:00:00+00:00"),and(rank.eq."0.5",created_at.eq."2026-05-12T16:00:00+00:00",id.lt.9))&order=rank.desc,created_at.desc,id.desc&offset=0&limit=13',
    );
  });

  it("does not hide other search failures behind the fallback", async () => {
    const { source, calls } = recorder(() =>
      Response.json({ code: "PGRST000", message: "down" }, { status: 503 }),
    );
    await expect(source.searchPosts("water", page1)).rejects.toBeInstanceOf(
      BlogReadError,
    );
    expect(calls).toHaveLength(1);
  });

  it("reads three related posts: published, not this one, newest first", async () => {
    const { source, calls } = recorder();
    await source.getRelatedPosts(4, 3);
    expect(query(calls[0])).toBe(
      "select=id,title,excerpt,image,slug,created_at&published=eq.true&id=neq.4&order=created_at.desc&limit=3",
    );
  });

  it("lists slugs and change dates for the sitemap, 1,000 rows a read (Supabase's max-rows)", async () => {
    const row = { slug: "p", created_at: "2026-01-01T00:00:00Z" };
    const { source, calls } = recorder((url) =>
      Response.json(
        Array(url.searchParams.get("offset") === "1000" ? 500 : 1000).fill(row),
      ),
    );
    await expect(source.listSitemapEntries()).resolves.toHaveLength(1500);
    expect(calls.map((call) => query(call))).toEqual([
      "select=slug,created_at,updated_at&published=eq.true&order=created_at.desc,id.desc&offset=0&limit=1000",
      "select=slug,created_at,updated_at&published=eq.true&order=created_at.desc,id.desc&offset=1000&limit=1000",
    ]);
  });

  it("names the posts that went live since a time, for the schedule", async () => {
    const { source, calls } = recorder(() => Response.json([{ slug: "new" }]));
    await expect(
      source.listWentLiveSince(new Date("2026-11-24T09:50:00Z")),
    ).resolves.toEqual(["new"]);
    expect(query(calls[0])).toBe(
      "select=slug&published=eq.true&publish_at=gte.2026-11-24T09:50:00.000Z&order=publish_at.desc&limit=1000",
    );
  });

  it("names none on a table without publish_at (schedule migration not run)", async () => {
    const { source } = recorder(() =>
      Response.json(
        { code: "42703", message: "column blogs.publish_at does not exist" },
        { status: 400 },
      ),
    );
    await expect(source.listWentLiveSince(new Date())).resolves.toEqual([]);
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
      "select=slug,created_at,updated_at&published=eq.true&order=created_at.desc,id.desc&offset=0&limit=1000",
      "select=slug,created_at&published=eq.true&order=created_at.desc,id.desc&offset=0&limit=1000",
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
    await expect(source.listPosts(page1)).rejects.toBeInstanceOf(BlogReadError);
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
