import { expect, test, type APIRequestContext } from "@playwright/test";
import { REVALIDATE_SECRET } from "./support/blog-stand-in";
import { cacheStatus } from "./support/cache-status";
import { PrivateSite } from "./support/private-site";
import { imageOf } from "./support/site-pages";

// The marketer's side, against the production server and the Supabase stand-in: a post saved
// in the database shows on the site after the webhook, an unpublished one disappears, and a
// backend that fails while pages regenerate never replaces a good page with an empty one.
//
// These tests change the blog's data and switch its backend to failing, so they run on a site
// of their own, one after another, and never against a deployment.

test.skip(!!process.env.PLAYWRIGHT_BASE_URL, "writes data");
test.describe.configure({ mode: "serial", timeout: 90_000 });

// Its own stand-in and server (e2e/support/private-site.ts): what it publishes, deletes and
// breaks is seen by no other spec, and it leaves nothing to undo.
const site = new PrivateSite("blog-marketer");
const standIn = site.standIn;
test.use({ baseURL: site.base });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await site.startAll();
});
const stamp = Date.now().toString(36);

// A reused keep-alive connection can meet a server that just closed it (ECONNRESET); the API
// calls of this file open a fresh connection each time instead.
const noKeepAlive = { connection: "close" };

type Post = {
  slug: string;
  title: string;
  content?: string;
  excerpt?: string;
  image?: string;
};

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

function savePost(request: APIRequestContext, post: Post) {
  return control(request, "posts", {
    excerpt: `Excerpt of ${post.title}.`,
    content: [
      `Opening paragraph of ${post.title}.`,
      "A middle paragraph about a tankless water heater and a leaky faucet.",
      "Closing paragraph.",
    ].join("\n\n"),
    image: "/images/blog/flush-water-heater-hard-water-mesa.svg",
    ...post,
  });
}

/** How many reads the stand-in has refused since it was switched to failing. */
async function failedReads(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${standIn}/__control/failing`, {
    headers: noKeepAlive,
  });
  return (await response.json()).failures;
}

/** What the Supabase database webhook sends after a change to a row of blogs. */
async function webhook(
  request: APIRequestContext,
  type: "INSERT" | "UPDATE" | "DELETE",
  slug: string,
  { oldSlug = slug, status = 200 } = {},
) {
  const response = await request.post("/api/revalidate", {
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}`, ...noKeepAlive },
    data: {
      type,
      table: "blogs",
      schema: "public",
      record: type === "DELETE" ? null : { slug },
      old_record: type === "INSERT" ? null : { slug: oldSlug },
    },
  });
  expect(response.status()).toBe(status);
  return response.json();
}

/** One request, no retry: what a visitor or crawler gets right after the webhook answered. */
async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: noKeepAlive });
  return { status: response.status(), text: await response.text() };
}

/**
 * Requests the page until its HTML does (or no longer does) contain the text: after the webhook
 * the first visit still gets the cached page while the new one renders in the background, so
 * a change shows within a request or two.
 */
async function eventually(
  request: APIRequestContext,
  path: string,
  text: string,
  present = true,
) {
  const html = expect.poll(
    async () => (await request.get(path, { headers: noKeepAlive })).text(),
    {
      // A background regeneration renders the page again; on a loaded 2-core machine that has
      // taken more than 15 s. Half a minute is still "right after" for a marketer.
      timeout: 30_000,
      intervals: [200, 300, 500, 1000],
    },
  );
  await (present ? html.toContain(text) : html.not.toContain(text));
}

test.afterEach(async ({ request }) => {
  await control(request, "failing", { failing: false });
  await control(request, "slow", { ms: 0 });
});

test.afterAll(async () => {
  await site.stop();
});

test("a post published after the build appears after its webhook, and an unpublish removes it", async ({
  page,
  request,
}) => {
  const post = { slug: `e2e-published-${stamp}`, title: `Fresh post ${stamp}` };
  await savePost(request, post);
  const answer = await webhook(request, "INSERT", post.slug);
  expect(answer).toEqual({
    revalidated: true,
    paths: [
      "/blog",
      "/blog/page/[page]",
      `/blog/${post.slug}`,
      `/og/blog/${post.slug}`,
      "/blog-sitemap.xml",
      "/api/blog/search",
    ],
    refreshing: ["/blog/[slug]"],
  });

  await eventually(request, "/blog", post.title);
  await page.goto("/blog");
  await page.getByRole("link", { name: post.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  await expect(
    page.getByRole("heading", { level: 1, name: post.title }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("article")
      .getByRole("link", { name: "tankless water heater" }),
  ).toHaveAttribute("href", "/services/tankless-water-heaters");
  await expect
    .poll(async () =>
      (await request.get("/blog-sitemap.xml", { headers: noKeepAlive })).text(),
    )
    .toContain(`/blog/${post.slug}</loc>`);

  await control(request, "unpublish", { slug: post.slug });
  await webhook(request, "UPDATE", post.slug);
  await eventually(request, "/blog", post.title, false);
  await expect
    .poll(async () =>
      (
        await request.get(`/blog/${post.slug}`, { headers: noKeepAlive })
      ).status(),
    )
    .toBe(404);
  await page.goto(`/blog/${post.slug}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Post not found" }),
  ).toBeVisible();

  // The webhooks expired every page under /blog. The 404 page must keep its own HTML after
  // them: never regenerated under the 404 status, which would give it the site-wide title.
  for (let visit = 0; visit < 3; visit++) {
    const missing = await html(request, `/blog/never-published-${stamp}`);
    expect(missing.status).toBe(404);
    expect(missing.text).toContain("<title>Post not found | ");
    expect(missing.text).toMatch(/<h1[^>]*>Post not found<\/h1>/);
  }
});

test("a failing backend during regeneration keeps the last good list", async ({
  page,
  request,
}) => {
  const post = { slug: `e2e-list-${stamp}`, title: `Listed post ${stamp}` };
  await savePost(request, post);
  await webhook(request, "INSERT", post.slug);
  await eventually(request, "/blog", post.title);

  // Only the list query fails, so other specs' searches are unaffected.
  await control(request, "failing", {
    failing: true,
    match:
      "select=id,title,excerpt,image,slug,created_at&published=eq.true&order=created_at.desc",
  });
  await control(request, "posts", { ...post, title: `Renamed ${stamp}` });
  // The webhook's own read of the list fails: it says so (503) and only marks the pages stale.
  const answer = await webhook(request, "UPDATE", post.slug, { status: 503 });
  expect(answer).toMatchObject({ revalidated: false, stale: true });
  // The next visit gets the cached list and regenerates it in the background, where the read
  // fails; afterwards visitors still get the last good list.
  await page.goto("/blog");
  await expect
    .poll(() => failedReads(request), { message: "the list was regenerated" })
    .toBeGreaterThan(0);
  for (let i = 0; i < 3; i++) {
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("link", { name: post.title })).toBeVisible();
    await expect(page.getByText("No posts found")).toHaveCount(0);
  }

  // Back online: the next regeneration shows the change.
  await control(request, "failing", { failing: false });
  await webhook(request, "UPDATE", post.slug);
  await eventually(request, "/blog", `Renamed ${stamp}`);
});

test("a failing backend during regeneration keeps the last good post page", async ({
  page,
  request,
}) => {
  const post = { slug: `e2e-page-${stamp}`, title: `Good version ${stamp}` };
  await savePost(request, post);
  await webhook(request, "INSERT", post.slug);
  await eventually(request, `/blog/${post.slug}`, post.title);

  await control(request, "failing", {
    failing: true,
    match: `slug=eq.${post.slug}`,
  });
  await control(request, "posts", { ...post, title: `Newer version ${stamp}` });
  // The webhook's own read of the post fails: 503, and the page is only marked stale.
  await webhook(request, "UPDATE", post.slug, { status: 503 });
  await page.goto(`/blog/${post.slug}`);
  await expect
    .poll(() => failedReads(request), { message: "the post was regenerated" })
    .toBeGreaterThan(0);
  for (let i = 0; i < 3; i++) {
    const response = await page.goto(`/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: post.title }),
    ).toBeVisible();
  }

  await control(request, "failing", { failing: false });
  await webhook(request, "UPDATE", post.slug);
  await eventually(request, `/blog/${post.slug}`, `Newer version ${stamp}`);
  await page.goto(`/blog/${post.slug}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Newer version ${stamp}` }),
  ).toBeVisible();
});

test("a post never rendered before answers the site's 503 page while the backend fails", async ({
  page,
  request,
}) => {
  const post = { slug: `e2e-first-${stamp}`, title: `First visit ${stamp}` };
  await savePost(request, post);
  await control(request, "failing", {
    failing: true,
    match: `slug=eq.${post.slug}`,
  });
  // No good version exists, and a cached 404 would tell crawlers the post is gone: proxy.ts
  // answers 503 with the site's own page, never stored.
  const failed = await page.goto(`/blog/${post.slug}`);
  expect(failed?.status()).toBe(503);
  expect(failed?.headers()["cache-control"]).toBe("no-store");
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "We can't load this blog page right now",
    }),
  ).toBeVisible();

  await control(request, "failing", { failing: false });
  const ok = await page.goto(`/blog/${post.slug}`);
  expect(ok?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: post.title }),
  ).toBeVisible();
});

test("a failing search shows No posts found and Clear search", async ({
  page,
  request,
}) => {
  const post = { slug: `e2e-search-${stamp}`, title: `Searchable ${stamp}` };
  await savePost(request, post);
  // Only this test's own search fails, so other specs' searches are unaffected.
  await control(request, "failing", { failing: true, match: post.title });
  await page.goto("/blog");
  const box = page.getByRole("searchbox", { name: "Search the blog" });
  await box.fill(post.title);
  await box.press("Enter");
  await expect(page.getByText("No posts found")).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Clear search" }),
  ).toBeVisible();

  await control(request, "failing", { failing: false });
  await box.press("Enter");
  await expect(page.getByRole("link", { name: post.title })).toBeVisible();
});

test("once the webhook answers 200, every list matches the table, other posts' related lists right after: publish, edit, rename, unpublish, delete", async ({
  request,
}) => {
  // Five waits for a background regeneration (`eventually`) and about 30 requests.
  test.setTimeout(240_000);
  // Pages every later check reads, rendered and cached before the changes begin. Another
  // post's related list refreshes in the background (stale-while-revalidate): a request or two.
  const other = "/blog/slab-leak-signs-mesa-homes";
  const lists = ["/blog", "/blog-sitemap.xml"];
  for (const path of [...lists, other])
    expect((await html(request, path)).status).toBe(200);
  // The earlier tests' webhooks left `other` stale, and the request above started its background
  // render. Wait for that render to be stored (the page answers HIT, not STALE): one that read
  // the posts before the publish below but was stored after its webhook would count as fresh
  // and hide the new post until the webhook marks every post stale again 30 s later (the test
  // after this one forces that race). Waiting here keeps this test's timings its own.
  await expect
    .poll(
      async () =>
        cacheStatus(await request.get(other, { headers: noKeepAlive })),
      { timeout: 30_000, intervals: [200, 300, 500, 1000] },
    )
    .toBe("HIT");
  const search = async (term: string) =>
    (await html(request, `/api/blog/search?q=${encodeURIComponent(term)}`))
      .text;

  // Publish: the newest post is in the list, in the sitemap and in search on the first request
  // after the webhook, and in another post's related articles right after.
  const post = {
    slug: `e2e-fresh-${stamp}`,
    title: `Fresh everywhere ${stamp}`,
  };
  await savePost(request, post);
  await webhook(request, "INSERT", post.slug);
  expect((await html(request, "/blog")).text).toContain(post.title);
  await eventually(request, other, `/blog/${post.slug}"`);
  expect((await html(request, "/blog-sitemap.xml")).text).toContain(
    `/blog/${post.slug}</loc>`,
  );
  expect(await search(stamp)).toContain(post.slug);

  // Edit: the new title in the list at once, in the related list right after.
  const edited = `Edited everywhere ${stamp}`;
  await control(request, "posts", { ...post, title: edited });
  await webhook(request, "UPDATE", post.slug);
  const list = (await html(request, "/blog")).text;
  expect(list).toContain(`>${edited}<`);
  // As link text: the excerpt still quotes the first title.
  expect(list).not.toContain(`>${post.title}<`);
  await eventually(request, other, `>${edited}<`);
  expect((await html(request, other)).text).not.toContain(`>${post.title}<`);

  // Rename: the new address everywhere, the old one answers 404.
  const renamed = `e2e-renamed-${stamp}`;
  await control(request, "rename", { slug: post.slug, to: renamed });
  await webhook(request, "UPDATE", renamed, { oldSlug: post.slug });
  await eventually(request, other, `/blog/${renamed}`);
  for (const path of [...lists, other]) {
    const page = (await html(request, path)).text;
    expect(page, path).toContain(`/blog/${renamed}`);
    expect(page, path).not.toContain(`/blog/${post.slug}`);
  }
  expect((await html(request, `/blog/${post.slug}`)).status).toBe(404);
  expect((await html(request, `/blog/${renamed}`)).status).toBe(200);

  // Unpublish: gone from every list and from search; its page answers 404.
  await control(request, "unpublish", { slug: renamed });
  await webhook(request, "UPDATE", renamed);
  for (const path of lists)
    expect((await html(request, path)).text, path).not.toContain(renamed);
  await eventually(request, other, renamed, false);
  expect(await search(stamp)).not.toContain(renamed);
  expect((await html(request, `/blog/${renamed}`)).status).toBe(404);

  // Delete: the same for a row that is removed outright.
  const doomed = { slug: `e2e-deleted-${stamp}`, title: `Doomed ${stamp}` };
  await savePost(request, doomed);
  await webhook(request, "INSERT", doomed.slug);
  await eventually(request, other, doomed.slug);
  await control(request, "delete", { slug: doomed.slug });
  await webhook(request, "DELETE", doomed.slug);
  for (const path of lists)
    expect((await html(request, path)).text, path).not.toContain(doomed.slug);
  await eventually(request, other, doomed.slug, false);
  expect((await html(request, `/blog/${doomed.slug}`)).status).toBe(404);
});

test("a render that read the posts before a publish does not keep an older post's related list stale: the new post shows within a minute", async ({
  request,
}) => {
  // Real server time is the subject (the stand-in's 5 s late read, the webhook's second mark up
  // to 30 s on, under a minute in all): 15 s on an idle machine (issue 54), 120 s to allow it.
  test.setTimeout(120_000);
  // An older post no other test here reads, cached and fresh.
  const other = "/blog/garbage-disposal-dos-and-donts";
  const cache = async () =>
    cacheStatus(await request.get(other, { headers: noKeepAlive }));
  await expect
    .poll(cache, { timeout: 30_000, intervals: [200, 500, 1000] })
    .toBe("HIT");
  // Any change marks every post stale; the next visit starts a background render, whose
  // related-posts read the stand-in answers 5 s late, with the posts as they were when asked.
  await webhook(request, "UPDATE", "slab-leak-signs-mesa-homes");
  await control(request, "slow", { ms: 5_000, match: "id=neq." });
  expect(await cache()).toBe("STALE");
  await expect
    .poll(
      async () =>
        (
          await (
            await request.get(`${standIn}/__control/slow`, {
              headers: noKeepAlive,
            })
          ).json()
        ).waiting,
      { timeout: 15_000, intervals: [100] },
    )
    .toBe(1);

  // The publish lands while that render is still waiting for its old related list.
  const post = {
    slug: `e2e-race-${stamp}`,
    title: `Published during a render ${stamp}`,
  };
  await savePost(request, post);
  await webhook(request, "INSERT", post.slug);
  const published = Date.now();
  await control(request, "slow", { ms: 0 });

  // The race happened: the old render was stored after the webhook and counts as fresh.
  await expect
    .poll(cache, { timeout: 20_000, intervals: [200, 500] })
    .toBe("HIT");
  expect((await html(request, other)).text).not.toContain(
    `/blog/${post.slug}"`,
  );
  // ...until the webhook's second mark, 30 s on: within a minute, not the page's 5 minutes.
  await expect
    .poll(
      async () =>
        (await html(request, other)).text.includes(`/blog/${post.slug}"`),
      { timeout: 60_000 - (Date.now() - published), intervals: [1000] },
    )
    .toBe(true);
  console.log(
    `an older post's related list showed the new post ${((Date.now() - published) / 1000).toFixed(1)} s after the webhook`,
  );
});

test("a post with its own picture keeps it as its social card", async ({
  request,
}) => {
  const slug = `e2e-own-picture-${stamp}`;
  await savePost(request, {
    slug,
    title: "Hard water and your water heater, in pictures",
    image: "/og-default.png",
  });
  const page = await html(request, `/blog/${slug}`);
  expect(page.status).toBe(200);
  expect(imageOf(page.text, "og:image")).toBe("/og-default.png");
  expect(imageOf(page.text, "twitter:image")).toBe("/og-default.png");
});
