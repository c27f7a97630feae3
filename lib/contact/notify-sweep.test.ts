import type { Backend } from "@/lib/contact/deliver";
import { handleNotifySweep, sweepUrl } from "@/lib/contact/notify-sweep";

// The cron route's decisions: who may call it, where it sends the sweep, what it answers.

const FUNCTION_URL = "https://abcd.supabase.co/functions/v1/send-contact-form";
const functionBackend: Backend = {
  mode: "function",
  target: { url: FUNCTION_URL, anonKey: "anon-key", secret: "fn-secret" },
  timeoutMs: 7_000,
};

function cronRequest(auth: string | null = "Bearer cron-secret") {
  const headers = new Headers();
  if (auth !== null) headers.set("authorization", auth);
  return new Request("https://site.test/api/cron/notify-office", { headers });
}

function call(
  backend: Backend,
  answer: () => Promise<Response>,
  auth?: string | null,
) {
  const fetch = jest.fn<Promise<Response>, [string, RequestInit?]>(answer);
  const response = handleNotifySweep(cronRequest(auth), {
    secret: "cron-secret",
    backend,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { response, fetch };
}

const report = { tried: 3, sent: 3, failed: 0 };

describe("handleNotifySweep", () => {
  let errors: jest.SpyInstance;
  let warnings: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, "error").mockImplementation(() => {});
    warnings = jest.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("refuses a caller without CRON_SECRET, and everyone when it is unset", async () => {
    for (const auth of [null, "Bearer wrong", "cron-secret"]) {
      const { response, fetch } = call(
        functionBackend,
        async () => Response.json(report),
        auth,
      );
      expect((await response).status).toBe(401);
      expect(fetch).not.toHaveBeenCalled();
    }
    const unset = await handleNotifySweep(cronRequest(), {
      secret: undefined,
      backend: functionBackend,
    });
    expect(unset.status).toBe(401);
  });

  it("asks the function's /sweep with the function's secret and answers its report", async () => {
    const { response, fetch } = call(functionBackend, async () =>
      Response.json(report),
    );
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({ swept: true, ...report });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${FUNCTION_URL}/sweep`);
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("authorization")).toBe(
      "Bearer fn-secret",
    );
    expect(new Headers(init?.headers).get("apikey")).toBe("anon-key");
  });

  it("says in the log when office e-mails are still failing", async () => {
    const { response } = call(functionBackend, async () =>
      Response.json({ tried: 2, sent: 0, failed: 2 }),
    );
    expect((await response).status).toBe(200);
    expect(warnings).toHaveBeenCalledWith(
      expect.stringContaining("2 office e-mail(s) still failing"),
    );
  });

  it("answers 502 and logs an error when the function fails or cannot be reached", async () => {
    const failing = call(functionBackend, async () =>
      Response.json(
        { error: "The sweep could not read the table." },
        { status: 500 },
      ),
    );
    const answer = await failing.response;
    expect(answer.status).toBe(502);
    expect((await answer.json()).error).toMatch(/answered 500/);

    const unreachable = call(functionBackend, async () => {
      throw new TypeError("fetch failed");
    });
    expect((await unreachable.response).status).toBe(502);
    expect(errors).toHaveBeenCalledTimes(2);
  });

  it("has nothing to sweep in outbox mode, and says what is missing when the site lacks the function's secret", async () => {
    const outbox = call(
      { mode: "outbox", file: ".data/contact-requests.ndjson" },
      async () => Response.json(report),
    );
    expect(await (await outbox.response).json()).toEqual({
      swept: false,
      reason: "no send-contact-form configured",
    });
    expect(outbox.fetch).not.toHaveBeenCalled();

    const unconfigured = call(
      { mode: "unconfigured", missing: "CONTACT_FUNCTION_SECRET" },
      async () => Response.json(report),
    );
    expect((await unconfigured.response).status).toBe(503);
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining("CONTACT_FUNCTION_SECRET is not set"),
    );
  });
});

describe("sweepUrl", () => {
  it.each([
    [FUNCTION_URL, `${FUNCTION_URL}/sweep`],
    [`${FUNCTION_URL}/`, `${FUNCTION_URL}/sweep`],
    ["http://127.0.0.1:3301/", "http://127.0.0.1:3301/sweep"],
  ])("%s → %s", (input, expected) => {
    expect(sweepUrl(input)).toBe(expected);
  });
});
