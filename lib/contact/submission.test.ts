import { randomUUID } from "node:crypto";
import type { ContactRequest } from "@/lib/contact-schema";
import type { Delivery } from "@/lib/contact/deliver";
import { contactMessages } from "@/lib/contact/messages";
import { createRateLimiter } from "@/lib/contact/rate-limit";
import {
  createFormLimiter,
  handleSubmission,
  MIN_FILL_MS,
  RATE_LIMIT,
  type SubmissionDeps,
} from "@/lib/contact/submission";

const values = {
  name: "Maria Lopez",
  phone: "480-555-0142",
  preferredContact: "call",
  message: "Kitchen faucet drips all night.",
  address: "1234 East Main Street",
  city: "Gilbert",
  state: "arizona",
  zipCode: "85234",
  marketingConsent: true,
  accountConsent: false,
  // What the island sends with a ticked box: the wording it showed, and its page.
  consentWording: "2026-12-11",
  page: "/contact",
};
const key = "0f8fad5b-d9cb-469f-a165-70867728950e";
const submission = {
  values,
  honeypot: "",
  elapsedMs: 12_000,
  idempotencyKey: key,
};
const context = { ip: "203.0.113.9", sameOrigin: true };
/** The same submission under a key of its own: another request, not a retry. */
const fresh = () => ({ ...submission, idempotencyKey: randomUUID() });

function setup() {
  const delivered: Array<{ request: ContactRequest; key: string }> = [];
  const warnings: string[] = [];
  const deps: SubmissionDeps = {
    limiter: createRateLimiter(RATE_LIMIT),
    deliver: async (
      request: ContactRequest,
      idempotencyKey: string,
    ): Promise<Delivery> => {
      delivered.push({ request, key: idempotencyKey });
      return "delivered";
    },
    log: { warn: (message: string) => void warnings.push(message) },
  };
  return { delivered, warnings, deps };
}

describe("handleSubmission", () => {
  it("delivers the validated, normalised ten fields with the client's key", async () => {
    const { delivered, deps } = setup();
    expect(await handleSubmission(submission, context, deps)).toMatchObject({
      ok: true,
    });
    expect(delivered).toEqual([{ request: { ...values, state: "AZ" }, key }]);
  });

  it("makes its own key when the browser sent none", async () => {
    const { delivered, deps } = setup();
    const withoutKey: Record<string, unknown> = { ...submission };
    delete withoutKey.idempotencyKey;
    expect(await handleSubmission(withoutKey, context, deps)).toMatchObject({
      ok: true,
    });
    expect(delivered[0]!.key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it("tells the visitor to try again or call when delivery fails", async () => {
    const { deps } = setup();
    deps.deliver = async () => "failed";
    expect(await handleSubmission(submission, context, deps)).toEqual({
      ok: false,
      error: "Please try again or call us directly.",
    });
  });

  it("shows the rate-limit message when the limit shared by all instances refuses", async () => {
    const { warnings, deps } = setup();
    const addresses: string[] = [];
    deps.deliver = async (_request, _key, clientIp) => {
      addresses.push(clientIp);
      return "rate-limited";
    };
    expect(await handleSubmission(submission, context, deps)).toEqual({
      ok: false,
      error: contactMessages.rateLimited,
    });
    expect(addresses).toEqual([context.ip]);
    expect(warnings).toEqual(["[contact] refused (shared rate limit)"]);
  });

  it("puts the function's refusal of the arrival window on that field", async () => {
    const { warnings, deps } = setup();
    const message =
      "That arrival window has already started. Choose a later window or First available.";
    deps.deliver = async () => ({ windowRefused: message });
    expect(await handleSubmission(submission, context, deps)).toEqual({
      ok: false,
      error: message,
      fieldErrors: { arrivalWindow: message },
    });
    expect(warnings).toEqual([
      "[contact] refused (arrival window, on the function's clock)",
    ]);
  });

  it("logs why a request was refused, never the visitor's address", async () => {
    const { warnings, deps } = setup();
    const visitor = { ip: "2001:db8:4a1:7::/64", sameOrigin: true };
    const refusals = [
      [submission, { ...visitor, sameOrigin: false }],
      [null, visitor],
      [{ ...fresh(), honeypot: "bot" }, visitor],
      [{ ...fresh(), elapsedMs: 10 }, visitor],
      [{ ...fresh(), values: { ...values, phone: "12" } }, visitor],
    ] as const;
    for (const [input, where] of refusals)
      expect(await handleSubmission(input, where, deps)).toMatchObject({
        ok: false,
      });
    // Past the visitor's limit: the sixth request of the window.
    for (let i = 0; i <= RATE_LIMIT.limit; i++)
      await handleSubmission(fresh(), visitor, deps);
    expect(warnings).toHaveLength(refusals.length + 1);
    expect(warnings.at(-1)).toBe("[contact] refused (rate limit)");
    for (const warning of warnings) expect(warning).not.toMatch(/2001|db8/);
  });

  it("refuses a request from another origin (or none)", async () => {
    const { delivered, warnings, deps } = setup();
    const result = await handleSubmission(
      submission,
      { ...context, sameOrigin: false },
      deps,
    );
    expect(result).toEqual({ ok: false, error: contactMessages.crossOrigin });
    expect(delivered).toEqual([]);
    expect(warnings).toEqual(["[contact] refused (origin)"]);
  });

  it("refuses a filled honeypot", async () => {
    const { delivered, deps } = setup();
    const result = await handleSubmission(
      { ...submission, honeypot: "https://spam.example" },
      context,
      deps,
    );
    expect(result).toEqual({ ok: false, error: contactMessages.honeypot });
    expect(result.ok === false && result.error).toMatch(
      /call us at \(\d{3}\) \d{3}-\d{4}/,
    );
    expect(delivered).toEqual([]);
  });

  it(`refuses a form sent less than ${MIN_FILL_MS} ms after it appeared`, async () => {
    const { delivered, deps } = setup();
    for (const elapsedMs of [0, 800, MIN_FILL_MS - 1]) {
      expect(
        await handleSubmission({ ...submission, elapsedMs }, context, deps),
      ).toEqual({
        ok: false,
        error: contactMessages.tooFast,
      });
    }
    expect(delivered).toEqual([]);
    expect(
      await handleSubmission(
        { ...submission, elapsedMs: MIN_FILL_MS },
        context,
        deps,
      ),
    ).toMatchObject({ ok: true });
  });

  it("sends a phone-call request with neither text box ticked", async () => {
    const { delivered, deps } = setup();
    const result = await handleSubmission(
      {
        ...submission,
        values: {
          ...values,
          preferredContact: "call",
          marketingConsent: false,
          accountConsent: false,
        },
      },
      context,
      deps,
    );
    expect(result).toMatchObject({ ok: true });
    expect(delivered).toHaveLength(1);
  });

  it.each([
    ["neither box", false],
    ["the marketing box only", true],
  ])(
    "refuses a text-message request with %s: replies by text need the service-texts box",
    async (_, marketingConsent) => {
      const { delivered, deps } = setup();
      const result = await handleSubmission(
        {
          ...submission,
          values: {
            ...values,
            preferredContact: "text",
            marketingConsent,
            accountConsent: false,
          },
        },
        context,
        deps,
      );
      expect(result).toEqual({
        ok: false,
        error:
          "To get replies by text, tick the service-texts box, or choose Phone Call.",
      });
      expect(delivered).toEqual([]);
    },
  );

  it("sends a text-message request with the service-texts box, with its wording and page", async () => {
    const { delivered, deps } = setup();
    const result = await handleSubmission(
      {
        ...submission,
        values: {
          ...values,
          preferredContact: "text",
          marketingConsent: false,
          accountConsent: true,
        },
      },
      context,
      deps,
    );
    expect(result).toMatchObject({ ok: true });
    expect(delivered[0]?.request).toMatchObject({
      accountConsent: true,
      consentWording: "2026-12-11",
      page: "/contact",
    });
  });

  it.each([
    ["no wording", { consentWording: undefined }],
    ["an unknown wording", { consentWording: "2020-01-01" }],
    ["another site as the page", { page: "//evil.example/contact" }],
  ])("refuses a ticked box with %s, and sends nothing", async (_, change) => {
    const { delivered, deps } = setup();
    const result = await handleSubmission(
      { ...submission, values: { ...values, ...change } },
      context,
      deps,
    );
    expect(result.ok).toBe(false);
    expect(delivered).toEqual([]);
  });

  it.each([
    ["no envelope", null],
    ["a string", "name=Maria"],
    ["values missing", { ...submission, values: undefined }],
    ["a text elapsedMs", { ...submission, elapsedMs: "99999" }],
    ["a negative elapsedMs", { ...submission, elapsedMs: -5 }],
    ["an infinite elapsedMs", { ...submission, elapsedMs: Infinity }],
    [
      "an invalid key",
      { ...submission, idempotencyKey: "'; drop table contact_requests; --" },
    ],
    ["a huge honeypot", { ...submission, honeypot: "x".repeat(5_000) }],
    [
      "consent as text",
      { ...submission, values: { ...values, marketingConsent: "yes" } },
    ],
    [
      "an unknown contact method",
      { ...submission, values: { ...values, preferredContact: "email" } },
    ],
    [
      "a 20 000-character message",
      { ...submission, values: { ...values, message: "a".repeat(20_000) } },
    ],
    [
      "an object for a name",
      { ...submission, values: { ...values, name: { $ne: "" } } },
    ],
    ["an array of values", { ...submission, values: [values] }],
  ])("refuses a tampered submission: %s", async (_, input) => {
    const { delivered, deps } = setup();
    const result = await handleSubmission(input, context, deps);
    expect(result).toEqual({
      ok: false,
      error: expect.stringContaining(contactMessages.invalid),
    });
    expect(delivered).toEqual([]);
  });

  it("names the field when a control character got past the form", async () => {
    const { delivered, deps } = setup();
    const result = await handleSubmission(
      { ...submission, values: { ...values, message: "Leak\u0000ing" } },
      context,
      deps,
    );
    expect(result).toEqual({
      ok: false,
      error: `Message contains a hidden control character. Please retype it. ${contactMessages.invalid}`,
    });
    expect(delivered).toEqual([]);
  });

  it("forwards only the ten seed fields when extra ones are smuggled in", async () => {
    const { delivered, deps } = setup();
    const hostile = {
      ...submission,
      values: {
        ...values,
        // Not "email": the schema knows that one now (optional, issue 26).
        website: "https://spam.example.com",
        id: 1,
        created_at: "2001-01-01",
        status: "spam",
      },
      isAdmin: true,
    };
    expect(await handleSubmission(hostile, context, deps)).toMatchObject({
      ok: true,
    });
    expect(Object.keys(delivered[0]!.request).sort()).toEqual(
      Object.keys(values).sort(),
    );
  });

  it("forwards at most 5 of a burst of 30 from one client, and still serves another", async () => {
    const { delivered, deps } = setup();
    const results = [];
    for (let i = 0; i < 30; i++)
      results.push(await handleSubmission(fresh(), context, deps));
    expect(delivered).toHaveLength(5);
    expect(delivered.length).toBeLessThanOrEqual(10);
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.at(-1)).toEqual({
      ok: false,
      error: contactMessages.rateLimited,
    });
    expect(
      await handleSubmission(
        submission,
        { ...context, ip: "198.51.100.2" },
        deps,
      ),
    ).toMatchObject({ ok: true });
  });

  it("charges only submissions that passed validation, like the function's shared limit", async () => {
    const { delivered, warnings, deps } = setup();
    const refused = [
      { ...fresh(), honeypot: "spam" },
      { ...fresh(), elapsedMs: 500 },
      { ...fresh(), values: { ...values, zipCode: "8523" } },
      {
        ...fresh(),
        values: {
          ...values,
          preferredContact: "text",
          accountConsent: false,
          marketingConsent: false,
        },
      },
      { ...fresh(), values: { ...values, phone: "555" } },
      { ...fresh(), values: { ...values, phone: "555" } },
    ];
    for (const attempt of refused)
      expect((await handleSubmission(attempt, context, deps)).ok).toBe(false);
    expect(warnings.some((w) => w.includes("rate limit"))).toBe(false);

    // The visitor corrected the form: their five requests are all still theirs.
    const results = [];
    for (let i = 0; i < 6; i++)
      results.push(await handleSubmission(fresh(), context, deps));
    expect(results.map((r) => r.ok)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(delivered).toHaveLength(5);
  });

  it("charges a submission once for three deliveries with the same key, then like a new one", async () => {
    const { delivered, deps } = setup();
    // The visitor presses Submit again after "Please try again": same key each time.
    for (let i = 0; i < 3; i++)
      expect(await handleSubmission(submission, context, deps)).toMatchObject({
        ok: true,
      });
    expect(new Set(delivered.map((d) => d.key))).toEqual(new Set([key]));

    const others = [];
    for (let i = 0; i < 5; i++)
      others.push((await handleSubmission(fresh(), context, deps)).ok);
    expect(others).toEqual([true, true, true, true, false]);
    // A fourth delivery of the counted request is a request like any other: over the limit.
    expect(await handleSubmission(submission, context, deps)).toMatchObject({
      ok: false,
      error: contactMessages.rateLimited,
    });
  });
});

describe("handleSubmission's field errors (e-mail and arrival window)", () => {
  // Monday, Nov 30 2026, 9:00 am in Arizona (UTC-7).
  const monday9am = () => new Date("2026-11-30T16:00:00Z");

  it("answers a malformed e-mail on its field and forwards nothing", async () => {
    const { delivered, deps } = setup();
    const result = await handleSubmission(
      { ...fresh(), values: { ...values, email: "maria@@example" } },
      context,
      { ...deps, now: monday9am },
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        email:
          "Enter an e-mail address like name@example.com, or leave it empty.",
      },
    });
    expect(delivered).toEqual([]);
  });

  it.each([
    ["2026-11-30:am", "already started"],
    ["2026-11-23:pm", "already started"],
    ["2026-12-06:am", "no longer offered"], // a Sunday
    ["2027-03-01:am", "no longer offered"], // past the five business days
  ])("refuses the window %s (%s) on its field", async (window, words) => {
    const { delivered, deps } = setup();
    const result = await handleSubmission(
      { ...fresh(), values: { ...values, arrivalWindow: window } },
      context,
      { ...deps, now: monday9am },
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fieldErrors?.arrivalWindow).toContain(words);
    expect(delivered).toEqual([]);
  });

  it("forwards an offered window and the e-mail, and says when the office calls", async () => {
    const { delivered, deps } = setup();
    const result = await handleSubmission(
      {
        ...fresh(),
        values: {
          ...values,
          email: "maria@example.com",
          arrivalWindow: "2026-11-30:pm",
        },
      },
      context,
      { ...deps, now: monday9am },
    );
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.next[0]).toMatch(/Arizona time/);
    expect(delivered[0]?.request).toMatchObject({
      email: "maria@example.com",
      arrivalWindow: "2026-11-30:pm",
    });
  });
});

describe("the form's limiter (createFormLimiter)", () => {
  it("a client the server cannot tell apart does not close the form with 5 requests", async () => {
    const { delivered, deps } = setup();
    deps.limiter = createFormLimiter(() => 0);
    const untrusted = { ...context, ip: "untrusted" };
    const results = [];
    for (let n = 0; n < 101; n++)
      results.push((await handleSubmission(fresh(), untrusted, deps)).ok);
    // 100 in 10 minutes, 20 visitors' allowances, before the shared bucket refuses.
    expect(results.filter(Boolean)).toHaveLength(100);
    expect(results.at(-1)).toBe(false);
    expect(delivered).toHaveLength(100);
  });

  it("still gives a known visitor 5 per 10 minutes, an IPv6 visitor per /64", async () => {
    const { deps } = setup();
    deps.limiter = createFormLimiter(() => 0);
    const results = [];
    for (let n = 1; n <= 6; n++)
      results.push(
        (
          await handleSubmission(
            fresh(),
            { ...context, ip: "2001:db8:1:2::/64" },
            deps,
          )
        ).ok,
      );
    expect(results).toEqual([true, true, true, true, true, false]);
  });
});

describe("handleSubmission for a Spanish page (issue 57)", () => {
  const spanish = { ...values, language: "es" };

  it("refuses in Spanish, and sends the request marked Spanish with the promise in Spanish", async () => {
    const { delivered, deps } = setup();
    expect(
      await handleSubmission(
        { ...submission, values: spanish, elapsedMs: 500 },
        context,
        deps,
      ),
    ).toEqual({
      ok: false,
      error:
        "Fue más rápido de lo que esperábamos. Espere unos segundos y vuelva a enviarlo.",
    });
    expect(
      await handleSubmission(
        {
          ...fresh(),
          values: {
            ...spanish,
            preferredContact: "text",
            accountConsent: false,
          },
        },
        context,
        deps,
      ),
    ).toMatchObject({
      ok: false,
      error: expect.stringMatching(
        /^Para recibir respuestas por mensaje de texto/,
      ),
    });
    const sent = await handleSubmission(
      { ...fresh(), values: spanish },
      context,
      { ...deps, now: () => new Date("2026-12-01T03:00:00Z") },
    );
    expect(sent).toMatchObject({
      ok: true,
      next: [
        "Abrimos a las 7 a.m. el martes, hora de Arizona, y le llamaremos entonces.",
        expect.stringMatching(/^¿El agua no para\?/),
      ],
    });
    expect(delivered.map(({ request }) => request.language)).toEqual(["es"]);
  });

  it("puts the function's refusal of the window on that field in Spanish", async () => {
    const { deps } = setup();
    // The function answers in English (deliver.ts reads its message); the visitor reads Spanish.
    deps.deliver = async () => ({
      windowRefused:
        "That arrival window has already started. Choose a later window or First available.",
    });
    const window = await handleSubmission(
      { ...fresh(), values: spanish },
      context,
      { ...deps, now: () => new Date("2026-12-01T03:00:00Z") },
    );
    expect(window).toMatchObject({
      ok: false,
      fieldErrors: {
        arrivalWindow:
          "Ese horario de llegada ya empezó. Elija un horario más tarde o Primer horario disponible.",
      },
    });
  });
});
