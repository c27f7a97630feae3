import { expect, test } from "./support/fixtures";
import { pauseClock, runFor } from "./support/clock";
import { hydrated, returningVisitor, type Tab } from "./support/tab";

// No uncaught error and no console.error on each page type, through hydration and the work
// that follows it (the full stylesheet, islands, idle tasks). The check itself is the `tab`
// fixture's, after every test; this walk gives it every kind of page to look at.

/**
 * Runs the work a page queues after it hydrates, on the paused clock instead of waiting for it:
 * every timer due within 5 s (Safari's stand-in for an idle callback is 1.5 s after load,
 * lib/background-video.ts), then an idle callback of our own where the engine has them, which
 * runs after those the page asked for first (they run in the order asked).
 */
async function runPageWork(tab: Tab) {
  await runFor(tab, 5_000);
  await tab.evaluate(
    () =>
      new Promise<void>((resolve) =>
        "requestIdleCallback" in window
          ? requestIdleCallback(() => resolve())
          : resolve(),
      ),
  );
}

const pages = [
  "/",
  "/services",
  "/services/water-softener",
  "/service-areas/mesa",
  "/about",
  "/contact",
  "/blog",
  "/blog/flush-water-heater-hard-water-mesa",
  "/this-page-does-not-exist",
];

// One test per page: the walk of all nine took 31 s of WebKit's 60 s on the paused clock.
for (const path of pages)
  test(`${path} loads and hydrates without an uncaught error`, async ({
    tab,
  }) => {
    await returningVisitor(tab);
    await pauseClock(tab);
    await tab.goto(path);
    // The header's phone menu toggle is on every page: hydrated means the page's code ran.
    await hydrated(tab, 'button[aria-controls="mobile-menu"]');
    await runPageWork(tab);
  });

// The checks above pass only if the trap would have caught an error: this one throws one.
test.describe("the error trap", () => {
  test.use({ expectedErrors: [/^(\/about: )?uncaught: .*engines trap probe/] });

  test("records an error the page throws, and the tab's check reads it", async ({
    tab,
  }) => {
    await returningVisitor(tab);
    await tab.goto("/about");
    await tab.evaluate(() => {
      setTimeout(() => {
        throw new Error("engines trap probe");
      });
    });
    await expect.poll(() => tab.errors()).toHaveLength(1);
  });
});
