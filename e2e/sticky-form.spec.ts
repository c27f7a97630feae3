import { expect, test, type Locator, type Page } from "@playwright/test";
import { functionCalls } from "./support/contact-function";
import { desktopOnly, phoneOnly } from "./support/projects";

// The request form in the sticky column of service, area and city pages
// (components/sections/with-aside.tsx). On a laptop screen, once the visitor has scrolled into
// the text and the form is stuck, Next and Submit stay on screen: the card is never taller than
// the viewport below the header, scrolls inside itself, and pins its buttons. Submissions go to
// the real function, as in request-form.spec.ts, and are skipped against a deployment.

const external = !!process.env.PLAYWRIGHT_BASE_URL;
/** The aside's sticky offset (lg:top-36), below the 124 px header. */
const STUCK_AT = 144;

const pages = [
  { kind: "service", path: "/services/water-heater-services" },
  { kind: "area", path: "/service-areas/mesa" },
];
const laptops = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
];

const aside = (page: Page) => page.locator("#request-service");
const stickyForm = (page: Page) => aside(page).getByRole("form");
const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });
const octet = () => Math.floor(Math.random() * 250) + 1;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

/** Open a page as a new visitor with its own rate-limit bucket, once the form can be used. */
async function open(page: Page, path: string) {
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}`,
  });
  await page.clock.install();
  await page.goto(path);
  await expect(
    stickyForm(page).getByRole("button", { name: "Next" }),
  ).toBeEnabled();
}

/** Scroll a third of the way into the text, where the form is stuck below the header. Retried
 *  because the layout's scroll-to-top may run once more as the page hydrates. */
async function scrollIntoText(page: Page) {
  const text = await box(page.getByTestId("page-copy"));
  await expect(async () => {
    await page.evaluate((y) => window.scrollTo(0, y), text.y + text.height / 3);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    await expectStuck(page);
  }).toPass();
}

async function expectStuck(page: Page) {
  expect(Math.abs((await box(aside(page))).y - STUCK_AT)).toBeLessThan(1);
}

/** On screen in full: inside the window, and not clipped by the card's own scrolling. */
async function expectInView(page: Page, control: Locator) {
  const { y, height } = await box(control);
  expect(y).toBeGreaterThanOrEqual(STUCK_AT);
  expect(y + height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await expect(control).toBeInViewport({ ratio: 1 });
}

for (const { kind, path } of pages) {
  for (const { width, height } of laptops) {
    test(
      `${kind} page at ${width}×${height}: a full request with Next and Submit on screen while the form is stuck`,
      { tag: desktopOnly },
      async ({ page }) => {
        test.skip(external, "submits data: local runs only");
        await page.setViewportSize({ width, height });
        await open(page, path);
        await scrollIntoText(page);
        const form = stickyForm(page);
        const name = `Pat Sticky ${kind} ${width} ${Date.now().toString(36)}`;

        await form.getByLabel("Full name", { exact: true }).fill(name);
        await form.getByLabel("Phone", { exact: true }).fill("480-555-0187");
        await form
          .getByLabel("How can we help?", { exact: true })
          .fill("The kitchen sink drains slowly and gurgles.");
        const next = form.getByRole("button", { name: "Next" });
        await expectInView(page, next);
        await next.click();
        await expect(form.getByText("Step 2 of 2")).toBeFocused();

        await expectStuck(page);
        const submit = form.getByRole("button", { name: "Submit" });
        await expectInView(page, submit);
        await form
          .getByLabel("Street address", { exact: true })
          .fill("1234 East Main Street");
        await form.getByLabel("City", { exact: true }).fill("Mesa");
        await form.getByLabel("State", { exact: true }).fill("AZ");
        await form.getByLabel("ZIP code", { exact: true }).fill("85203");
        // The consents may sit below the card's fold: ticking one scrolls the card, not the page.
        await form.getByRole("checkbox", { name: /^Service texts:/ }).check();
        await expectStuck(page);
        await expectInView(page, submit);

        // The server refuses a form sent within 3 s of appearing.
        await page.clock.fastForward(5_000);
        await submit.click();
        await expect(toast(page, "Request Submitted")).toBeVisible();
        await expect(form.getByText("Step 1 of 2")).toBeVisible();
        const calls = await functionCalls(name);
        expect(calls).toHaveLength(1);
        expect(calls[0]?.body).toMatchObject({
          name,
          city: "Mesa",
          zipCode: "85203",
          accountConsent: true,
        });
      },
    );
  }
}

test(
  "a short laptop (1280×720): every control is reached by Tab and none hides behind the pinned buttons",
  { tag: desktopOnly },
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await open(page, "/water-heater-installation-mesa-az");
    await scrollIntoText(page);
    const form = stickyForm(page);
    await form.getByLabel("Full name", { exact: true }).fill("Pat Keyboard");
    await form.getByLabel("Phone", { exact: true }).fill("480-555-0187");
    await form
      .getByLabel("How can we help?", { exact: true })
      .fill("No hot water since this morning.");
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByText("Step 2 of 2")).toBeFocused();

    const submit = form.getByRole("button", { name: "Submit" });
    const seen: string[] = [];
    for (let i = 0; i < 14 && !seen.includes("Submit"); i++) {
      await page.keyboard.press("Tab");
      // Each focused control is inside the card's visible part and, unless it is one of the
      // pinned buttons, above them.
      const where = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const card = focused.closest("[data-track-area]")!;
        const footer = [...card.querySelectorAll("button")].find(
          (b) => b.textContent === "Submit",
        )!.parentElement!;
        const r = focused.getBoundingClientRect();
        const c = card.getBoundingClientRect();
        const f = footer.getBoundingClientRect();
        const pinned = footer.contains(focused);
        return {
          label:
            // A <select>'s text is all its options; its name says which it is.
            (focused instanceof HTMLSelectElement ? focused.name : "") ||
            focused.textContent?.trim() ||
            focused.getAttribute("autocomplete") ||
            focused.getAttribute("type") ||
            "",
          visible:
            r.top >= c.top &&
            r.bottom <= (pinned ? c.bottom : f.top) &&
            r.bottom <= window.innerHeight,
        };
      });
      seen.push(where.label);
      expect(where.visible, `${where.label} in view`).toBe(true);
    }
    expect(seen).toEqual([
      "address-line1",
      "address-level2",
      "address-level1",
      "postal-code",
      "arrivalWindow",
      "checkbox",
      "checkbox",
      "Privacy Policy (opens in a new tab)",
      "SMS Terms (opens in a new tab)",
      "Back",
      "Submit",
    ]);
    await expect(submit).toBeFocused();
    await expectStuck(page);
  },
);

test(
  "room for the fields to come: 200 px more on each step still leaves Next and Submit on screen",
  { tag: desktopOnly },
  async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await open(page, "/service-areas/mesa");
    await scrollIntoText(page);
    const form = stickyForm(page);
    // Stands in for a taller step (an e-mail field, an arrival window and its hint) without
    // changing the form: a margin on the step's first field.
    const grow = (label: string) =>
      form
        .getByLabel(label, { exact: true })
        .evaluate((input) => (input.parentElement!.style.marginTop = "200px"));

    await grow("Full name");
    await form.getByLabel("Full name", { exact: true }).fill("Pat Roomy");
    await form.getByLabel("Phone", { exact: true }).fill("480-555-0187");
    await form
      .getByLabel("How can we help?", { exact: true })
      .fill("Water softener keeps regenerating.");
    await expectInView(page, form.getByRole("button", { name: "Next" }));
    await form.getByRole("button", { name: "Next" }).click();
    await grow("Street address");
    await expectStuck(page);
    await expectInView(page, form.getByRole("button", { name: "Submit" }));
  },
);

test(
  "on a phone the form follows the text at its full height, not stuck and with no scroll of its own",
  { tag: phoneOnly },
  async ({ page }) => {
    await page.goto("/services/water-heater-services");
    const card = aside(page).locator("[data-track-area]");
    const layout = await card.evaluate((el) => ({
      position: getComputedStyle(el.parentElement!).position,
      maxHeight: getComputedStyle(el).maxHeight,
      overflowY: getComputedStyle(el).overflowY,
    }));
    expect(layout).toEqual({
      position: "static",
      maxHeight: "none",
      overflowY: "visible",
    });
    const text = await box(page.getByTestId("page-copy"));
    expect((await box(card)).y).toBeGreaterThanOrEqual(
      text.y + text.height - 1,
    );
  },
);
