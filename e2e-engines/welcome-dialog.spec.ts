import { expect, test } from "./support/fixtures";
import { expectInPage, sleep } from "./support/tab";

// README "Welcome dialog": a first visit to / sees it two seconds after the load event, once
// per browser (welcomeDialogSeen in localStorage). The tab is a first visit.

const dialogOpen = () => !!document.querySelector('[role="dialog"]');

test("opens two seconds after the home page loads, once per browser", async ({
  tab,
}) => {
  await tab.goto("/");
  // Still closed 1.5 s after the load event…
  const sinceLoad = await tab.evaluate(
    () =>
      performance.now() -
      (
        performance.getEntriesByType(
          "navigation",
        )[0] as PerformanceNavigationTiming
      ).loadEventEnd,
  );
  await sleep(1_500 - sinceLoad);
  expect(await tab.evaluate(dialogOpen)).toBe(false);
  // …then open, with its heading, remembered as seen.
  await expectInPage(tab, dialogOpen).toBe(true);
  await expectInPage(
    tab,
    () => document.querySelector('[role="dialog"] h2')?.textContent,
  ).toMatch(/^Welcome to /);
  expect(
    await tab.evaluate(() => localStorage.getItem("welcomeDialogSeen")),
  ).toBe("true");

  await tab.click('[role="dialog"] button[aria-label="Close"]');
  await expectInPage(tab, dialogOpen).toBe(false);

  // The next visit: not again.
  await tab.goto("/");
  await sleep(3_000);
  expect(await tab.evaluate(dialogOpen)).toBe(false);
});
