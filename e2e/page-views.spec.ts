import { expect, test, type Page } from "@playwright/test";

// Page views as Vercel Web Analytics gets them. The test build is made by `vercel build`
// (VERCEL=1), so its pages carry <Analytics> (components/analytics/vercel-insights.tsx); its
// script, /_vercel/insights/script.js, exists only on a Vercel deployment. Here a stand-in takes
// its place at the seam the package itself uses: @vercel/analytics queues its calls in
// window.vaq, ["beforeSend", fn] and ["pageview", { route, path }], and the script takes over
// window.va. Like Vercel's script, the stand-in hands beforeSend the page's full address
// (query included: https://vercel.com/docs/analytics/redacting-sensitive-data) and records
// what beforeSend lets through, which is what would leave the browser.

type PageView = { path: string; href: string; sent: string | null };

const analyticsStandIn = `(() => {
  const views = (window.pageViews = []);
  let beforeSend = (event) => event;
  const handle = ([action, data]) => {
    if (action === "beforeSend") beforeSend = data;
    if (action !== "pageview") return;
    const href = window.location.href;
    const sent = beforeSend({ type: "pageview", url: href });
    views.push({ path: data.path, href, sent: sent ? sent.url : null });
  };
  (window.vaq || []).forEach(handle);
  window.vaq = [];
  window.va = (...params) => handle(params);
})();`;

async function recordPageViews(page: Page) {
  await page.route("**/_vercel/insights/script.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: analyticsStandIn }),
  );
  await page.route("**/_vercel/speed-insights/script.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
}

const pageViews = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { pageViews?: PageView[] }).pageViews ?? [],
  );

// A first visit, so the home page's welcome dialog opens.
test.use({ storageState: { cookies: [], origins: [] } });

test("each route change reports one page view, its query seen and cut before sending; the welcome dialog none", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await recordPageViews(page);
  // A campaign link: the address carries a query.
  await page.goto("/?utm_source=newsletter");
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      {
        path: "/",
        href: `${origin}/?utm_source=newsletter`,
        sent: `${origin}/`,
      },
    ]);

  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);

  // A client-side route change (Next's <Link>), then Back to the address with its query.
  await page
    .getByRole("navigation", { name: "Legal" })
    .getByRole("link", { name: "Privacy Policy" })
    .click();
  await expect(page).toHaveURL(`${origin}/privacy`);
  // The view is reported once the new page has rendered; the visitor reads it before going back.
  // Opening and closing the dialog changed no address: the view after the first is this one,
  // whenever a view for the dialog would have been reported.
  const paths = async () => (await pageViews(page)).map((view) => view.path);
  await expect.poll(paths).toContain("/privacy");
  expect(await paths()).toEqual(["/", "/privacy"]);
  await page.goBack();
  await expect(page).toHaveURL(`${origin}/?utm_source=newsletter`);
  // One document throughout: a full load would have started the list again.
  await expect.poll(() => pageViews(page)).toHaveLength(3);
  expect((await pageViews(page)).slice(1)).toEqual([
    { path: "/privacy", href: `${origin}/privacy`, sent: `${origin}/privacy` },
    {
      path: "/",
      href: `${origin}/?utm_source=newsletter`,
      sent: `${origin}/`,
    },
  ]);
});
