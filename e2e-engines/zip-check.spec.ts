import { test } from "./support/fixtures";
import { expectInPage, hydrated, returningVisitor } from "./support/tab";

// "Do we come to you?" on the home page answers as a ZIP is typed, in the browser
// (e2e/visitor-answers.spec.ts checks it in full in Chromium).

const check = 'section[aria-labelledby="service-check-title"]';
const input = `${check} input[name="zip"]`;
const answer = (tab: Parameters<typeof hydrated>[0]) =>
  expectInPage(tab, (css: string) => document.querySelector(css)?.textContent, [
    `${check} [data-testid="zip-answer"]`,
  ]);

test("answers a served ZIP and one outside the area as they are typed", async ({
  tab,
}) => {
  await returningVisitor(tab);
  await tab.goto("/");
  await hydrated(tab, input);
  await tab.type(input, "85204");
  await answer(tab).toBe("Yes, we come to 85204. It is in our Mesa area.");
  await tab.clear(input);
  await tab.type(input, "85001");
  await answer(tab).toContain("85001 is outside our usual area.");
});
