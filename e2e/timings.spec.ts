import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration";
import { desktopOnly } from "./support/projects";

// The delays the specification names, each pinned to the millisecond on a paused clock: the
// page's timers fire only when a test moves Playwright's clock on, so "not at 1,999 ms, at
// 2,000 ms" holds however slowly the machine runs. The same in WebKit and Firefox:
// e2e-engines/timings.spec.ts.

/** Any fixed instant: the clock stands still there until a test moves it. */
const START = new Date("2026-03-02T09:00:00-07:00");

/**
 * Something that must not have happened yet cannot be waited for: the page gets a moment of
 * real time (its clock stays where it is) to show anything already due, such as a render of
 * React's or a request, before the test looks.
 */
const settle = (page: Page) => page.waitForTimeout(250);

test.describe("welcome dialog: 2,000 ms after the load event, once per browser", () => {
  // A first-time visitor: none of the config's "already seen" storage.
  test.use({ storageState: { cookies: [], origins: [] } });

  test("closed at 1,999 ms after load, open at 2,000 ms; not again on the next visit", async ({
    page,
  }) => {
    const dialog = page.getByRole("dialog");
    // In the header of either layout: hydrated with the page.
    const logo = page.locator("header a[href='/']").first();
    // The hero's poster is the last thing the load event waits for: held, it makes the load
    // come 5 s after the page's scripts have run, so "after load" is told from "after start".
    let releasePoster = () => {};
    const posterHeld = new Promise<void>(
      (resolve) => (releasePoster = resolve),
    );
    await page.route("**/images/hero-poster.svg", async (route) => {
      await posterHeld;
      await route.continue();
    });
    await page.clock.install({ time: START });
    await page.clock.pauseAt(START.getTime() + 1_000);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await waitForHydration(logo);
    await page.clock.runFor(5_000);
    await settle(page);
    await expect(dialog).toHaveCount(0);

    releasePoster();
    await page.waitForLoadState("load");
    // Half way, the dialog's code is fetched; once it is here, opening takes no network.
    await page.clock.runFor(1_000);
    await settle(page);
    await page.clock.runFor(999);
    await settle(page);
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(
      dialog.getByRole("heading", { name: /^Welcome to / }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    // The next visit in this browser: its two seconds pass, and many more, without it. (Once
    // hydrated and settled, so that a timer the page started would be counted from now.)
    await page.reload();
    await waitForHydration(logo);
    await settle(page);
    await page.clock.runFor(10_000);
    await settle(page);
    await expect(dialog).toHaveCount(0);
  });
});

test.describe(
  "navigation dropdowns: open 200 ms, close 150 ms, skip 300 ms",
  { tag: desktopOnly },
  () => {
    const menu = (page: Page, name: string) =>
      page
        .getByRole("navigation", { name: "Main" })
        .getByRole("button", { name, exact: true });

    /** The pointer onto a menu's button, or off the header, in one move (no steps between). */
    async function pointAt(page: Page, target: Locator | "away") {
      if (target === "away") return page.mouse.move(640, 700);
      const box = (await target.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    }

    test.beforeEach(async ({ page }) => {
      await page.clock.install({ time: START });
      await page.goto("/");
      await waitForHydration(menu(page, "Services"));
      await page.clock.pauseAt(START.getTime() + 60_000);
    });

    test("a hover opens at 200 ms and not at 199; leaving closes at 150 ms and not at 149", async ({
      page,
    }) => {
      const services = menu(page, "Services");
      const link = page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Water Softeners" });
      await pointAt(page, services);
      await page.clock.runFor(199);
      await settle(page);
      await expect(services).toHaveAttribute("aria-expanded", "false");
      await expect(link).toBeHidden();
      await page.clock.runFor(1);
      await expect(services).toHaveAttribute("aria-expanded", "true");
      await expect(link).toBeVisible();

      await pointAt(page, "away");
      await page.clock.runFor(149);
      await settle(page);
      await expect(services).toHaveAttribute("aria-expanded", "true");
      await expect(link).toBeVisible();
      await page.clock.runFor(1);
      await expect(services).toHaveAttribute("aria-expanded", "false");
      await expect(link).toBeHidden();
    });

    test("a hover that leaves before 200 ms opens nothing", async ({
      page,
    }) => {
      const areas = menu(page, "Service Areas");
      await pointAt(page, areas);
      await page.clock.runFor(199);
      await pointAt(page, "away");
      // Closed when it would have opened, and not opened later either.
      await page.clock.runFor(1);
      await settle(page);
      await expect(areas).toHaveAttribute("aria-expanded", "false");
      await page.clock.runFor(1_000);
      await settle(page);
      await expect(areas).toHaveAttribute("aria-expanded", "false");
    });

    test("moving straight from one open menu to the next opens it at once", async ({
      page,
    }) => {
      const services = menu(page, "Services");
      const areas = menu(page, "Service Areas");
      await pointAt(page, services);
      await page.clock.runFor(200);
      await expect(services).toHaveAttribute("aria-expanded", "true");
      await pointAt(page, areas);
      // No time passes: the switch is instant, and only one panel shows.
      await expect(areas).toHaveAttribute("aria-expanded", "true");
      await expect(services).toHaveAttribute("aria-expanded", "false");
    });

    test("within 300 ms of a menu closing the next opens at once; at 300 ms it waits 200 ms", async ({
      page,
    }) => {
      const services = menu(page, "Services");
      const areas = menu(page, "Service Areas");
      await pointAt(page, services);
      await page.clock.runFor(200);
      await pointAt(page, "away");
      await page.clock.runFor(150);
      await expect(services).toHaveAttribute("aria-expanded", "false");
      // 299 ms after it closed.
      await page.clock.runFor(299);
      await pointAt(page, areas);
      await expect(areas).toHaveAttribute("aria-expanded", "true");

      await pointAt(page, "away");
      await page.clock.runFor(150);
      await expect(areas).toHaveAttribute("aria-expanded", "false");
      // 300 ms after it closed: an ordinary hover again.
      await page.clock.runFor(300);
      await pointAt(page, services);
      await page.clock.runFor(199);
      await settle(page);
      await expect(services).toHaveAttribute("aria-expanded", "false");
      await page.clock.runFor(1);
      await expect(services).toHaveAttribute("aria-expanded", "true");
    });
  },
);

test.describe("blog search: 300 ms after the last key", () => {
  test("a pause of 200 ms between keys sends nothing at 300 ms after the first; one search 300 ms after the last", async ({
    page,
  }) => {
    await page.clock.install({ time: START });
    await page.goto("/blog");
    const box = page.getByRole("searchbox", { name: "Search the blog" });
    await waitForHydration(box);
    const searches: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/blog/search")
        searches.push(url.searchParams.get("q") ?? "");
    });
    await page.clock.pauseAt(START.getTime() + 60_000);

    await box.pressSequentially("wat");
    await page.clock.runFor(200);
    await box.pressSequentially("er");
    // 300 ms after the first keys, 100 ms after the last.
    await page.clock.runFor(100);
    await page.clock.runFor(199);
    await settle(page);
    expect(searches).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => searches).toEqual(["water"]);
    // And no second one later.
    await page.clock.runFor(1_000);
    await settle(page);
    expect(searches).toEqual(["water"]);
  });
});
