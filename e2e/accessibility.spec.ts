import {
  expect,
  test,
  type APIRequestContext,
  type Page,
} from "@playwright/test";
import { adviceReport, blockingReport, scan, type Scan } from "./support/axe";
import { desktopOnly, phoneOnly } from "./support/projects";
import {
  againstDeployment,
  resolvePath,
  searchTerms,
  sitePosts,
} from "./support/site-content";
import {
  pageTypes,
  sitemapPaths,
  SPANISH_MISSING,
  spanishPageTypes,
} from "./support/site-pages";

// axe on every page the site lists (desktop), on one page of each type at phone width, and in
// the states a visitor reaches (welcome dialog, open menus, form errors) at both widths. Serious and critical
// violations fail; moderate and minor ones are attached to the report as annotations.
//
// The same visit checks each page under its Content-Security-Policy: no violation reported,
// and a listed page hydrates (React needs the payload its inline scripts carry, so a page whose
// scripts were blocked never gets there). One crawl per layout does both: the policies' own
// header test is content-security-policy.spec.ts.

/** Groups the pages are split into: a few pages per test keeps each test short. */
const GROUPS = 12;
/** Per page: loading it and one axe run, on a 2-core machine shared with other work. */
const PER_PAGE_MS = 25_000;

type Target = { path: string; status: number };

// Besides the sitemaps: the search results page (not listed, it is noindex) and 404 pages.
const unlisted: Target[] = [
  { path: "/blog/search?q=water", status: 200 },
  { path: "/blog/search?q=zzqx-nothing", status: 200 },
  { path: "/this-page-does-not-exist", status: 404 },
  { path: "/blog/no-such-post", status: 404 },
  { path: SPANISH_MISSING, status: 404 },
];

let targets: Promise<Target[]> | undefined;

/** Every listed page plus the unlisted ones, read once per worker from the running site. */
function allTargets(request: APIRequestContext) {
  targets ??= sitemapPaths(request).then((paths) => {
    const listed = [...new Set(paths)].sort();
    return [...listed.map((path) => ({ path, status: 200 })), ...unlisted];
  });
  return targets;
}

/** Fails with one line per serious or critical violation; notes the rest in the report. */
function expectNoBlocking(scans: Scan[]) {
  for (const line of adviceReport(scans))
    test
      .info()
      .annotations.push({ type: "axe (not failing)", description: line });
  expect(
    blockingReport(scans),
    `serious or critical axe violations in ${scans.map((s) => s.label).join(", ")}`,
  ).toEqual([]);
}

// Desktop: every page at 1280 px. On a phone the layout changes with the template, not the
// page, so the phone project checks one page of each type (pageTypes, and the second kind of
// city page) and the states below: every template is scanned and crawled under its policy at
// both widths, and every page once.
for (let group = 0; group < GROUPS; group++) {
  test(
    `every listed page, group ${group + 1} of ${GROUPS}`,
    { tag: desktopOnly },
    async ({ page, request }) => {
      const mine = (await allTargets(request)).filter(
        (_, index) => index % GROUPS === group,
      );
      await checkPages(page, mine);
    },
  );
}

/** Groups of the phone's page types, as above. */
const PHONE_GROUPS = 4;
const phoneTypes: Target[] = [
  ...[...pageTypes, ...spanishPageTypes].map(({ path, status = 200 }) => ({
    path,
    status,
  })),
  { path: "/water-softener-installation-gilbert-az", status: 200 },
  { path: "/blog/search?q=zzqx-nothing", status: 200 },
];

for (let group = 0; group < PHONE_GROUPS; group++) {
  test(
    `one page of each type, group ${group + 1} of ${PHONE_GROUPS}`,
    { tag: phoneOnly },
    async ({ page, request }) => {
      const mine = await Promise.all(
        phoneTypes
          .filter((_, index) => index % PHONE_GROUPS === group)
          .map(async ({ path, status }) => ({
            path: await resolvePath(request, path),
            status,
          })),
      );
      await checkPages(page, mine);
    },
  );
}

/** axe on each page, which answers its status, hydrates and breaks none of its policy. */
async function checkPages(page: Page, targets: Target[]) {
  expect(targets.length, "pages in this group").toBeGreaterThan(0);
  test.setTimeout(30_000 + targets.length * PER_PAGE_MS);
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"}`,
      );
    });
  });
  const scans: Scan[] = [];
  for (const { path, status } of targets) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    if (status === 200)
      expect(await hydrates(page), `${path} hydrates under its policy`).toBe(
        true,
      );
    scans.push(await scan(page, path));
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, `${path}: violations of its policy`).toEqual([]);
  }
  expectNoBlocking(scans);
}

test.describe("states a visitor reaches", () => {
  test.describe.configure({ timeout: 90_000 });

  test.describe("first visit", () => {
    // No "already seen" flag: the welcome dialog opens on the home page.
    test.use({ storageState: { cookies: [], origins: [] } });

    test("home page with the welcome dialog open", async ({ page }) => {
      await page.goto("/");
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible({ timeout: 10_000 });
      await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
      expectNoBlocking([await scan(page, "/ (welcome dialog open)")]);
    });
  });

  // The menu exists below 768 px, the dropdowns from 768 px.
  test(
    "phone: mobile menu open with both sections expanded",
    { tag: phoneOnly },
    async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await menu.getByRole("button", { name: "Services" }).click();
      await menu.getByRole("button", { name: "Service Areas" }).click();
      await expect(menu.getByRole("link", { name: "Toilets" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Chandler" })).toBeVisible();
      expectNoBlocking([await scan(page, "/ (mobile menu expanded)")]);
    },
  );

  test(
    "desktop: each navigation dropdown open",
    { tag: desktopOnly },
    async ({ page }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      const scans: Scan[] = [];
      for (const [menu, link] of [
        ["Services", "Water Softeners"],
        ["Service Areas", "Chandler"],
      ] as const) {
        const trigger = nav.getByRole("button", { name: menu });
        await trigger.click();
        await expect(trigger).toHaveAttribute("aria-expanded", "true");
        await expect(nav.getByRole("link", { name: link })).toBeVisible();
        scans.push(await scan(page, `/ (${menu} open)`, { include: "header" }));
        await trigger.click();
        await expect(trigger).toHaveAttribute("aria-expanded", "false");
      }
      expectNoBlocking(scans);
    },
  );

  test("contact page with the request form showing its errors", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Request Service" });
    const scans: Scan[] = [];

    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByRole("alert")).toHaveCount(3);
    scans.push(await scan(page, "/contact (step 1 errors)"));

    await form.getByLabel("Full name", { exact: true }).fill("Pat Walker");
    await form.getByLabel("Phone", { exact: true }).fill("480-555-0187");
    await form
      .getByLabel("How can we help?", { exact: true })
      .fill("Kitchen sink drains slowly.");
    // Text Message: the one choice that needs a text consent (a call needs none).
    await form.getByRole("radio", { name: "Text Message" }).check();
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByText("Step 2 of 2")).toBeVisible();
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(form.getByRole("alert")).toHaveCount(4);
    scans.push(await scan(page, "/contact (step 2 errors)"));

    // Everything filled but no consent: refused in the browser with a toast, nothing is sent.
    await form.getByLabel("Street address", { exact: true }).fill("1 Main St");
    await form.getByLabel("City", { exact: true }).fill("Mesa");
    await form.getByLabel("State", { exact: true }).fill("AZ");
    await form.getByLabel("ZIP code", { exact: true }).fill("85203");
    await form.getByRole("button", { name: "Submit" }).click();
    const toast = page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Consent Required" });
    await expect(toast).toBeVisible();
    // Scanned once it has faded in: halfway, its colours blend with the page behind it and
    // axe measures a contrast no visitor reads (2.96:1 in one loaded run).
    await expect(toast).toHaveAttribute("data-mounted", "true");
    await toast.evaluate((element) =>
      Promise.all(
        element
          .getAnimations({ subtree: true })
          .map((animation) => animation.finished),
      ),
    );
    scans.push(await scan(page, "/contact (consent toast)"));

    expectNoBlocking(scans);
  });

  test("blog search island showing results, then none", async ({ page }) => {
    await page.goto("/blog");
    const box = page.getByRole("searchbox", { name: "Search the blog" });
    const scans: Scan[] = [];
    // A word of a post's title finds it on any blog: "slab", one bundled post, on the local run.
    const word = againstDeployment
      ? searchTerms((await sitePosts(page.request)).at(-1)!).word
      : "slab";
    await box.fill(word);
    await box.press("Enter");
    await expect(
      page.getByText(
        againstDeployment
          ? new RegExp(`^\\d+ posts? found for ${word}`)
          : "1 post found for slab",
      ),
    ).toBeAttached();
    scans.push(await scan(page, "/blog (search results)"));
    await box.fill("zzqx nothing like this");
    await box.press("Enter");
    await expect(page.getByText("No posts found")).toBeVisible();
    scans.push(await scan(page, "/blog (no results)"));
    expectNoBlocking(scans);
  });
});

/** React marks the nodes it hydrates: true once it has, false after 15 s. */
function hydrates(page: Page) {
  return page
    .waitForFunction(
      () =>
        Object.keys(document.body).some((key) =>
          key.startsWith("__reactFiber"),
        ),
      undefined,
      { timeout: 15_000 },
    )
    .then(
      () => true,
      () => false,
    );
}
