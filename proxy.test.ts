import type { NextFetchEvent } from "next/server";
import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { draftLinkQuery } from "@/lib/blog/draft-signature.mjs";

// What proxy.ts answers, request by request, called as Next.js calls it. Only the build's facts
// are given (no .next folder here); the blog reads the bundled posts (content/blog/posts.json),
// as it does with no backend set, and the environment is the one e2e/support/web-servers.ts
// starts the site with.

const previewModeId = "b2c585c033406c04b5f25d1d20f58c6f";
const secret = "0123456789abcdef0123456789abcdef-unit";
const POST = "flush-water-heater-hard-water-mesa";
const OTHER_POST = "east-valley-hard-water-softener-guide";

jest.mock("@/lib/blog/build-facts", () => ({
  readBuildFacts: () => ({
    posts: new Set<string>(),
    listPages: new Set<number>(),
    previewModeId,
  }),
}));

type Proxy = typeof import("./proxy");
let proxy: Proxy["proxy"];
let config: Proxy["config"];

beforeEach(async () => {
  process.env.PREVIEW_SECRET = secret;
  process.env.TRUST_PROXY_HOPS = "1";
  delete process.env.NEXT_PUBLIC_SUPABASE_URL;
  // A fresh proxy (its search limiter and gates are module state) for each test.
  jest.resetModules();
  ({ proxy, config } = await import("./proxy"));
});

let address = 0;
/** A request from a visitor of its own (its own search bucket). */
function request(
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  address += 1;
  return new NextRequest(`http://localhost${path}`, {
    ...init,
    headers: {
      "x-forwarded-for": `192.0.2.${address % 250}`,
      ...init.headers,
    },
  });
}

async function answer(req: NextRequest) {
  const work: Promise<unknown>[] = [];
  const event = {
    waitUntil: (promise: Promise<unknown>) => work.push(promise),
  } as unknown as NextFetchEvent;
  const response = await proxy(req, event);
  await Promise.all(work);
  return response;
}

const passedOn = (response: Response) =>
  response.headers.get("x-middleware-next") === "1";
const rewrittenTo = (response: Response) =>
  new URL(response.headers.get("x-middleware-rewrite") ?? "", "http://x")
    .pathname;
/**
 * The Cookie header the request goes on with when the proxy replaced the request's headers
 * ("" when it removed it: Next.js deletes a header the override list leaves out), else undefined.
 */
function forwardedCookie(response: Response) {
  const replaced = response.headers.get("x-middleware-override-headers");
  if (replaced === null) return undefined;
  return replaced.split(",").includes("cookie")
    ? (response.headers.get("x-middleware-request-cookie") ?? "")
    : "";
}

describe("a large post to the one-page request form", () => {
  it("is sent back to the form with 303 when it is larger than Next.js would take whole", async () => {
    const response = await answer(
      request("/contact/request", {
        method: "POST",
        headers: { "content-length": "20000000" },
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      "http://localhost/contact/request?photos=too-large",
    );
  });

  it("goes on to the action when it fits", async () => {
    const response = await answer(
      request("/contact/request", {
        method: "POST",
        headers: { "content-length": "1000000" },
      }),
    );
    expect(passedOn(response)).toBe(true);
  });
});

describe("the draft-mode cookie", () => {
  const now = Date.now();
  const cookie = (slug: string) =>
    `__prerender_bypass=${previewModeId}; __preview_scope=${encodeURIComponent(
      draftLinkQuery(slug, secret, { now }).toString(),
    )}; theme=dark`;

  it("is honoured on the post its preview names: the request goes on untouched", async () => {
    const response = await answer(
      request(`/blog/${POST}`, { headers: { cookie: cookie(POST) } }),
    );
    expect(passedOn(response)).toBe(true);
    expect(forwardedCookie(response)).toBeUndefined();
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("is taken off a request for another page, and left in the browser", async () => {
    for (const path of [`/blog/${OTHER_POST}`, "/services/pipe-leaks"]) {
      const response = await answer(
        request(path, { headers: { cookie: cookie(POST) } }),
      );
      expect(passedOn(response)).toBe(true);
      const forwarded = forwardedCookie(response);
      expect(forwarded).toContain("theme=dark");
      expect(forwarded).not.toContain("__prerender_bypass");
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("is cleared off the request and the browser without a valid preview beside it", async () => {
    const response = await answer(
      request("/services/pipe-leaks", {
        headers: { cookie: `__prerender_bypass=${previewModeId}` },
      }),
    );
    expect(forwardedCookie(response)).toBe("");
    const cleared = response.cookies.getAll();
    expect(cleared.map((c) => [c.name, c.value, c.maxAge])).toEqual([
      ["__prerender_bypass", "", 0],
      ["__preview_scope", "", 0],
    ]);
  });
});

describe("a post's address", () => {
  it("goes on when the post exists", async () => {
    expect(passedOn(await answer(request(`/blog/${POST}`)))).toBe(true);
  });

  it("gets the prerendered 'Post not found' page with 404 when no post has that slug", async () => {
    const response = await answer(request("/blog/no-such-post-here"));
    expect(response.status).toBe(404);
    expect(rewrittenTo(response)).toBe("/post-not-found");
  });
});

describe("sitemap parts", () => {
  it("answers an address that can name no part with a 404 nobody stores", async () => {
    for (const part of [crypto.randomUUID(), "0.xml", "1000.xml", "1.xml.gz"]) {
      const response = await answer(request(`/blog-sitemap/${part}`));
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("lets a part's own address through to the route, which counts the posts", async () => {
    for (const part of ["1.xml", "2.xml", "999.xml"])
      expect(passedOn(await answer(request(`/blog-sitemap/${part}`)))).toBe(
        true,
      );
  });

  it("is asked about every sitemap part, and not about the index (config.matcher)", () => {
    const runsFor = (url: string) =>
      unstable_doesMiddlewareMatch({ config, url });
    expect(runsFor(`/blog-sitemap/${crypto.randomUUID()}`)).toBe(true);
    expect(runsFor("/blog-sitemap/2.xml")).toBe(true);
    expect(runsFor("/blog-sitemap.xml")).toBe(false);
  });
});

describe("searches", () => {
  const from = (path: string) =>
    request(path, { headers: { "x-forwarded-for": "198.51.100.7" } });

  it("counts the JSON, the page and /blog?q= against one allowance of 120 a minute", async () => {
    const doors = [
      "/api/blog/search?q=pipe",
      "/blog/search?q=pipe",
      "/blog?q=pipe",
    ];
    for (let i = 0; i < 120; i++)
      expect(passedOn(await answer(from(doors[i % 3]!)))).toBe(true);
    const json = await answer(from("/api/blog/search?q=pipe"));
    expect(json.status).toBe(429);
    expect(await json.json()).toEqual({
      error: "Too many searches; try again in a minute.",
    });
    const page = await answer(from("/blog/search?q=pipe"));
    expect(page.status).toBe(429);
    expect(rewrittenTo(page)).toBe("/too-many-searches");
  });

  it("does not count /blog without a search", async () => {
    for (let i = 0; i < 130; i++) await answer(from("/blog?q=%20"));
    expect(passedOn(await answer(from("/api/blog/search?q=pipe")))).toBe(true);
  });
});

describe("addresses under /es/", () => {
  const runsFor = (url: string) =>
    unstable_doesMiddlewareMatch({ config, url });

  it("never runs before a Spanish page or its RSC forms (config.matcher, from lib/i18n/routes.ts)", async () => {
    const { spanishPaths } = await import("@/lib/i18n/routes");
    expect(spanishPaths.length).toBeGreaterThanOrEqual(24);
    for (const path of spanishPaths) {
      expect([path, runsFor(path)]).toEqual([path, false]);
      expect([path, runsFor(`${path}.rsc`)]).toEqual([path, false]);
    }
  });

  it("answers any other one with the Spanish 404 page and status 404", async () => {
    for (const path of [
      "/es/no-existe",
      "/es/servicios/no-existe",
      "/es/servicios/inodoros/mas",
      "/es/contacto/otra",
      "/es/services",
      "/es/pagina-no-encontrada",
    ]) {
      expect([path, runsFor(path)]).toEqual([path, true]);
      const response = await answer(request(path));
      expect(response.status).toBe(404);
      expect(rewrittenTo(response)).toBe("/es/pagina-no-encontrada");
    }
  });

  it("leaves English pages and the Spanish home page alone", () => {
    for (const path of ["/es", "/services", "/estimates", "/contact"])
      expect([path, runsFor(path)]).toEqual([path, false]);
  });
});
