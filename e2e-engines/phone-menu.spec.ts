import { expect, test } from "./support/fixtures";
import {
  byText,
  expectInPage,
  hydrated,
  returningVisitor,
} from "./support/tab";

// The phone menu at 390 px (components/layout/mobile-menu.tsx): it opens, a section expands,
// and its links navigate and close it, as e2e/layout.spec.ts checks in Chromium.

const toggle = 'button[aria-controls="mobile-menu"]';
const menu = "#mobile-menu";
const menuLink = (text: string) => byText("a", text, `//*[@id="mobile-menu"]`);
const shown = (css: string) => {
  const element = document.querySelector<HTMLElement>(css);
  return !!element && !element.hidden && element.offsetParent !== null;
};
const path = () => location.pathname;

test("at 390 px the menu opens and its links work", async ({ tab }) => {
  await tab.setViewport(390, 844);
  await returningVisitor(tab);
  await tab.goto("/");
  // The phone layout: no desktop navigation, nothing wider than the screen.
  expect(await tab.evaluate(shown, 'nav[aria-label="Main"]')).toBe(false);
  expect(
    await tab.evaluate(() => document.documentElement.scrollWidth),
  ).toBeLessThanOrEqual(390);

  await hydrated(tab, toggle);
  await tab.click(toggle);
  await expectInPage(tab, shown, [menu]).toBe(true);
  expect(
    await tab.evaluate(
      (css: string) => document.querySelector(css)?.getAttribute("href"),
      `${menu} a[href^="tel:"]`,
    ),
  ).toMatch(/^tel:\d+$/);

  await tab.click(byText("button", "Services", `//*[@id="mobile-menu"]`));
  await tab.click(menuLink("Toilets"));
  await expectInPage(tab, path).toMatch(/^\/services\/.*toilet/);
  await expectInPage(tab, shown, [menu]).toBe(false);

  await tab.click(toggle);
  await tab.click(menuLink("Contact"));
  await expectInPage(tab, path).toBe("/contact");
  await expectInPage(tab, shown, [menu]).toBe(false);
});
