import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  test,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { business } from "../content/business";
import { CURRENT_CONSENT_WORDING } from "../supabase/functions/_shared/consent-wording";
import { requestReference } from "../supabase/functions/_shared/request-reference";
import {
  type Fault,
  functionCalls,
  FUNCTION_SECRET,
  sentMail,
  setFault,
  storedRequests,
  useUpAllowance,
} from "./support/contact-function";
import { desktopOnly } from "./support/projects";

// The two-step service-request form on /contact, found by its accessible name so the spec
// keeps working when the page around it changes. Tests that submit talk to the real
// send-contact-form on Deno (support/contact-function.ts) and are skipped against a deployment.

const external = !!process.env.PLAYWRIGHT_BASE_URL;
const writes = () => test.skip(external, "submits data: local runs only");

const step1 = {
  phone: "480-555-0187",
  message: "Water heater in the garage is leaking from the bottom.",
};
const step2 = {
  address: "1234 East Main Street",
  city: "Mesa",
  state: "Arizona",
  zipCode: "85203",
};

const requestForm = (page: Page) =>
  page.getByRole("form", { name: "Request Service" });
const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });
const octet = () => Math.floor(Math.random() * 250) + 1;

/** A name no other test uses: the function takes faults and records calls per name. */
function uniqueName(title: string, project: string) {
  const slug = title
    .replace(/[^a-z]+/gi, " ")
    .trim()
    .slice(0, 40);
  return `Pat ${slug} ${project} ${Date.now().toString(36)}`;
}

async function fillStep1(
  form: Locator,
  name: string,
  contact: "Text Message" | "Phone Call" = "Text Message",
) {
  await form.getByLabel("Full name", { exact: true }).fill(name);
  await form.getByLabel("Phone", { exact: true }).fill(step1.phone);
  await form.getByRole("radio", { name: contact }).check();
  await form
    .getByLabel("How can we help?", { exact: true })
    .fill(step1.message);
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByText("Step 2 of 2")).toBeVisible();
}

const serviceTexts = (form: Locator) =>
  form.getByRole("checkbox", { name: /^Service texts:/ });
const marketingTexts = (form: Locator) =>
  form.getByRole("checkbox", { name: /^Marketing texts:/ });

async function fillStep2(
  form: Locator,
  consent: "service" | "marketing" | "none" = "service",
) {
  await form.getByLabel("Street address", { exact: true }).fill(step2.address);
  await form.getByLabel("City", { exact: true }).fill(step2.city);
  await form.getByLabel("State", { exact: true }).fill(step2.state);
  await form.getByLabel("ZIP code", { exact: true }).fill(step2.zipCode);
  if (consent === "service") await serviceTexts(form).check();
  if (consent === "marketing") await marketingTexts(form).check();
}

/** Submit as a person would: the server refuses forms sent within 3 s of appearing. */
async function submit(page: Page) {
  await page.clock.fastForward(5_000);
  await requestForm(page).getByRole("button", { name: "Submit" }).click();
}

/**
 * Both steps filled under this test's own name and submitted while the function has `fault`:
 * what the server then does is the test's subject, so its tests run in the desktop project only
 * (their tag).
 */
async function submitWithFault(page: Page, testInfo: TestInfo, fault: Fault) {
  writes();
  const form = requestForm(page);
  const name = uniqueName(testInfo.title, testInfo.project.name);
  await setFault(name, fault);
  await fillStep1(form, name);
  await fillStep2(form);
  await submit(page);
  return { form, name };
}

/** One request stored under `name`, its reference in the success toast, one office e-mail. */
async function expectStoredOnce(page: Page, name: string) {
  const rows = await storedRequests(name);
  expect(rows).toHaveLength(1);
  await expect(toast(page, "Request Submitted")).toContainText(
    `Reference ${requestReference(rows[0]!.id)}`,
  );
  expect(await sentMail(rows[0]!.id)).toHaveLength(1);
}

/** This test's visitor address (x-forwarded-for, which the e2e server trusts). */
let visitorIp = "";

test.beforeEach(async ({ page }) => {
  // Each test is its own client for the rate limiter (5 per 10 minutes per IP).
  visitorIp = `10.${octet()}.${octet()}.${octet()}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitorIp });
  await page.clock.install();
  await page.goto("/contact");
});

test("walks both steps; Back keeps everything typed", async ({ page }) => {
  const form = requestForm(page);
  await expect(form.getByText("Step 1 of 2")).toBeVisible();
  for (const label of ["Full name", "Phone", "How can we help?"])
    await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
  await expect(form.getByLabel("Phone", { exact: true })).toHaveAttribute(
    "type",
    "tel",
  );
  await expect(form.getByLabel("Phone", { exact: true })).toHaveAttribute(
    "autocomplete",
    "tel",
  );
  await expect(form.getByRole("radio", { name: "Phone Call" })).toBeChecked();

  await fillStep1(form, "Pat Walker");
  await expect(form.getByText("Step 2 of 2")).toBeFocused();
  for (const label of ["Street address", "City", "State", "ZIP code"])
    await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
  const consents = form.getByRole("checkbox");
  await expect(consents).toHaveCount(2);
  for (const box of await consents.all()) {
    await expect(box).not.toBeChecked();
    const label = box.locator("xpath=ancestor::label");
    await expect(label).toContainText(business.name);
    // The number the consent covers, as typed on step 1 (47 CFR 64.1200(f)(9): written consent
    // names the number: docs/request-form.md).
    await expect(label).toContainText(`at ${step1.phone}.`);
  }
  // The box replies by text need comes first, and the step says it is the one to tick.
  await expect(consents.first()).toHaveAccessibleName(/^Service texts:/);
  await expect(form).toContainText(
    "To get replies by text, tick the service-texts box.",
  );
  // What carriers ask to see beside the boxes, with both policies a tab away (the form stays).
  const disclosure = form.getByTestId("sms-disclosure");
  await expect(disclosure).toContainText(
    "Message frequency varies. Message and data rates may apply. Reply STOP to opt out, HELP for help.",
  );
  for (const [name, href] of [
    ["Privacy Policy", "/privacy"],
    ["SMS Terms", "/terms#sms"],
  ] as const) {
    const link = disclosure.getByRole("link", { name });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
  }
  await form.getByLabel("City", { exact: true }).fill("Tempe");
  await form.getByRole("checkbox").first().check();

  await form.getByRole("button", { name: "Back" }).click();
  await expect(form.getByText("Step 1 of 2")).toBeVisible();
  await expect(form.getByLabel("Full name", { exact: true })).toHaveValue(
    "Pat Walker",
  );
  await expect(form.getByLabel("Phone", { exact: true })).toHaveValue(
    step1.phone,
  );
  await expect(
    form.getByLabel("How can we help?", { exact: true }),
  ).toHaveValue(step1.message);
  await expect(form.getByRole("radio", { name: "Text Message" })).toBeChecked();

  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByLabel("City", { exact: true })).toHaveValue("Tempe");
  await expect(form.getByRole("checkbox").first()).toBeChecked();
});

test("Next is blocked by errors and focus moves to the first one", async ({
  page,
}) => {
  const form = requestForm(page);
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByText("Step 1 of 2")).toBeVisible();
  const name = form.getByLabel("Full name", { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  const nameError = page.locator(
    `#${await name.getAttribute("aria-describedby")}`,
  );
  await expect(nameError).toHaveText("Name is required.");
  await expect(nameError).toHaveRole("alert");
  await expect(form.getByRole("alert")).toHaveCount(3);

  await name.fill("Pat Walker");
  await form.getByLabel("Phone", { exact: true }).fill("555-0142");
  await form
    .getByLabel("How can we help?", { exact: true })
    .fill("Toilet runs all night.");
  await form.getByRole("button", { name: "Next" }).click();
  const phone = form.getByLabel("Phone", { exact: true });
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(
    "Enter a 10-digit US phone number, like (480) 555-0142.",
  );
  await expect(name).not.toHaveAttribute("aria-invalid", "true");

  await phone.fill("(480) 555-0142");
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByText("Step 2 of 2")).toBeVisible();
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(
    form.getByLabel("Street address", { exact: true }),
  ).toBeFocused();
  await expect(form.getByRole("alert")).toHaveCount(4);
});

for (const consent of ["none", "marketing"] as const) {
  test(`Text Message with ${consent === "none" ? "no box" : "the marketing box only"}: nothing is sent, the service-texts box is focused`, async ({
    page,
  }, testInfo) => {
    const form = requestForm(page);
    const name = uniqueName(testInfo.title, testInfo.project.name);
    await fillStep1(form, name);
    await fillStep2(form, consent);
    await submit(page);
    const consentToast = toast(page, "Consent Required");
    await expect(consentToast).toContainText(
      "To get replies by text, tick the service-texts box, or choose Phone Call.",
    );
    await expect(serviceTexts(form)).toBeFocused();
    await expect(serviceTexts(form)).not.toBeChecked();
    await expect(form.getByText("Step 2 of 2")).toBeVisible();
    await expect(
      form.getByLabel("Street address", { exact: true }),
    ).toHaveValue(step2.address);
    if (!external) expect(await functionCalls(name)).toEqual([]);
  });
}

test("Phone Call with neither box ticked is sent, and the toast promises a call", async ({
  page,
}, testInfo) => {
  writes();
  const form = requestForm(page);
  const name = uniqueName(testInfo.title, testInfo.project.name);
  await fillStep1(form, name, "Phone Call");
  await fillStep2(form, "none");
  await submit(page);
  const sent = toast(page, "Request Submitted");
  await expect(sent).toContainText(/we'll call|call you/);
  await expect(sent).not.toContainText("text you");
  const calls = await functionCalls(name);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.body).toMatchObject({
    preferredContact: "call",
    marketingConsent: false,
    accountConsent: false,
  });
});

test("success: the function gets the ten fields and the consent's wording and page, the form resets", async ({
  page,
}, testInfo) => {
  writes();
  const form = requestForm(page);
  const name = uniqueName(testInfo.title, testInfo.project.name);
  await fillStep1(form, name);
  await fillStep2(form);
  await submit(page);

  const sent = toast(page, "Request Submitted");
  await expect(sent).toContainText(
    "We'll get back to you as soon as possible!",
  );
  // The visitor chose Text Message: the promise is a text, not a call.
  await expect(sent).toContainText(/text you/);
  await expect(sent).not.toContainText("call you");
  await expect(form.getByText("Step 1 of 2")).toBeVisible();
  for (const label of ["Full name", "Phone", "How can we help?"])
    await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
  await expect(form.getByRole("radio", { name: "Phone Call" })).toBeChecked();
  await form.getByLabel("Full name", { exact: true }).fill("Next Visitor");
  await form.getByLabel("Phone", { exact: true }).fill(step1.phone);
  await form
    .getByLabel("How can we help?", { exact: true })
    .fill("Another request.");
  await form.getByRole("button", { name: "Next" }).click();
  for (const label of ["Street address", "City", "State", "ZIP code"])
    await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
  for (const box of await form.getByRole("checkbox").all())
    await expect(box).not.toBeChecked();

  const calls = await functionCalls(name);
  expect(calls).toHaveLength(1);
  const [{ headers, body }] = calls as [(typeof calls)[number]];
  expect(body).toEqual({
    name,
    phone: step1.phone,
    city: step2.city,
    message: step1.message,
    preferredContact: "text",
    address: step2.address,
    state: "AZ",
    zipCode: step2.zipCode,
    marketingConsent: false,
    accountConsent: true,
    // What the consent record keeps: the words shown (consent-wording.ts), this page, and the
    // business name the words named, added by the site's server.
    consentWording: CURRENT_CONSENT_WORDING,
    page: "/contact",
    consentBusinessName: business.name,
  });
  expect(headers.authorization).toBe(`Bearer ${FUNCTION_SECRET}`);
  expect(headers.apikey).toBe("e2e-anon-key");
  expect(headers["content-type"]).toBe("application/json");
  // The visitor's address reaches the function only as a keyed hash (the shared rate limit).
  expect(headers["x-client-key"]).toMatch(/^[0-9a-f]{64}$/);
  expect(headers["idempotency-key"]).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );

  // Stored once by the function, under that key, the reference in the toast its own, and the
  // office e-mailed (no e-mail address given: no confirmation).
  const [row, ...more] = await storedRequests(name);
  expect(more).toEqual([]);
  expect(row).toMatchObject({
    idempotency_key: headers["idempotency-key"],
    phone: step1.phone,
    zip_code: step2.zipCode,
  });
  await expect(sent).toContainText(`Reference ${requestReference(row!.id)}`);
  const mail = await sentMail(row!.id);
  expect(mail.map((email) => email.idempotencyKey)).toEqual([
    `contact-request/${row!.id}`,
  ]);
  expect(mail[0]!.text).toContain(requestReference(row!.id));
});

test(
  "failure keeps the data; sending it again reuses the idempotency key",
  { tag: desktopOnly },
  async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    const { form, name } = await submitWithFault(page, testInfo, "fail");

    await expect(toast(page, "Something went wrong")).toContainText(
      "Please try again or call us directly.",
    );
    await expect(
      form.getByLabel("Street address", { exact: true }),
    ).toHaveValue(step2.address);
    await expect(form.getByLabel("ZIP code", { exact: true })).toHaveValue(
      step2.zipCode,
    );
    await expect(serviceTexts(form)).toBeChecked();
    expect(errors.join("\n")).toContain("Service request not accepted");
    const failed = await functionCalls(name);
    expect(failed).toHaveLength(2); // the server's own retry after a 500
    const key = failed[0]!.headers["idempotency-key"];
    expect(failed[1]!.headers["idempotency-key"]).toBe(key);

    await form.getByRole("button", { name: "Back" }).click();
    await expect(form.getByLabel("Full name", { exact: true })).toHaveValue(
      name,
    );
    await expect(
      form.getByLabel("How can we help?", { exact: true }),
    ).toHaveValue(step1.message);
    await form.getByRole("button", { name: "Next" }).click();

    await setFault(name, "record");
    await submit(page);
    await expect(toast(page, "Request Submitted")).toBeVisible();
    const all = await functionCalls(name);
    expect(all.map((call) => call.status)).toEqual([500, 500, 200]);
    expect(all[2]!.headers["idempotency-key"]).toBe(key);
    expect(await storedRequests(name)).toHaveLength(1);
  },
);

test(
  "past the limit all the site's instances share: the wait-or-call message, the data kept",
  { tag: desktopOnly },
  async ({ page }, testInfo) => {
    writes();
    const form = requestForm(page);
    const name = uniqueName(testInfo.title, testInfo.project.name);
    // Five requests through other instances of the site: this one's own limiter saw none.
    await useUpAllowance(visitorIp, name);
    await fillStep1(form, name);
    await fillStep2(form);
    await submit(page);

    await expect(toast(page, "Something went wrong")).toContainText(
      "You've sent several requests in the last few minutes.",
    );
    await expect(
      form.getByLabel("Street address", { exact: true }),
    ).toHaveValue(step2.address);
    await expect(form.getByLabel("ZIP code", { exact: true })).toHaveValue(
      step2.zipCode,
    );
    // A refusal is an answer: not retried, nothing stored; the function said when to come back.
    const calls = await functionCalls(name);
    expect(calls.map((call) => [call.status, call.retryAfter])).toEqual([
      [429, "600"],
    ]);
    expect(await storedRequests(name)).toEqual([]);
  },
);

test(
  "a hung backend: Submitting... while waiting, then the failure toast",
  { tag: desktopOnly },
  async ({ page }, testInfo) => {
    // It waits out the site's own deadline twice, on the server's clock, which no page clock
    // moves: 11 s on an idle machine (issue 54), a third of 60 s with room.
    test.setTimeout(60_000);
    const { form, name } = await submitWithFault(page, testInfo, "hang");

    const pending = form.getByRole("button", { name: "Submitting..." });
    await expect(pending).toBeDisabled();
    await expect(form.getByRole("button", { name: "Back" })).toBeDisabled();
    // Two attempts of CONTACT_FORWARD_TIMEOUT_MS (4 s here, 7 s by default) and the answer comes.
    await expect(toast(page, "Something went wrong")).toContainText(
      "Please try again or call us directly.",
      { timeout: 20_000 },
    );
    await expect(form.getByRole("button", { name: "Submit" })).toBeEnabled();
    await expect(form.getByLabel("City", { exact: true })).toHaveValue(
      step2.city,
    );
    expect(await functionCalls(name)).toHaveLength(2);
  },
);

test(
  "an answer lost on the way back: the site's retry gets the stored request, once",
  { tag: desktopOnly },
  async ({ page }, testInfo) => {
    // Stored, but the first answer comes after the site stopped waiting (4 s here).
    const { name } = await submitWithFault(page, testInfo, "lost-answer");

    const sent = toast(page, "Request Submitted");
    await expect(sent).toBeVisible({ timeout: 15_000 });
    const calls = await functionCalls(name);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers["idempotency-key"]).toBe(
      calls[0]!.headers["idempotency-key"],
    );
    // The office hears of it once (the second delivery finds it e-mailed).
    await expectStoredOnce(page, name);
  },
);

test(
  "a database too slow to answer: the visitor is told, and sending again gives the stored request",
  { tag: desktopOnly },
  async ({ page }, testInfo) => {
    const { form, name } = await submitWithFault(page, testInfo, "slow");

    await expect(toast(page, "Something went wrong")).toContainText(
      "Please try again or call us directly.",
      { timeout: 15_000 },
    );
    // 503 is retried once; the write the function gave up waiting for still lands.
    expect((await functionCalls(name)).map((call) => call.status)).toEqual([
      503, 503,
    ]);
    await expect.poll(() => storedRequests(name)).toHaveLength(1);
    await expect(form.getByLabel("ZIP code", { exact: true })).toHaveValue(
      step2.zipCode,
    );

    await setFault(name, "record");
    await submit(page);
    await expectStoredOnce(page, name);
  },
);

test(
  "a function that cannot read the request (400): not retried, the failure toast, the data kept",
  { tag: desktopOnly },
  async ({ page }, testInfo) => {
    // As a function deployed from another version would read this site's body.
    const { form, name } = await submitWithFault(page, testInfo, "reject");

    await expect(toast(page, "Something went wrong")).toContainText(
      "Please try again or call us directly.",
    );
    expect((await functionCalls(name)).map((call) => call.status)).toEqual([
      400,
    ]);
    expect(await storedRequests(name)).toEqual([]);
    await expect(
      form.getByLabel("Street address", { exact: true }),
    ).toHaveValue(step2.address);
    await form.getByRole("button", { name: "Back" }).click();
    await expect(form.getByLabel("Full name", { exact: true })).toHaveValue(
      name,
    );
  },
);

test(
  "a window gone by the function's clock (422) is refused on its field, and another one goes through",
  { tag: desktopOnly },
  async ({ page }, testInfo) => {
    writes();
    const form = requestForm(page);
    const name = uniqueName(testInfo.title, testInfo.project.name);
    // The site's clock still offers the window; the function's, a day ahead, no longer does.
    await setFault(name, "clock-ahead");
    await fillStep1(form, name);
    const select = form.getByLabel("Preferred arrival window (optional)");
    const first = await select
      .locator("optgroup option")
      .first()
      .getAttribute("value");
    await select.selectOption(first!);
    await fillStep2(form);
    await submit(page);

    await expect(
      form.getByText(
        /That arrival window (has already started|is no longer offered)/,
      ),
    ).toBeVisible();
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(
      form.getByLabel("Street address", { exact: true }),
    ).toHaveValue(step2.address);
    expect((await functionCalls(name)).map((call) => call.status)).toEqual([
      422,
    ]);
    expect(await storedRequests(name)).toEqual([]);

    await setFault(name, "record");
    await select.selectOption("first-available");
    await submit(page);
    await expect(toast(page, "Request Submitted")).toBeVisible();
    expect(await storedRequests(name)).toHaveLength(1);
  },
);

test(
  "bots are turned away: honeypot and instant submissions",
  { tag: desktopOnly },
  async ({ page }, testInfo) => {
    writes();
    const form = requestForm(page);
    const name = uniqueName(testInfo.title, testInfo.project.name);
    // Submitted in no time: with the clock stopped since the page loaded, faster than any person.
    const loadedAt = new Date("2026-03-02T09:00:00-07:00");
    await page.clock.setFixedTime(loadedAt);
    await page.reload();
    await fillStep1(form, name);
    await fillStep2(form);
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Something went wrong")).toContainText(
      "quicker than we expected",
    );
    // A bot that fills every input it finds, hidden ones included.
    await page
      .locator('input[name="company_website"]')
      .evaluate(
        (input: HTMLInputElement) => (input.value = "https://spam.example"),
      );
    await page.clock.setFixedTime(loadedAt.getTime() + 60_000);
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(
      toast(page, "Something went wrong").filter({
        hasText: "couldn't send this request. Please call us at",
      }),
    ).toBeVisible();
    expect(await functionCalls(name)).toEqual([]);
  },
);

test(
  "the action refuses replays from another origin or without one",
  { tag: desktopOnly },
  async ({ page }, testInfo) => {
    writes();
    const form = requestForm(page);
    const name = uniqueName(testInfo.title, testInfo.project.name);
    await fillStep1(form, name);
    await fillStep2(form);
    const actionRequest = page.waitForRequest(
      (r) => r.method() === "POST" && !!r.headers()["next-action"],
    );
    await submit(page);
    const original = await actionRequest;
    await expect(toast(page, "Request Submitted")).toBeVisible();
    expect(await functionCalls(name)).toHaveLength(1);

    const replay = (origin?: string) => {
      const headers: Record<string, string> = {
        "next-action": original.headers()["next-action"]!,
        "content-type": original.headers()["content-type"] ?? "text/plain",
        accept: "text/x-component",
        "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}`,
      };
      if (origin) headers.origin = origin;
      return page.request.post(original.url(), {
        headers,
        data: original.postData() ?? "",
      });
    };
    const crossOrigin = await replay("https://evil.example");
    expect(crossOrigin.status()).toBe(500);
    const noOrigin = await replay();
    expect(await noOrigin.text()).toContain("only be sent from our website");
    expect(await functionCalls(name)).toHaveLength(1);

    // The same replay from the site's own origin goes through, so the refusals above are real.
    const sameOrigin = await replay(new URL(original.url()).origin);
    expect(sameOrigin.status()).toBe(200);
    expect(await functionCalls(name)).toHaveLength(2);
  },
);

test("no axe violations on either step, errors showing", async ({ page }) => {
  const form = requestForm(page);
  const scan = async () =>
    (await new AxeBuilder({ page }).include("form").analyze()).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByRole("alert")).toHaveCount(3);
  expect(await scan()).toEqual([]);
  await fillStep1(form, "Pat Walker");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByRole("alert")).toHaveCount(4);
  expect(await scan()).toEqual([]);
});

test("a chosen window and the e-mail reach the function; the toast shows the reference", async ({
  page,
}, testInfo) => {
  writes();
  const form = requestForm(page);
  const name = uniqueName(testInfo.title, testInfo.project.name);
  // An address of its own: the function confirms to one address at most once a day.
  const email = `pat.${testInfo.project.name}.${Date.now().toString(36)}@example.com`;
  await form.getByLabel("E-mail (optional)").fill(email);
  await fillStep1(form, name);
  const select = form.getByLabel("Preferred arrival window (optional)");
  await expect(select).toHaveValue("first-available");
  const chosen = await select
    .locator("optgroup option")
    .first()
    .getAttribute("value");
  expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2}:(am|pm)$/);
  await select.selectOption(chosen!);
  await fillStep2(form);
  await submit(page);

  const done = toast(page, "Request Submitted");
  await expect(done).toContainText(
    "We'll get back to you as soon as possible!",
  );
  await expect(done).toContainText(/Reference EVP-[2-9A-HJ-NP-Z]{5}/);
  await expect(done).toContainText("Arizona time");
  const [call] = await functionCalls(name);
  expect(call?.body).toMatchObject({ email, arrivalWindow: chosen });
  // The function, licensed here, confirms to the customer with the same reference.
  const [row] = await storedRequests(name);
  await expect(done).toContainText(`Reference ${requestReference(row!.id)}`);
  const confirmation = (await sentMail(row!.id)).find(
    (email) => email.idempotencyKey === `customer-confirmation/${row!.id}`,
  );
  expect(confirmation?.to).toEqual([email]);
  expect(confirmation?.text).toContain(requestReference(row!.id));
});

test("a stale window is refused on its field, with everything typed kept", async ({
  page,
}, testInfo) => {
  writes();
  const form = requestForm(page);
  const name = uniqueName(testInfo.title, testInfo.project.name);
  await fillStep1(form, name);
  await fillStep2(form);
  // A window long past, as a page left open for weeks (or a tampered post) would send.
  await form
    .getByLabel("Preferred arrival window (optional)")
    .evaluate((select: HTMLSelectElement) => {
      const option = select.options[select.options.length - 1]!;
      option.value = "2026-01-05:am";
      select.value = option.value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
  await submit(page);

  await expect(
    form.getByText(
      /That arrival window (has already started|is no longer offered)/,
    ),
  ).toBeVisible();
  await expect(
    form.getByLabel("Preferred arrival window (optional)"),
  ).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Street address", { exact: true })).toHaveValue(
    step2.address,
  );
  expect(await functionCalls(name)).toHaveLength(0);
});
