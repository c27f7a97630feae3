import { functionCalls, storedRequests } from "../e2e/support/contact-function";
import { requestReference } from "../supabase/functions/_shared/request-reference";
import { expect, test } from "./support/fixtures";
import { byText, expectInPage, hydrated, sleep, type Tab } from "./support/tab";

// The request form in a service page's sticky aside, as e2e/sticky-form.spec.ts and
// request-form.spec.ts check it in Chromium: field errors, then both steps to the toast, with the
// real send-contact-form (e2e/support/contact-function.ts) receiving the request.

const PAGE = "/services/water-softener";
const form = "#request-service form";
const field = (name: string) => `${form} [name="${name}"]`;
/** The form's button, once enabled: the page arms Next when its code has run (a press before
 *  then would do nothing, as e2e/sticky-form.spec.ts also waits). */
const button = (text: string) =>
  `${byText("button", text, `//*[@id="request-service"]`)}[not(@disabled)]`;
/** The form's "Step n of 2" line. */
const step = (tab: Tab) =>
  expectInPage(
    tab,
    (css: string) => document.querySelector(css)?.textContent ?? "",
    [`${form} p[tabindex="-1"]`],
    "the step line",
  );

test("Next with empty fields shows each field's error and focuses the first", async ({
  tab,
}) => {
  await tab.goto(PAGE);
  // Reach for the form first (the last field, so the errors must move the focus) and let it
  // hydrate. A Next pressed while the island hydrates can post the page natively instead: the
  // loader stops holding submits before React has attached its own handler
  // (request-form-loader.tsx, armForm), a race this run caught in both engines under load.
  await tab.click(field("message"));
  await hydrated(tab, field("message"));
  await tab.click(button("Next"));
  await expectInPage(
    tab,
    (css: string) =>
      [...document.querySelectorAll(css)].map((alert) => alert.textContent),
    [`${form} [role="alert"]`],
  ).toEqual([
    "Name is required.",
    expect.stringMatching(/phone/i),
    expect.stringMatching(/.+/),
  ]);
  await expectInPage(tab, () =>
    document.activeElement?.getAttribute("name"),
  ).toBe("name");
  await expectInPage(
    tab,
    (css: string) => document.querySelector(css)?.getAttribute("aria-invalid"),
    [field("name")],
  ).toBe("true");
  await step(tab).toContain("Step 1 of 2");
});

test("both steps to the Request Submitted toast, with a chosen arrival window and the reference", async ({
  tab,
}) => {
  const name = `Pat Engines ${tab.engine} ${Date.now().toString(36)}`;
  await tab.goto(PAGE);
  await tab.type(field("name"), name);
  // Typing hydrates the form; its clock starts then.
  await hydrated(tab, field("name"));
  const hydratedAt = Date.now();
  await tab.type(field("phone"), "480-555-0187");
  await tab.type(field("message"), "The softener stopped regenerating.");
  await tab.click(button("Next"));
  await step(tab).toContain("Step 2 of 2");

  await tab.type(field("address"), "1234 East Main Street");
  await tab.type(field("city"), "Mesa");
  await tab.type(field("state"), "AZ");
  await tab.type(field("zipCode"), "85203");
  // The first offered window: a day and half-day like 2026-11-30:am.
  const chosen = await tab.evaluate(
    (css: string) =>
      document.querySelector<HTMLOptionElement>(css)?.value ?? "",
    [`${field("arrivalWindow")} optgroup option`],
  );
  expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2}:(am|pm)$/);
  await tab.select(field("arrivalWindow"), chosen);
  await expectInPage(
    tab,
    (css: string) => document.querySelector<HTMLSelectElement>(css)?.value,
    [field("arrivalWindow")],
  ).toBe(chosen);
  await tab.click(field("accountConsent"));

  // The server refuses a form sent within 3 s of hydrating (lib/contact/submission.ts).
  await sleep(4_000 - (Date.now() - hydratedAt));
  await tab.click(button("Submit"));
  const toast = expectInPage(
    tab,
    () =>
      [...document.querySelectorAll("[data-sonner-toast]")]
        .map((toast) => toast.textContent)
        .join(" | "),
    [],
    "the toast",
  );
  await toast.toContain("Request Submitted");
  await toast.toMatch(/Reference EVP-[2-9A-HJ-NP-Z]{5}/);
  await step(tab).toContain("Step 1 of 2");

  // The reference is the one of the request the function stored.
  const [row, ...more] = await storedRequests(name);
  expect(more).toEqual([]);
  await toast.toContain(`Reference ${requestReference(row!.id)}`);
  const calls = await functionCalls(name);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.body).toMatchObject({
    name,
    zipCode: "85203",
    arrivalWindow: chosen,
    accountConsent: true,
  });
});
