import { test } from "@playwright/test";

// What the two projects of playwright.config.ts share. The server sends a phone the same HTML
// as a desktop, so a check of the served HTML alone (with JavaScript off, or of a response's
// body) runs in the desktop project only: the phone project repeats what depends on the screen
// (layout, touch, the phone menu, the call bar, axe at that width).

/** For `test.skip(sameHtmlOnPhones, "…")`: true in the phone project. */
export const sameHtmlOnPhones = ({ isMobile }: { isMobile: boolean }) =>
  isMobile;

/**
 * First line of a test whose subject is what the server decides (a limit, a refusal, a retry,
 * a search rule), not what the screen shows: it runs in the desktop project only.
 */
export function serverRuleOnce() {
  test.skip(
    test.info().project.name === "phone",
    "the server answers every device alike",
  );
}
