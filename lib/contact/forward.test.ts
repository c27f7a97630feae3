import type { ContactRequest } from "@/lib/contact-schema";
import { contactPayload, forwardContactRequest } from "@/lib/contact/forward";

const request: ContactRequest = {
  name: "Maria Lopez",
  phone: "(480) 555-0142",
  preferredContact: "text",
  message: "Water heater is leaking.",
  address: "1234 East Main Street",
  city: "Mesa",
  state: "AZ",
  zipCode: "85215-1234",
  marketingConsent: false,
  accountConsent: true,
};
const key = "9b2f4d2e-8a7c-4e1b-9f3a-2c6d8e0f1a2b";
const target = {
  url: "https://project.supabase.co/functions/v1/send-contact-form",
  anonKey: "anon-key",
  secret: "function-secret",
};

type Call = { url: string; init: RequestInit };

/** A fetch that answers with the given steps in order and records every call. */
function scriptedFetch(steps: Array<Response | Error | "hang">) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const step = steps[calls.length - 1] ?? new Response("{}");
    if (step === "hang") {
      // Like the real fetch: never settles unless the signal aborts.
      return new Promise((_, reject) =>
        init.signal?.addEventListener("abort", () =>
          reject(init.signal?.reason),
        ),
      );
    }
    if (step instanceof Error) throw step;
    return step;
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

const options = (fetchImpl: typeof fetch) => ({
  ...target,
  fetch: fetchImpl,
  timeoutMs: 50,
  retryDelayMs: 1,
});

describe("forwardContactRequest", () => {
  it("posts exactly the ten fields with the function's headers", async () => {
    const { calls, fetchImpl } = scriptedFetch([
      json(200, { success: true, id: 7 }),
    ]);
    const result = await forwardContactRequest(
      { ...request, extra: "dropped" } as ContactRequest,
      key,
      options(fetchImpl),
    );
    expect(result).toEqual({ ok: true, attempts: 1 });
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [Call];
    expect(url).toBe(target.url);
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({
      Authorization: "Bearer function-secret",
      apikey: "anon-key",
      "Content-Type": "application/json",
      "Idempotency-Key": key,
    });
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Maria Lopez",
      phone: "(480) 555-0142",
      city: "Mesa",
      message: "Water heater is leaking.",
      preferredContact: "text",
      address: "1234 East Main Street",
      state: "AZ",
      zipCode: "85215-1234",
      marketingConsent: false,
      accountConsent: true,
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("sends a consent's wording version and page with a ticked box, and neither without one", () => {
    const proof = { consentWording: "2026-12-11", page: "/contact" } as const;
    expect(contactPayload({ ...request, ...proof })).toMatchObject(proof);
    // Whom the words named: the site's own business name, never what the browser sent.
    expect(
      contactPayload({
        ...request,
        ...proof,
        consentBusinessName: "Someone Else Plumbing",
      }).consentBusinessName,
    ).toBe("Copper State Family Plumbing");
    const call = {
      ...request,
      ...proof,
      preferredContact: "call",
      accountConsent: false,
    } as const;
    expect(Object.keys(contactPayload(call))).not.toContain("consentWording");
    expect(Object.keys(contactPayload(call))).not.toContain("page");
    expect(Object.keys(contactPayload(call))).not.toContain(
      "consentBusinessName",
    );
  });

  it("says a Spanish request is Spanish, and leaves an English body as it always was", () => {
    expect(contactPayload({ ...request, language: "es" })).toMatchObject({
      language: "es",
    });
    expect(
      Object.keys(contactPayload({ ...request, language: "en" })),
    ).not.toContain("language");
    expect(Object.keys(contactPayload(request))).not.toContain("language");
  });

  it("gives up on a hanging function after the timeout and retries once", async () => {
    const { calls, fetchImpl } = scriptedFetch(["hang", "hang"]);
    const result = await forwardContactRequest(
      request,
      key,
      options(fetchImpl),
    );
    expect(result).toMatchObject({
      ok: false,
      attempts: 2,
      detail: "no answer within 50 ms",
    });
    expect(calls).toHaveLength(2);
  });

  it("succeeds when the retry after a timeout answers", async () => {
    const { calls, fetchImpl } = scriptedFetch([
      "hang",
      json(200, { success: true }),
    ]);
    const result = await forwardContactRequest(
      request,
      key,
      options(fetchImpl),
    );
    expect(result).toEqual({ ok: true, attempts: 2 });
    const keys = calls.map(
      (c) => (c.init.headers as Record<string, string>)["Idempotency-Key"],
    );
    expect(keys).toEqual([key, key]);
    expect(calls[0]!.init.body).toBe(calls[1]!.init.body);
  });

  it("retries a 5xx once with the same Idempotency-Key and reports the function's error", async () => {
    const { calls, fetchImpl } = scriptedFetch([
      json(503, { error: "database unavailable" }),
      json(500, { error: "still down" }),
    ]);
    const result = await forwardContactRequest(
      request,
      key,
      options(fetchImpl),
    );
    expect(result).toEqual({
      ok: false,
      attempts: 2,
      status: 500,
      detail: "still down",
    });
    const keys = calls.map(
      (c) => (c.init.headers as Record<string, string>)["Idempotency-Key"],
    );
    expect(keys).toEqual([key, key]);
  });

  it("retries a network error once", async () => {
    const { calls, fetchImpl } = scriptedFetch([
      new TypeError("fetch failed"),
      json(200, { success: true }),
    ]);
    expect(
      await forwardContactRequest(request, key, options(fetchImpl)),
    ).toEqual({
      ok: true,
      attempts: 2,
    });
    expect(calls).toHaveLength(2);
  });

  it("reports a network error that persists", async () => {
    const { fetchImpl } = scriptedFetch([
      new TypeError("fetch failed"),
      new TypeError("fetch failed"),
    ]);
    expect(
      await forwardContactRequest(request, key, options(fetchImpl)),
    ).toEqual({
      ok: false,
      attempts: 2,
      detail: "network error: fetch failed",
    });
  });

  it.each([400, 401, 403, 409, 422, 429])(
    "does not retry a %i",
    async (status) => {
      const { calls, fetchImpl } = scriptedFetch([
        json(status, { error: "nope" }),
        json(200, {}),
      ]);
      const result = await forwardContactRequest(
        request,
        key,
        options(fetchImpl),
      );
      expect(result).toEqual({
        ok: false,
        attempts: 1,
        status,
        detail: "nope",
      });
      expect(calls).toHaveLength(1);
    },
  );

  it("keeps a non-JSON error body for the log, cut to 500 characters", async () => {
    const { fetchImpl } = scriptedFetch([
      new Response("x".repeat(2_000), { status: 400 }),
    ]);
    const result = await forwardContactRequest(
      request,
      key,
      options(fetchImpl),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.detail).toHaveLength(500);
  });

  it("defaults to a timeout no longer than 10 s, so two attempts answer within ~15 s", async () => {
    const { calls, fetchImpl } = scriptedFetch([json(200, {})]);
    const spy = jest.spyOn(AbortSignal, "timeout");
    await forwardContactRequest(request, key, { ...target, fetch: fetchImpl });
    expect(calls).toHaveLength(1);
    const timeout = spy.mock.calls[0]![0];
    expect(timeout).toBeLessThanOrEqual(7_500);
    expect(timeout).toBeGreaterThanOrEqual(3_000);
    spy.mockRestore();
  });
});
