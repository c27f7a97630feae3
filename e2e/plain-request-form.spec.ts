import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { doubleCalls } from "./support/function-double";

// Without JavaScript the two-step form cannot run: every placement's <noscript> note links to
// the one-page form (/contact/request), an ordinary HTML form that posts to the server action.
// These walk it as a visitor whose browser runs no scripts would.

test.use({ javaScriptEnabled: false });

const external = !!process.env.PLAYWRIGHT_BASE_URL;
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

async function fillRequest(page: Page, name: string) {
  await page.getByLabel("Full name", { exact: true }).fill(name);
  await page.getByLabel("Phone", { exact: true }).fill("480-555-0187");
  await page.getByLabel("E-mail (optional)").fill("pat@example.com");
  await page.getByRole("radio", { name: "Text Message" }).check();
  await page
    .getByLabel("How can we help?", { exact: true })
    .fill("Kitchen sink drains slowly and gurgles.");
  await page.getByLabel("Street address", { exact: true }).fill("88 W Main St");
  await page.getByLabel("City", { exact: true }).fill("Mesa");
  await page.getByLabel("State", { exact: true }).fill("AZ");
  await page.getByLabel("ZIP code", { exact: true }).fill("85201");
  await page
    .getByRole("checkbox", { name: /account and service text messages/ })
    .check();
}

test("a service page's form points a visitor without JavaScript to the one-page form, which sends a request with a window", async ({
  page,
}, testInfo) => {
  test.skip(external, "submits data: local runs only");
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
  const calls = await doubleCalls(name);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.body).toMatchObject({
    name,
    email: "pat@example.com",
    arrivalWindow: chosen,
    preferredContact: "text",
    zipCode: "85201",
    accountConsent: true,
    marketingConsent: false,
  });
});

test("bad input comes back with a message on each field and everything typed kept, and nothing is sent", async ({
  page,
}, testInfo) => {
  test.skip(external, "submits data: local runs only");
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
  await expect(
    page.getByRole("checkbox", { name: /account and service text messages/ }),
  ).toBeChecked();
  expect(await doubleCalls(name)).toHaveLength(0);

  // Fixed, the same page sends it.
  await email.fill("pat@example.com");
  await page.getByLabel("ZIP code", { exact: true }).fill("85201");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status")).toContainText("Request Submitted");
  expect(await doubleCalls(name)).toHaveLength(1);
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });
  test("the one-page form works and has no axe violations, with errors showing", async ({
    page,
  }) => {
    await page.goto("/contact/request");
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
