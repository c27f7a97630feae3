import { expect, test } from "@playwright/test";
import { business } from "../content/business";
import { resolvePath } from "./support/site-content";
import { hrefsOf, pageTypes } from "./support/site-pages";

// What a regulator or a carrier's reviewer checks first: the contractor license on the home
// page outside the footer (A.R.S. § 32-1124(B) and the Registrar's policy statement 2021.02),
// with the name it is issued to, and the privacy policy and SMS terms one click from every page
// and from both forms; the accessibility statement one click from every page.
//
// The test build is licensed (e2e/support/test-license.mjs: "E2E Plumbing Office LLC",
// "ROC 123456"), so the local run checks those words as written here, not as the module under
// test would compute them. A deployment shows its own variables (NEXT_PUBLIC_ROC_LICENSE,
// NEXT_PUBLIC_LICENSEE_NAME), read from this process's environment: set them to test real values.
const deployment = Boolean(process.env.PLAYWRIGHT_BASE_URL);
const roc = deployment ? business.rocLicenses.join(", ") : "ROC 123456";
const holder = deployment ? business.licenseeName : "E2E Plumbing Office LLC";
const license =
  roc && holder
    ? `${holder}, ${roc}`
    : `${holder ?? "License holder not set"}, ${roc || "ROC license number not set"} (preview)`;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`home shows the ROC license in the hero, above the fold, at ${viewport.width} px`, async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport });
    await page.goto("/");
    const line = page.getByTestId("hero-trust-line");
    await expect(line).toContainText(license);
    // The holder's name and the number side by side, not one of them alone.
    if (roc && holder) await expect(line).not.toContainText("(preview)");
    await expect(line).toBeInViewport();
    expect(
      await line.evaluate((el) => el.closest("footer") === null),
      "not only in the footer",
    ).toBe(true);
    // Body-size text, not small print.
    const size = await line.evaluate((el) =>
      parseFloat(getComputedStyle(el).fontSize),
    );
    expect(size).toBeGreaterThanOrEqual(16);
    await page.close();
  });
}

test("the footer names the license holder with the number", async ({
  page,
}) => {
  test.skip(
    !roc,
    "a deployment without NEXT_PUBLIC_ROC_LICENSE shows no license line",
  );
  await page.goto("/about");
  await expect(page.getByRole("contentinfo")).toContainText(
    holder
      ? `Licensed and insured in Arizona as ${holder}, ${roc}.`
      : `Licensed and insured in Arizona, ${roc}.`,
  );
});

test("every page type links the privacy policy, terms and accessibility statement from its footer", async ({
  request,
}) => {
  for (const { path: type, status = 200 } of pageTypes) {
    const path = await resolvePath(request, type);
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const html = await response.text();
    const footer = html.slice(html.lastIndexOf("<footer"));
    const links = hrefsOf(footer);
    expect(links, path).toContain("/privacy");
    expect(links, path).toContain("/terms");
    expect(links, path).toContain("/accessibility");
  }
});

test("both forms link the policies beside their consent boxes", async ({
  page,
}) => {
  // The island (after Next) and the form without JavaScript.
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Request Service" });
  await form.getByLabel("Full name", { exact: true }).fill("Pat Policy");
  await form.getByLabel("Phone", { exact: true }).fill("480-555-0187");
  await form.getByLabel("How can we help?", { exact: true }).fill("Leak.");
  await form.getByRole("button", { name: "Next" }).click();
  for (const form of [
    page.getByRole("form", { name: "Request Service" }),
    await (async () => {
      const plain = await page.context().newPage();
      await plain.goto("/contact/request");
      return plain.locator("form").filter({ has: plain.getByRole("checkbox") });
    })(),
  ]) {
    const consent = form.getByRole("group", { name: "Text messages" });
    await expect(
      consent.getByRole("link", { name: /Privacy Policy/ }),
    ).toHaveAttribute("href", "/privacy");
    await expect(
      consent.getByRole("link", { name: /SMS Terms/ }),
    ).toHaveAttribute("href", "/terms#sms");
  }
});

test("water through the ceiling or a leaking heater: what to do now is on the first screen of a phone", async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  for (const path of [
    "/services/pipe-leaks",
    "/services/pipe-leak-repairs",
    "/services/water-heater-services",
    "/services/tankless-water-heaters",
  ]) {
    await page.goto(path);
    const steps = page.getByTestId("stop-the-water");
    await expect(steps, path).toBeVisible();
    const box = await steps.boundingBox();
    expect(box && box.y + box.height, path).toBeLessThanOrEqual(844);
    await expect(steps.locator('a[href^="tel:"]'), path).toHaveCount(1);
  }
  await page.close();
});
