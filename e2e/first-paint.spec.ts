import { expect, test, type Page } from "@playwright/test";
import { sitemapPaths } from "./support/site-pages";

// A phone paints from the HTML alone: the stylesheet is in the document, once, and nothing the
// browser must fetch first (components/layout/site-styles.tsx).

// A line of the stylesheet that occurs once in it, and nowhere else in a document.
const RULE = /@layer components\{/g;

function expectStylesOnce(html: string, where: string) {
  expect(html, `${where}: no render-blocking stylesheet`).not.toMatch(
    /<link[^>]+rel="stylesheet"/,
  );
  const head = html.slice(0, html.indexOf("</head>"));
  expect(
    head.match(/<style data-precedence="site" data-href="site-css">/g),
    `${where}: the site's <style> in <head>`,
  ).toHaveLength(1);
  expect(html.match(RULE), `${where}: the CSS text once`).toHaveLength(1);
}

test("every page of the sitemaps and every 404 carries its styles once, in its HTML", async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the HTML is the same");
  test.setTimeout(90_000);
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(40);
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectStylesOnce(await response.text(), path);
  }
  for (const path of [
    "/no-such-page",
    "/blog/no-such-post",
    "/post-not-found",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expectStylesOnce(await response.text(), path);
  }
});

/** Stylesheets the page asks the network for, from now on. */
/** Requests text waits for before it paints: stylesheets and web fonts. */
function paintBlockingRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (["stylesheet", "font"].includes(r.resourceType())) urls.push(r.url());
  });
  return urls;
}

const styleOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        maxWidth: style.maxWidth,
        fontWeight: style.fontWeight,
        fontFamily: style.fontFamily,
      };
    });

test("pages are styled without fetching a stylesheet or a font, before and after client navigation", async ({
  page,
}) => {
  const paintBlocking = paintBlockingRequests(page);
  await page.goto("/services/water-heater-services");
  await page.waitForLoadState("networkidle");

  const heading = await styleOf(page, "main h1");
  expect(heading.fontWeight).toBe("700");
  // The phone's own font: nothing to download before the text can paint.
  expect(heading.fontFamily).toMatch(/^system-ui,/);
  expect((await styleOf(page, ".container-page")).maxWidth).toBe("1216px");

  // A client-side navigation (the footer's links are next/link) keeps the one <style>.
  await page
    .locator('footer a[href="/services/drain-cleaning"]')
    .first()
    .click();
  await page.waitForURL("**/services/drain-cleaning");
  await expect(page.locator("main h1")).toContainText(/drain/i);
  expect((await styleOf(page, "main h1")).fontWeight).toBe("700");
  expect((await styleOf(page, ".container-page")).maxWidth).toBe("1216px");
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-href="site-css"]')].map(
      (style) => style.textContent?.length ?? 0,
    ),
  );
  expect(sheets).toHaveLength(1);
  expect(sheets[0]).toBeGreaterThan(10_000);
  expect(paintBlocking).toEqual([]);
});

test("without JavaScript a page is styled all the same", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/service-areas/mesa");
  expect((await styleOf(page, ".container-page")).maxWidth).toBe("1216px");
  expect((await styleOf(page, "main h1")).fontWeight).toBe("700");
  await context.close();
});
