import { expect, test } from "./support/fixtures";
import { hydrated, returningVisitor, sleep } from "./support/tab";

// No uncaught error and no console.error on each page type, through hydration and the work
// that follows it (the full stylesheet, islands, idle tasks). The check itself is the `tab`
// fixture's, after every test; this walk gives it every kind of page to look at.

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

test("page types load and hydrate without an uncaught error", async ({
  tab,
}) => {
  await returningVisitor(tab);
  for (const path of pages) {
    await tab.goto(path);
    // The header's phone menu toggle is on every page: hydrated means the page's code ran.
    await hydrated(tab, 'button[aria-controls="mobile-menu"]');
    await sleep(500);
  }
});

// The check above passes only if the trap would have caught an error: this one throws one.
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
