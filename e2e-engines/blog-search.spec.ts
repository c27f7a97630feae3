import { test } from "./support/fixtures";
import { expectInPage, hydrated } from "./support/tab";

// The blog's search box finds a half-typed word as it is typed (e2e/blog.spec.ts, "the address
// keeps the search"): "tankl" on the way to "tankless", on the bundled stand-in posts.

const box = "#blog-search";

test("typing half a word finds the post and writes ?q=", async ({ tab }) => {
  await tab.goto("/blog");
  await hydrated(tab, box);
  await tab.type(box, "tankl");
  await expectInPage(
    tab,
    () => document.querySelector('main [role="status"]')?.textContent,
  ).toBe("1 post found for tankl");
  await expectInPage(tab, () =>
    [...document.querySelectorAll("main li a")].map((a) =>
      a.getAttribute("href"),
    ),
  ).toContain("/blog/flush-water-heater-hard-water-mesa");
  await expectInPage(tab, () => location.search).toBe("?q=tankl");
});
