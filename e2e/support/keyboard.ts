import { expect, type Locator, type Page } from "@playwright/test";

// Moving through a page the way a keyboard user does: Tab until the wanted control has focus.

/** A short description of the focused element, for failure messages. */
export const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "(nothing: the page body)";
    const name =
      el.getAttribute("aria-label") ??
      el.textContent?.trim().replace(/\s+/g, " ").slice(0, 40) ??
      "";
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> ${name}`;
  });

/** Presses Tab (or Shift+Tab) until `target` is focused; fails after `max` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 80, backwards = false } = {},
) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  expect(
    await target.evaluate((el) => el === document.activeElement),
    `not reached with ${max} Tab presses; focus is on ${await describeFocus(page)}`,
  ).toBe(true);
}
