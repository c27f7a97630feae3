import { expect, test, type APIRequestContext } from "@playwright/test";
import { REVALIDATE_SECRET, standInUrl } from "./support/blog-stand-in";

// The marketer's side, against the production server and the Supabase stand-in: a post saved
// in the database shows on the site after the webhook, an unpublished one disappears, and a
// backend that fails while pages regenerate never replaces a good page with an empty one.
//
// These tests change the stand-in's data and switch it to failing, so they run once (desktop
// project), one after another, and never against a deployment.

test.skip(!!process.env.PLAYWRIGHT_BASE_URL, "writes data");
test.skip(
  ({ isMobile }) => isMobile,
  "shares one stand-in with the desktop run; runs once",
);
test.describe.configure({ mode: "serial", timeout: 90_000 });

const appPort = Number(process.env.PORT ?? 3100);
const standIn = standInUrl(appPort);
const stamp = Date.now().toString(36);

type Post = { slug: string; title: string; content?: string; excerpt?: string };

async function control(
  request: APIRequestContext,
  action: string,
  body: object = {},
) {
  const response = await request.post(`${standIn}/__control/${action}`, {
    data: body,
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

/** What the Supabase database webhook sends after a change to a row of blogs. */
async function webhook(
  request: APIRequestContext,
  type: "INSERT" | "UPDATE" | "DELETE",
  slug: string,
) {
  const response = await request.post("/api/revalidate", {
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
    data: {
      type,
      table: "blogs",
      schema: "public",
      record: type === "DELETE" ? null : { slug },
      old_record: type === "INSERT" ? null : { slug },
    },
  });
  expect(response.status()).toBe(200);
  return response.json();
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
  const html = expect.poll(async () => (await request.get(path)).text(), {
    timeout: 15_000,
    intervals: [200, 300, 500, 1000],
  });
  await (present ? html.toContain(text) : html.not.toContain(text));
}

test.afterEach(async ({ request }) => {
  await control(request, "failing", { failing: false });
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
    paths: ["/blog", `/blog/${post.slug}`, "/blog-sitemap.xml"],
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
    .poll(async () => (await request.get("/blog-sitemap.xml")).text())
    .toContain(`/blog/${post.slug}</loc>`);

  await control(request, "unpublish", { slug: post.slug });
  await webhook(request, "UPDATE", post.slug);
  await eventually(request, "/blog", post.title, false);
  await expect
    .poll(async () => (await request.get(`/blog/${post.slug}`)).status())
    .toBe(404);
  await page.goto(`/blog/${post.slug}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Post not found" }),
  ).toBeVisible();
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
  await webhook(request, "UPDATE", post.slug);
  for (let i = 0; i < 5; i++) {
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("link", { name: post.title })).toBeVisible();
    await expect(page.getByText("No posts found")).toHaveCount(0);
    await page.waitForTimeout(200);
  }
  const state = await (
    await request.get(`${standIn}/__control/failing`)
  ).json();
  expect(
    state.failures,
    "the list was regenerated and the read failed",
  ).toBeGreaterThan(0);

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
  await webhook(request, "UPDATE", post.slug);
  for (let i = 0; i < 5; i++) {
    const response = await page.goto(`/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: post.title }),
    ).toBeVisible();
    await page.waitForTimeout(200);
  }
  const state = await (
    await request.get(`${standIn}/__control/failing`)
  ).json();
  expect(state.failures).toBeGreaterThan(0);

  await control(request, "failing", { failing: false });
  await webhook(request, "UPDATE", post.slug);
  await eventually(request, `/blog/${post.slug}`, `Newer version ${stamp}`);
  await page.goto(`/blog/${post.slug}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Newer version ${stamp}` }),
  ).toBeVisible();
});

test("a post never rendered before answers an uncached error while the backend fails", async ({
  page,
  request,
}) => {
  const post = { slug: `e2e-first-${stamp}`, title: `First visit ${stamp}` };
  await savePost(request, post);
  await control(request, "failing", {
    failing: true,
    match: `slug=eq.${post.slug}`,
  });
  // No good version exists, and a cached 404 would tell crawlers the post is gone.
  const failed = await page.goto(`/blog/${post.slug}`);
  expect(failed?.status()).toBe(500);

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
  await page.goto("/blog");
  await control(request, "failing", { failing: true, match: "or=(" });
  const box = page.getByRole("searchbox", { name: "Search the blog" });
  await box.fill("water heater");
  await box.press("Enter");
  await expect(page.getByText("No posts found")).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Clear search" }),
  ).toBeVisible();
});
