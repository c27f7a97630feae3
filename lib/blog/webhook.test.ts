import { handleRevalidateWebhook, isAuthorized } from "@/lib/blog/webhook";

const SECRET = "s3cret-value";

function call(
  body: unknown,
  { auth = `Bearer ${SECRET}`, secret = SECRET as string | undefined } = {},
) {
  const revalidated: string[] = [];
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
    revalidate: (path) => revalidated.push(path),
  });
  return { response, revalidated };
}

const row = (slug: string, published = true) => ({
  id: 9,
  slug,
  published,
  title: "T",
});

beforeEach(() => jest.spyOn(console, "info").mockImplementation(() => {}));
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

  it("revalidates the list, the post and the sitemap on INSERT", async () => {
    const { response, revalidated } = call({
      type: "INSERT",
      table: "blogs",
      schema: "public",
      record: row("new-post"),
      old_record: null,
    });
    const res = await response;
    expect(res.status).toBe(200);
    const expected = ["/blog", "/blog/new-post", "/blog-sitemap.xml"];
    expect(await res.json()).toEqual({ revalidated: true, paths: expected });
    expect(revalidated).toEqual(expected);
  });

  it("revalidates the old and the new address when a post is renamed", async () => {
    const { response, revalidated } = call({
      type: "UPDATE",
      table: "blogs",
      schema: "public",
      record: row("new-name"),
      old_record: row("old-name"),
    });
    expect((await response).status).toBe(200);
    expect(revalidated).toEqual([
      "/blog",
      "/blog/new-name",
      "/blog/old-name",
      "/blog-sitemap.xml",
    ]);
  });

  it("revalidates the removed post's page on DELETE", async () => {
    const { response, revalidated } = call({
      type: "DELETE",
      table: "blogs",
      schema: "public",
      record: null,
      old_record: row("gone"),
    });
    expect((await response).status).toBe(200);
    expect(revalidated).toEqual(["/blog", "/blog/gone", "/blog-sitemap.xml"]);
  });

  it("ignores a slug that is not a slug", async () => {
    const { response, revalidated } = call({
      type: "UPDATE",
      table: "blogs",
      schema: "public",
      record: row("../../admin"),
      old_record: row("ok-slug"),
    });
    expect((await response).status).toBe(200);
    expect(revalidated).toEqual([
      "/blog",
      "/blog/ok-slug",
      "/blog-sitemap.xml",
    ]);
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
