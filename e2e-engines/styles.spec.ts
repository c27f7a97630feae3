import { expect, test } from "./support/fixtures";

// A prerendered page's rules come in two <style>s: the first screen's in <head>, the rest at the
// first screen's end, inside an SVG (components/layout/first-screen-end.tsx). Chromium's spec
// (e2e/first-paint.spec.ts) compares every element's looks; here WebKit and Firefox must parse
// the SVG's <style> as a stylesheet of the whole document and apply it to what follows.

/** The mark's sheet: its rules, and whether turning it off changes how the footer looks. */
const markSheet = () => {
  const mark = document.querySelector("style[data-first-screen-end]");
  const sheet = [...document.styleSheets].find((s) => s.ownerNode === mark);
  const head = [...document.styleSheets].find(
    (s) => s.ownerNode instanceof Element && s.ownerNode.closest("head"),
  );
  if (!sheet || !head) return null;
  const looks = () =>
    [...document.querySelectorAll("footer, footer *")]
      .map((node) => {
        const style = getComputedStyle(node);
        return `${style.display} ${style.color} ${style.backgroundColor} ${style.fontSize} ${style.padding}`;
      })
      .join("\n");
  const on = looks();
  sheet.disabled = true;
  const off = looks();
  sheet.disabled = false;
  return {
    rules: sheet.cssRules.length,
    headRules: head.cssRules.length,
    footerNeedsIt: on !== off,
    footerBack: looks() === on,
  };
};

for (const path of ["/", "/services/water-heater-services", "/contact"])
  test(`${path}: the rules written at the first screen's end style the rest of the page`, async ({
    tab,
  }) => {
    await tab.goto(path);
    const found = await tab.evaluate(markSheet);
    expect(found, "the mark's <style> is a stylesheet").not.toBeNull();
    expect(found?.rules).toBeGreaterThanOrEqual(found?.headRules ?? Infinity);
    expect(found?.footerNeedsIt).toBe(true);
    expect(found?.footerBack).toBe(true);
  });
