import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration";
import { CURRENT_CONSENT_WORDING } from "../supabase/functions/_shared/consent-wording";
import { functionCalls } from "./support/contact-function";

// Without JavaScript the two-step form cannot run: every placement's <noscript> note links to
// the one-page form (/contact/request), an ordinary HTML form that posts to the server action.
// These walk it as a visitor whose browser runs no scripts would.

test.use({ javaScriptEnabled: false });

const external = !!process.env.PLAYWRIGHT_BASE_URL;
/** A test that stores a request: never against a deployment (one skip, said once). */
const writes = () => test.skip(external, "submits data: local runs only");
const octet = () => Math.floor(Math.random() * 250) + 1;

test.beforeEach(async ({ page }) => {
  // Each test is its own client for the rate limiter.
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}`,
  });
});

/** The server refuses forms sent within 3 s of appearing; a person takes longer than that. */
async function waitLikeAPerson(page: Page, shownAt: number) {
  await page.waitForTimeout(Math.max(0, shownAt + 3_500 - Date.now()));
}

const serviceTexts = (page: Page) =>
  page.getByRole("checkbox", { name: /^Service texts:/ });
const marketingTexts = (page: Page) =>
  page.getByRole("checkbox", { name: /^Marketing texts:/ });

async function fillRequest(
  page: Page,
  name: string,
  { contact = "Text Message", consent = "service" } = {} as {
    contact?: "Text Message" | "Phone Call";
    consent?: "service" | "marketing" | "none";
  },
) {
  await page.getByLabel("Full name", { exact: true }).fill(name);
  await page.getByLabel("Phone", { exact: true }).fill("480-555-0187");
  await page.getByLabel("E-mail (optional)").fill("pat@example.com");
  await page.getByRole("radio", { name: contact }).check();
  await page
    .getByLabel("How can we help?", { exact: true })
    .fill("Kitchen sink drains slowly and gurgles.");
  await page.getByLabel("Street address", { exact: true }).fill("88 W Main St");
  await page.getByLabel("City", { exact: true }).fill("Mesa");
  await page.getByLabel("State", { exact: true }).fill("AZ");
  await page.getByLabel("ZIP code", { exact: true }).fill("85201");
  if (consent === "service") await serviceTexts(page).check();
  if (consent === "marketing") await marketingTexts(page).check();
}

test("a service page's form points a visitor without JavaScript to the one-page form, which sends a request with a window", async ({
  page,
}, testInfo) => {
  writes();
  await page.goto("/services/drain-cleaning");
  const link = page
    .getByRole("link", { name: "one-page request form" })
    .first();
  await link.click();
  await expect(page).toHaveURL(/\/contact\/request$/);
  const shownAt = Date.now();

  const name = `Pat plain ${testInfo.project.name} ${Date.now().toString(36)}`;
  await fillRequest(page, name);
  const select = page.getByLabel("Preferred arrival window (optional)");
  await expect(select).toHaveValue("first-available");
  const chosen = await select
    .locator("optgroup option")
    .first()
    .getAttribute("value");
  expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2}:(am|pm)$/);
  await select.selectOption(chosen!);
  await waitLikeAPerson(page, shownAt);
  await page.getByRole("button", { name: "Submit" }).click();

  const done = page.getByRole("status");
  await expect(done).toContainText("Request Submitted");
  await expect(done).toContainText(
    "We'll get back to you as soon as possible!",
  );
  await expect(done).toContainText(/Reference EVP-[2-9A-HJ-NP-Z]{5}/);
  await expect(done).toContainText("Arizona time");
  const calls = await functionCalls(name);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.body).toMatchObject({
    name,
    email: "pat@example.com",
    arrivalWindow: chosen,
    preferredContact: "text",
    zipCode: "85201",
    accountConsent: true,
    marketingConsent: false,
    // The consent record's proof: the words this page showed, and the page.
    consentWording: CURRENT_CONSENT_WORDING,
    page: "/contact/request",
  });
});

test("Text Message with the marketing box only: the service-texts box says what to do and has the focus, nothing is sent; ticked, it is sent", async ({
  page,
}, testInfo) => {
  writes();
  await page.goto("/contact/request");
  const shownAt = Date.now();
  const name = `Pat plain marketing ${testInfo.project.name} ${Date.now().toString(36)}`;
  await fillRequest(page, name, { consent: "marketing" });
  // Without JavaScript the words cannot follow the typing: they say which number they cover,
  // and name it once the page comes back (47 CFR 64.1200(f)(9): the consent names the number).
  await expect(marketingTexts(page)).toHaveAccessibleName(
    / at the phone number I enter in this form\. Consent is not/,
  );
  await waitLikeAPerson(page, shownAt);
  await page.getByRole("button", { name: "Submit" }).click();

  const box = serviceTexts(page);
  await expect(box).toBeFocused();
  await expect(box).toHaveAccessibleName(/ at 480-555-0187\.$/);
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toHaveAccessibleDescription(
    "To get replies by text, tick the service-texts box, or choose Phone Call.",
  );
  await expect(box).not.toBeChecked();
  await expect(marketingTexts(page)).toBeChecked();
  await expect(page.getByRole("radio", { name: "Text Message" })).toBeChecked();
  expect(await functionCalls(name)).toHaveLength(0);

  await box.check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status")).toContainText("Request Submitted");
  const calls = await functionCalls(name);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.body).toMatchObject({
    preferredContact: "text",
    accountConsent: true,
    marketingConsent: true,
  });
});

test("Phone Call with neither box ticked is sent, with no consent to keep", async ({
  page,
}, testInfo) => {
  writes();
  await page.goto("/contact/request");
  const shownAt = Date.now();
  const name = `Pat plain call ${testInfo.project.name} ${Date.now().toString(36)}`;
  await fillRequest(page, name, { contact: "Phone Call", consent: "none" });
  await waitLikeAPerson(page, shownAt);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status")).toContainText("Request Submitted");
  const calls = await functionCalls(name);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.body).toMatchObject({
    preferredContact: "call",
    accountConsent: false,
    marketingConsent: false,
  });
  expect(calls[0]?.body).not.toHaveProperty("consentWording");
});

test("bad input comes back with a message on each field and everything typed kept, and nothing is sent", async ({
  page,
}, testInfo) => {
  writes();
  await page.goto("/contact/request");
  const shownAt = Date.now();
  const name = `Pat plain bad ${testInfo.project.name} ${Date.now().toString(36)}`;
  await fillRequest(page, name);
  await page.getByLabel("E-mail (optional)").fill("pat@example");
  await page.getByLabel("ZIP code", { exact: true }).fill("852");
  await waitLikeAPerson(page, shownAt);
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(page.getByRole("alert").first()).toContainText(
    "Each one is marked below",
  );
  const email = page.getByLabel("E-mail (optional)");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveValue("pat@example");
  await expect(page.getByText("Enter a 5-digit ZIP code")).toBeVisible();
  await expect(page.getByLabel("Full name", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("How can we help?")).toHaveValue(
    "Kitchen sink drains slowly and gurgles.",
  );
  await expect(page.getByRole("radio", { name: "Text Message" })).toBeChecked();
  await expect(serviceTexts(page)).toBeChecked();
  expect(await functionCalls(name)).toHaveLength(0);

  // Fixed, the same page sends it.
  await email.fill("pat@example.com");
  await page.getByLabel("ZIP code", { exact: true }).fill("85201");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status")).toContainText("Request Submitted");
  expect(await functionCalls(name)).toHaveLength(1);
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });
  test("the one-page form works and has no axe violations, with errors showing", async ({
    page,
  }) => {
    await page.goto("/contact/request");
    // With JavaScript the consent's words name the number as it is typed.
    await waitForHydration(
      page.locator("form").filter({ has: serviceTexts(page) }),
    );
    await page.getByLabel("Phone", { exact: true }).fill("602-555-0111");
    await expect(serviceTexts(page)).toHaveAccessibleName(
      / at 602-555-0111\.$/,
    );
    await page.getByLabel("Phone", { exact: true }).fill("");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expect(page.getByLabel("Full name", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
