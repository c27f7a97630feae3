import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  CRON_SECRET,
  PREVIEW_SECRET,
  REVALIDATE_SECRET,
} from "./support/blog-stand-in";
import { PrivateSite } from "./support/private-site";
import { blockingReport, scan } from "./support/axe";
import { draftLinkPath } from "../lib/blog/draft-signature.mjs";

// The blog past one page: 30 generated posts join the bundled ones in the stand-in (older than
// them, slugs e2e-gen-*), so the list has three pages and a search has several. A crawler
// without JavaScript reaches every post through the page links; search results come a page at
// a time, with and without JavaScript; a scheduled post goes live when the cron route runs, and
// the draft preview shows it before then.
//
// Writes data, so it runs serially on a site of its own (e2e/support/private-site.ts), which no
// other spec sees, and never against a deployment.

test.skip(!!process.env.PLAYWRIGHT_BASE_URL, "writes data");
test.describe.configure({ mode: "serial", timeout: 90_000 });

const site = new PrivateSite("blog-scale");
const standIn = site.standIn;
test.use({ baseURL: site.base });
const GENERATED = 30;
const noKeepAlive = { connection: "close" };

async function control(
  request: APIRequestContext,
  action: string,
  body: object = {},
) {
  const response = await request.post(`${standIn}/__control/${action}`, {
    data: body,
    headers: noKeepAlive,
  });
  expect(response.ok(), `stand-in ${action}`).toBe(true);
  return response.json();
}

async function webhook(request: APIRequestContext, slug: string) {
  const response = await request.post("/api/revalidate", {
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}`, ...noKeepAlive },
    data: {
      type: "UPDATE",
      table: "blogs",
      schema: "public",
      record: { slug },
      old_record: { slug },
    },
  });
  expect(response.status()).toBe(200);
}

/** Every live post's slug, as the public key reads them from the stand-in. */
async function liveSlugs(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(
    `${standIn}/rest/v1/blogs?select=slug&published=eq.true`,
    { headers: { apikey: "anon", ...noKeepAlive } },
  );
  return (await response.json()).map((row: { slug: string }) => row.slug);
}

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(120_000);
  await site.startAll();
  const request = await playwright.request.newContext({ baseURL: site.base });
  await control(request, "generate", { count: GENERATED });
  await webhook(request, "e2e-gen-1");
  // The webhook expires the list at once when its probe of the backend answers, and only marks
  // it stale when the probe is slow (a loaded machine): the list is then right a visit or two
  // later, and its second mark 30 s on (lib/blog/expire-pages.ts) settles any render begun
  // before the change. Crawl from there.
  await expect
    .poll(
      async () =>
        (
          await (await request.get("/blog", { headers: noKeepAlive })).text()
        ).includes("Older posts"),
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(true);
  await request.dispose();
});

test.afterAll(async () => {
  await site.stop();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("page links from /blog reach every published post, each page with its own address", async ({
    page,
    request,
  }) => {
    const expected = await liveSlugs(request);
    expect(expected.length).toBeGreaterThan(24);
    const found: string[] = [];
    const titles = new Set<string>();
    let path: string | null = "/blog";
    let pages = 0;
    while (path) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      pages += 1;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${path.replace(/\//g, "\\/")}$`),
      );
      titles.add(await page.title());
      const cards = page
        .getByRole("main")
        .getByRole("article")
        .getByRole("link");
      const hrefs = await cards.evaluateAll((links) =>
        links.map((a) => a.getAttribute("href")!),
      );
      expect(hrefs.length, path).toBeLessThanOrEqual(12);
      found.push(...hrefs.map((href) => href.replace("/blog/", "")));
      const older = page
        .getByRole("navigation", { name: "Blog pages" })
        .getByRole("link", { name: /Older posts/ });
      path = (await older.count()) ? await older.getAttribute("href") : null;
    }
    expect(pages).toBe(Math.ceil(expected.length / 12));
    expect(titles.size).toBe(pages);
    expect(found.sort()).toEqual([...expected].sort());

    // Page 2 names itself, and the numbers lead back to the first page.
    await page.goto("/blog/page/2");
    await expect(page).toHaveTitle(/Page 2/);
    await expect(
      page.getByRole("heading", { level: 1, name: /Page 2 of \d+/ }),
    ).toBeVisible();
    await page
      .getByRole("navigation", { name: "Blog pages" })
      .getByRole("link", { name: "Page 1" })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("a page past the last answers 404 with the site's page; page 1 is /blog", async ({
    page,
    request,
  }) => {
    const last = Math.ceil((await liveSlugs(request)).length / 12);
    for (const path of [
      `/blog/page/${last + 1}`,
      "/blog/page/99999",
      "/blog/page/two",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: "We couldn't find that page",
        }),
      ).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    }
    const first = await request.get("/blog/page/1", { maxRedirects: 0 });
    expect(first.status()).toBe(308);
    expect(first.headers().location).toMatch(/\/blog$/);
  });

  test("search results come a page at a time with links to the next", async ({
    page,
  }) => {
    // "heaters" finds "heater" (every generated post mentions one).
    await page.goto("/blog/search?q=heaters");
    await expect(page.getByText(/posts found/)).toHaveText(
      /^\d+ posts found, page 1 of \d+$/,
    );
    const cards = page.getByRole("main").getByRole("article").getByRole("link");
    await expect(cards).toHaveCount(12);
    const first = await cards.evaluateAll((links) =>
      links.map((a) => a.getAttribute("href")),
    );
    await page
      .getByRole("navigation", { name: "Search result pages" })
      .getByRole("link", { name: /More results/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/search\?q=heaters&page=2$/);
    await expect(page.getByText(/posts found/)).toContainText("page 2 of");
    const second = await cards.evaluateAll((links) =>
      links.map((a) => a.getAttribute("href")),
    );
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((href) => first.includes(href))).toEqual([]);
  });
});

test("the search island shows 12 results and loads the next 12 on request", async ({
  page,
}) => {
  await page.goto("/blog");
  await page
    .getByRole("searchbox", { name: "Search the blog" })
    .fill("heaters");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(12);
  await expect(page.getByText(/Showing 12 of \d+/)).toBeVisible();
  await page.getByRole("button", { name: "Show more results" }).click();
  await expect(cards).toHaveCount(24);
  const hrefs = await cards
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(new Set(hrefs).size).toBe(24);
});

test("page links and the next page of results pass axe", async ({ page }) => {
  const scans = [];
  for (const path of ["/blog/page/2", "/blog/search?q=heaters&page=2"]) {
    await page.goto(path);
    scans.push(await scan(page, path));
  }
  expect(blockingReport(scans)).toEqual([]);
});

test("a scheduled post stays hidden until its time, then the cron route puts it live", async ({
  request,
}) => {
  const stamp = Date.now().toString(36);
  const post = {
    slug: `e2e-scheduled-${stamp}`,
    title: `Monsoon roof drain check ${stamp}`,
    excerpt: "Clear roof drains and scuppers before the storms arrive.",
    content: "Opening.\n\nMiddle about a water heater.\n\nClosing.",
    publish_at: new Date(Date.now() + 8_000).toISOString(),
  };
  await control(request, "posts", post);
  // The dashboard's save fires the webhook at once, before the post is live.
  await webhook(request, post.slug);
  const blog = async () =>
    (await request.get("/blog", { headers: noKeepAlive })).text();
  expect(await blog()).not.toContain(post.title);
  expect((await request.get(`/blog/${post.slug}`)).status()).toBe(404);

  const cron = (authorization: string) =>
    request.get("/api/cron/publish-scheduled", {
      headers: { authorization, ...noKeepAlive },
    });
  expect((await cron("Bearer wrong")).status()).toBe(401);
  // Before its time, the cron finds nothing to publish.
  expect(
    (await (await cron(`Bearer ${CRON_SECRET}`)).json()).live,
  ).not.toContain(post.slug);

  // Its time passes; the next cron run (every 5 minutes on Vercel) puts it on the pages.
  await expect
    .poll(() => Date.now(), { timeout: 15_000 })
    .toBeGreaterThan(Date.parse(post.publish_at) + 500);
  const run = await cron(`Bearer ${CRON_SECRET}`);
  expect(run.status()).toBe(200);
  expect(await run.json()).toMatchObject({
    revalidated: true,
    watermark: true,
  });
  expect((await run.json()).live).toContain(post.slug);
  expect(await blog()).toContain(post.title);
  // The watermark remembers it: the next run does not handle it again.
  expect(
    (await (await cron(`Bearer ${CRON_SECRET}`)).json()).live,
  ).not.toContain(post.slug);
  await expect
    .poll(async () => (await request.get(`/blog/${post.slug}`)).status(), {
      timeout: 10_000,
    })
    .toBe(200);

  await control(request, "delete", { slug: post.slug });
  await webhook(request, post.slug);
});

test("the preview shows a scheduled post and says when visitors will see it", async ({
  page,
  request,
}) => {
  const slug = `e2e-later-${Date.now().toString(36)}`;
  const title = `Water heater check before the holidays ${slug}`;
  await control(request, "posts", {
    slug,
    title,
    excerpt: "What to check on a tank before guests arrive.",
    content: "Opening.\n\nMiddle.\n\nClosing.",
    publish_at: "2099-12-01T16:00:00Z",
  });
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
  await page.goto(draftLinkPath(slug, PREVIEW_SECRET));
  await expect(
    page.getByRole("heading", { level: 1, name: title }),
  ).toBeVisible();
  // 16:00 UTC is 9:00 AM in Arizona, which keeps UTC-7 all year.
  await expect(
    page.getByRole("status").filter({ hasText: "Preview" }),
  ).toContainText(
    "scheduled: visitors see it from December 1, 2099 at 9:00 AM (Arizona time)",
  );
  await control(request, "delete", { slug });
});
