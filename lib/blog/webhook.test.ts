import { handleRevalidateWebhook, isAuthorized } from "@/lib/blog/webhook";

const SECRET = "s3cret-value";

function call(
  body: unknown,
  {
    auth = `Bearer ${SECRET}`,
    secret = SECRET as string | undefined,
    backendUp = true,
  } = {},
) {
  const revalidated: string[] = [];
  const probed: string[][] = [];
  const request = new Request("https://site.test/api/revalidate", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(auth ? { authorization: auth } : {}),
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const response = handleRevalidateWebhook(request, {
    secret,
    revalidate: (slugs, mode) => revalidated.push(`${mode} ${slugs.join(",")}`),
    probe: async (slugs) => {
      probed.push(slugs);
      if (!backendUp) throw new Error("503 from PostgREST");
    },
  });
  return { response, revalidated, probed };
}

const row = (slug: string, published = true) => ({
  id: 9,
  slug,
  published,
  title: "T",
});

beforeEach(() => {
  jest.spyOn(console, "info").mockImplementation(() => {});
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe("POST /api/revalidate", () => {
  it("refuses a missing or wrong secret with 401 and revalidates nothing", async () => {
    for (const auth of [
      "",
      "Bearer nope",
      `Basic ${SECRET}`,
      "Bearer ",
      SECRET,
    ]) {
      const { response, revalidated } = call(
        { type: "INSERT", table: "blogs", schema: "public", record: row("a") },
        { auth },
      );
      expect((await response).status).toBe(401);
      expect(revalidated).toEqual([]);
    }
  });

  it("answers 413 to a body over 1 MB, counted in bytes, and revalidates nothing", async () => {
    // 400 000 three-byte characters: 1.2 MB, though its .length is 400 000.
    const payload = {
      type: "INSERT",
      table: "blogs",
      schema: "public",
      record: { ...row("a"), content: "€".repeat(400_000) },
    };
    const { response, revalidated } = call(payload);
    expect((await response).status).toBe(413);
    expect(revalidated).toEqual([]);
  });

  it("refuses every call when no secret is configured", async () => {
    const { response, revalidated } = call(
      { type: "INSERT", table: "blogs", schema: "public", record: row("a") },
      { auth: "Bearer ", secret: undefined },
    );
    expect((await response).status).toBe(401);
    expect(revalidated).toEqual([]);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const { response } = call("{not json");
    expect((await response).status).toBe(400);
  });

  it("answers 400 for JSON that is not a blogs webhook payload", async () => {
    for (const body of [
      {},
      [],
      { type: "TRUNCATE", table: "blogs", schema: "public" },
      {
        type: "INSERT",
        table: "contact_requests",
        schema: "public",
        record: {},
      },
      { type: "UPDATE", table: "blogs" },
    ]) {
      const { response, revalidated } = call(body);
      expect((await response).status).toBe(400);
      expect(revalidated).toEqual([]);
    }
  });

  it("on INSERT expires the post, its card, the lists, the sitemap and the search once the backend answers", async () => {
    const { response, revalidated, probed } = call({
      type: "INSERT",
      table: "blogs",
      schema: "public",
      record: row("new-post"),
      old_record: null,
    });
    const res = await response;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      revalidated: true,
      paths: [
        "/blog",
        "/blog/page/[page]",
        "/blog/new-post",
        "/og/blog/new-post",
        "/blog-sitemap.xml",
        "/api/blog/search",
      ],
      // Every other post, for its related list: in the background.
      refreshing: ["/blog/[slug]"],
    });
    expect(probed).toEqual([["new-post"]]);
    expect(revalidated).toEqual(["expire new-post"]);
  });

  it("names the old and the new address when a post is renamed", async () => {
    const { response, probed } = call({
      type: "UPDATE",
      table: "blogs",
      schema: "public",
      record: row("new-name"),
      old_record: row("old-name"),
    });
    const res = await response;
    expect(res.status).toBe(200);
    expect((await res.json()).paths).toEqual([
      "/blog",
      "/blog/page/[page]",
      "/blog/new-name",
      "/blog/old-name",
      "/og/blog/new-name",
      "/og/blog/old-name",
      "/blog-sitemap.xml",
      "/api/blog/search",
    ]);
    expect(probed).toEqual([["new-name", "old-name"]]);
  });

  it("names the removed post's page on DELETE", async () => {
    const { response, revalidated } = call({
      type: "DELETE",
      table: "blogs",
      schema: "public",
      record: null,
      old_record: row("gone"),
    });
    const res = await response;
    expect(res.status).toBe(200);
    expect((await res.json()).paths).toContain("/blog/gone");
    expect(revalidated).toEqual(["expire gone"]);
  });

  it("ignores a slug that is not a slug", async () => {
    const { response, probed } = call({
      type: "UPDATE",
      table: "blogs",
      schema: "public",
      record: row("../../admin"),
      old_record: row("ok-slug"),
    });
    expect((await response).status).toBe(200);
    expect(probed).toEqual([["ok-slug"]]);
  });

  it("with the backend down, marks the pages stale (last good pages stay) and answers 503", async () => {
    const { response, revalidated } = call(
      {
        type: "UPDATE",
        table: "blogs",
        schema: "public",
        record: row("a"),
        old_record: row("a"),
      },
      { backendUp: false },
    );
    const res = await response;
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ revalidated: false, stale: true });
    expect(revalidated).toEqual(["stale a"]);
  });
});

describe("isAuthorized", () => {
  it("accepts only the exact bearer secret", () => {
    expect(isAuthorized(`Bearer ${SECRET}`, SECRET)).toBe(true);
    expect(isAuthorized(`bearer ${SECRET}`, SECRET)).toBe(true);
    expect(isAuthorized(`Bearer ${SECRET}x`, SECRET)).toBe(false);
    expect(isAuthorized(`Bearer ${SECRET.slice(0, -1)}`, SECRET)).toBe(false);
    expect(isAuthorized(null, SECRET)).toBe(false);
    expect(isAuthorized(`Bearer ${SECRET}`, undefined)).toBe(false);
    expect(isAuthorized("Bearer ", "")).toBe(false);
  });
});
