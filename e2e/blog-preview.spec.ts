import { expect, test } from "@playwright/test";
import { blockingReport, scan } from "./support/axe";
import { PREVIEW_SECRET, standInUrl } from "./support/blog-stand-in";
import { draftLinkPath, draftSignature } from "../lib/blog/draft-signature.mjs";
import posts from "../content/blog/posts.json" with { type: "json" };

// Draft preview, the marketer's way (docs/blog.md): a signed link for one post, valid an hour,
// or the /preview form with the secret, sets draft mode and opens the unpublished post under a
// Preview bar; without the cookie the draft stays a 404. Against the Supabase stand-in, which
// hides drafts from every key but the service-role key.

test.skip(!!process.env.PLAYWRIGHT_BASE_URL, "needs the e2e preview secret");

const draft = posts.find((post) => !post.published)!;
const noRedirects = () => ({ maxRedirects: 0, headers: visitor });
const octet = () => Math.floor(Math.random() * 250) + 1;

/** This test's visitor address: each test is its own visitor for /api/draft's 10 a minute. */
let visitor: { "x-forwarded-for": string };

test.beforeEach(async ({ page }) => {
  visitor = { "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` };
  await page.setExtraHTTPHeaders(visitor);
});

test("a draft is a 404 for visitors", async ({ page }) => {
  const response = await page.goto(`/blog/${draft.slug}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: draft.title })).toHaveCount(0);
});

test("a forged, altered, expired or old-style link, or an unknown slug, is refused without a cookie", async ({
  page,
}) => {
  const now = Date.now();
  const signed = new URL(draftLinkPath(draft.slug, PREVIEW_SECRET), "http://x");
  const altered = (name: string, value: string) => {
    const copy = new URL(signed);
    copy.searchParams.set(name, value);
    return copy.pathname + copy.search;
  };
  const expires = Math.floor(now / 1000) - 60;
  const expired = `/api/draft?slug=${draft.slug}&expires=${expires}&sig=${draftSignature(draft.slug, expires, PREVIEW_SECRET)}`;
  for (const [url, status, says] of [
    [altered("sig", "forged-signature"), 401, "not valid"],
    [altered("slug", "slab-leak-signs-mesa-homes"), 401, "not valid"],
    [
      altered("expires", String(Math.floor(now / 1000) + 1800)),
      401,
      "not valid",
    ],
    [
      draftLinkPath(draft.slug, "another-secret-of-at-least-32-chars"),
      401,
      "not valid",
    ],
    [expired, 401, "has expired"],
    [`/api/draft?slug=${draft.slug}`, 401, "not valid"],
    // The old link, even with the right secret: it leaves the secret in logs and histories.
    [
      `/api/draft?secret=${PREVIEW_SECRET}&slug=${draft.slug}`,
      401,
      "no longer carry the secret",
    ],
    [draftLinkPath("no-such-post", PREVIEW_SECRET), 404, "no post"],
  ] as const) {
    const response = await page.request.get(url, noRedirects());
    expect(response.status(), url).toBe(status);
    expect(await response.text(), url).toContain(says);
    expect(response.headers()["set-cookie"], url).toBeUndefined();
  }
});

test("the signed link opens the draft under a Preview bar, uncached and noindex, with a link to share", async ({
  page,
  browser,
}) => {
  // Five page loads and a second browser context: more than the default budget on a busy machine.
  test.setTimeout(60_000);
  const response = await page.goto(draftLinkPath(draft.slug, PREVIEW_SECRET));
  expect(new URL(page.url()).pathname).toBe(`/blog/${draft.slug}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toMatch(/no-store/);
  await expect(
    page.getByRole("heading", { level: 1, name: draft.title }),
  ).toBeVisible();
  const bar = page.getByRole("status").filter({ hasText: "Preview" });
  await expect(bar).toContainText("not published");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    /noindex/,
  );

  // The bar's link is a fresh signed link for this post: it opens the draft for someone else.
  const share = await bar
    .getByRole("link", {
      name: /^Link to share \(valid until .+ Arizona time\)$/,
    })
    .getAttribute("href");
  expect(share).toMatch(/^\/api\/draft\?slug=[^&]+&expires=\d+&sig=/);
  expect(share).not.toContain(PREVIEW_SECRET);
  const colleague = await browser.newContext();
  const theirs = await colleague.newPage();
  await theirs.setExtraHTTPHeaders({ "x-forwarded-for": `10.9.${octet()}.1` });
  await theirs.goto(share!);
  await expect(
    theirs.getByRole("heading", { level: 1, name: draft.title }),
  ).toBeVisible();
  await colleague.close();

  // Rendering the preview left nothing behind for other visitors.
  const visitor = await browser.newContext();
  const visit = await (await visitor.newPage()).goto(`/blog/${draft.slug}`);
  expect(visit?.status()).toBe(404);
  await visitor.close();

  await bar.getByRole("link", { name: "Leave preview" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("link", { name: draft.title })).toHaveCount(0);
  const again = await page.goto(`/blog/${draft.slug}`);
  expect(again?.status()).toBe(404);
});

test("a link shared from a preview opened by a link ends no later than that link", async ({
  page,
}) => {
  const now = Date.now();
  const parent = new URL(
    draftLinkPath(draft.slug, PREVIEW_SECRET, { now, seconds: 600 }),
    "http://x",
  );
  const parentExpires = Number(parent.searchParams.get("expires"));
  await page.goto(parent.pathname + parent.search);
  const share = await page
    .getByRole("status")
    .filter({ hasText: "Preview" })
    .getByRole("link", { name: /^Link to share/ })
    .getAttribute("href");
  const child = new URL(share!, "http://x").searchParams;
  expect(child.get("slug")).toBe(draft.slug);
  // Before: an hour from each page load, so a link renewed itself forever.
  expect(Number(child.get("expires"))).toBeLessThanOrEqual(parentExpires);
});

test("the draft-mode cookie without its preview's scope renders nothing uncached and is cleared", async ({
  page,
  playwright,
}) => {
  await page.goto(draftLinkPath(draft.slug, PREVIEW_SECRET));
  const [bypass] = (await page.context().cookies()).filter(
    (cookie) => cookie.name === "__prerender_bypass",
  );
  expect(bypass?.value).toBeTruthy();
  // Someone holds the cookie's value alone (it is one per build): a leak from any preview.
  const published = posts.find((post) => post.published)!;
  const stranger = await playwright.request.newContext({
    extraHTTPHeaders: {
      ...visitor,
      cookie: `__prerender_bypass=${bypass!.value}`,
    },
  });
  try {
    for (const path of [`/blog/${published.slug}`, "/services", "/blog"]) {
      const response = await stranger.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      // The cached page (draft mode answers private, no-store), and the cookie cleared.
      expect(response.headers()["cache-control"], path).not.toMatch(/no-store/);
      expect(response.headers()["set-cookie"], path).toMatch(
        /__prerender_bypass=;/,
      );
    }
    expect((await stranger.get(`/blog/${draft.slug}`)).status()).toBe(404);
  } finally {
    await stranger.dispose();
  }
  // The marketer's own preview, scope and all, still shows the draft.
  const own = await page.goto(`/blog/${draft.slug}`);
  expect(own?.status()).toBe(200);
  expect(own?.headers()["cache-control"]).toMatch(/no-store/);
});

test("a link opens its own draft only, and only while it is valid", async ({
  page,
  request,
}) => {
  // A second draft, invisible to every other spec (drafts are), removed afterwards.
  const standIn = standInUrl(Number(process.env.PORT ?? 3100));
  const other = {
    slug: `e2e-other-draft-${Date.now().toString(36)}`,
    title: "Another draft nobody was sent",
    published: false,
  };
  expect(
    (await request.post(`${standIn}/__control/posts`, { data: other })).ok(),
  ).toBe(true);
  try {
    await page.goto(draftLinkPath(draft.slug, PREVIEW_SECRET));
    await expect(
      page.getByRole("heading", { level: 1, name: draft.title }),
    ).toBeVisible();
    // Same browser, draft mode on: the other draft stays a 404, a published post shows no bar.
    expect((await page.goto(`/blog/${other.slug}`))?.status()).toBe(404);
    await expect(page.getByText(other.title)).toHaveCount(0);
    const published = posts.find((post) => post.published)!;
    await page.goto(`/blog/${published.slug}`);
    await expect(page.getByText("Leave preview")).toHaveCount(0);
    // Past its hour the preview ends with the link (its scope cookie, expired here by hand).
    const [scope] = (await page.context().cookies()).filter(
      (cookie) => cookie.name === "__preview_scope",
    );
    expect(scope?.httpOnly).toBe(true);
    const expires = Math.floor(Date.now() / 1000) - 1;
    await page.context().addCookies([
      {
        ...scope!,
        value: new URLSearchParams({
          slug: draft.slug,
          expires: String(expires),
          sig: draftSignature(draft.slug, expires, PREVIEW_SECRET),
        }).toString(),
        expires: Math.floor(Date.now() / 1000) + 600,
      },
    ]);
    expect((await page.goto(`/blog/${draft.slug}`))?.status()).toBe(404);
  } finally {
    await request.post(`${standIn}/__control/delete`, {
      data: { slug: other.slug },
    });
  }
});

test("the /preview form opens the draft with the secret in the request's body, never in an address", async ({
  page,
}) => {
  await page.goto(`/preview?slug=${draft.slug}`);
  await expect(page.getByLabel("Post slug")).toHaveValue(draft.slug);
  expect(blockingReport([await scan(page, "/preview")])).toEqual([]);
  await page.getByLabel("Preview secret").fill("not-the-secret");
  await page.getByRole("button", { name: "Open preview" }).click();
  await expect(page.getByText("This preview link is not valid.")).toBeVisible();

  await page.goto(`/preview?slug=${draft.slug}`);
  const addresses: string[] = [];
  page.on("request", (request) => addresses.push(request.url()));
  await page.getByLabel("Preview secret").fill(PREVIEW_SECRET);
  await page.getByRole("button", { name: "Open preview" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: draft.title }),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/blog/${draft.slug}`);
  expect(addresses.filter((url) => url.includes(PREVIEW_SECRET))).toEqual([]);
});

test("the preview route takes 10 attempts a minute from one address", async ({
  page,
}) => {
  const statuses: number[] = [];
  for (let n = 0; n < 12; n++)
    statuses.push(
      (
        await page.request.get(
          `/api/draft?slug=${draft.slug}&sig=guess-${n}`,
          noRedirects(),
        )
      ).status(),
    );
  expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  // Even a genuine link waits out the minute from there.
  const genuine = await page.request.get(
    draftLinkPath(draft.slug, PREVIEW_SECRET),
    noRedirects(),
  );
  expect(genuine.status()).toBe(429);
  expect(genuine.headers()["retry-after"]).toBe("60");
});

test("published posts show no Preview bar to visitors", async ({ page }) => {
  const published = posts.find((post) => post.published)!;
  await page.goto(`/blog/${published.slug}`);
  await expect(
    page.getByRole("heading", { level: 1, name: published.title }),
  ).toBeVisible();
  await expect(page.getByText("Leave preview")).toHaveCount(0);
});
