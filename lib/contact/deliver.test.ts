import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ContactRequest } from "@/lib/contact-schema";
import { contactBackend, deliverContactRequest } from "@/lib/contact/deliver";
import { visitorKey } from "@/lib/contact/forward";
import {
  appendToOutbox,
  MAX_OUTBOX_BYTES,
  OutboxFullError,
} from "@/lib/contact/outbox";
import type { Env } from "@/lib/env";
import { arrivalWindowMessages } from "@/supabase/functions/_shared/arrival-window-messages";

const request: ContactRequest = {
  name: "Dana Whitfield",
  phone: "(602) 555-0199",
  preferredContact: "call",
  message: "Softener keeps running out of salt.",
  address: "88 North Val Vista Drive",
  city: "Gilbert",
  state: "AZ",
  zipCode: "85234",
  marketingConsent: true,
  accountConsent: true,
};
const key = "1b4e28ba-2fa1-41d2-883f-0016d3cca427";
const envWith = (values: Partial<Env>) => values as Env;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "outbox-"));
  jest.spyOn(console, "info").mockImplementation(() => {});
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(async () => {
  jest.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

describe("contactBackend", () => {
  it("uses the outbox when no Supabase project is configured", () => {
    expect(contactBackend(envWith({}))).toEqual({
      mode: "outbox",
      file: ".data/contact-requests.ndjson",
    });
    expect(
      contactBackend(
        envWith({ CONTACT_OUTBOX: "/var/lib/site/requests.ndjson" }),
      ),
    ).toEqual({
      mode: "outbox",
      file: "/var/lib/site/requests.ndjson",
    });
  });

  it("needs both a URL and a key to forward", () => {
    expect(
      contactBackend(
        envWith({ NEXT_PUBLIC_SUPABASE_URL: "https://p.supabase.co" }),
      ).mode,
    ).toBe("outbox");
    expect(
      contactBackend(envWith({ NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon" })).mode,
    ).toBe("outbox");
  });

  it("derives the function URL from the Supabase project", () => {
    expect(
      contactBackend(
        envWith({
          NEXT_PUBLIC_SUPABASE_URL: "https://p.supabase.co/",
          NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon",
          CONTACT_FUNCTION_SECRET: "secret",
        }),
      ),
    ).toEqual({
      mode: "function",
      target: {
        url: "https://p.supabase.co/functions/v1/send-contact-form",
        anonKey: "anon",
        secret: "secret",
      },
      timeoutMs: 7_000,
    });
  });

  it("lets the server-only variables override the project and the timeout", () => {
    expect(
      contactBackend(
        envWith({
          NEXT_PUBLIC_SUPABASE_URL: "https://p.supabase.co",
          NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon",
          CONTACT_FUNCTION_URL:
            "http://127.0.0.1:3201/functions/v1/send-contact-form",
          CONTACT_FUNCTION_KEY: "test-key",
          CONTACT_FUNCTION_SECRET: "test-secret",
          CONTACT_FORWARD_TIMEOUT_MS: 2_000,
        }),
      ),
    ).toEqual({
      mode: "function",
      target: {
        url: "http://127.0.0.1:3201/functions/v1/send-contact-form",
        anonKey: "test-key",
        secret: "test-secret",
      },
      timeoutMs: 2_000,
    });
  });
});

describe("contactBackend without the function's secret", () => {
  it("refuses to forward, naming the missing variable", () => {
    expect(
      contactBackend(
        envWith({
          NEXT_PUBLIC_SUPABASE_URL: "https://p.supabase.co",
          NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon",
        }),
      ),
    ).toEqual({ mode: "unconfigured", missing: "CONTACT_FUNCTION_SECRET" });
  });

  it("reports failure, so the visitor keeps the form and is told to call", async () => {
    expect(
      await deliverContactRequest(request, key, {
        backend: { mode: "unconfigured", missing: "CONTACT_FUNCTION_SECRET" },
      }),
    ).toBe("failed");
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining("CONTACT_FUNCTION_SECRET is not set"),
    );
  });
});

describe("deliverContactRequest", () => {
  it("appends one JSON line per request to the outbox, creating its folder", async () => {
    const file = path.join(dir, "nested", "requests.ndjson");
    expect(
      await deliverContactRequest(request, key, {
        backend: { mode: "outbox", file },
      }),
    ).toEqual({ reference: expect.stringMatching(/^EVP-/) });
    expect(
      await deliverContactRequest(
        { ...request, name: "Second" },
        "second-key",
        { backend: { mode: "outbox", file } },
      ),
    ).toEqual({ reference: expect.stringMatching(/^EVP-/) });
    const lines = (await readFile(file, "utf8")).trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0]!);
    expect(first).toEqual({
      receivedAt: expect.any(String),
      idempotencyKey: key,
      reference: expect.stringMatching(/^EVP-[2-9A-Z]{5}$/),
      ...request,
    });
    expect(Number.isNaN(Date.parse(first.receivedAt))).toBe(false);
    expect(JSON.parse(lines[1]!).name).toBe("Second");
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining(file));
  });

  it("reports failure, not success, when the outbox cannot be written", async () => {
    const blocker = path.join(dir, "a-file");
    await writeFile(blocker, "");
    const file = path.join(blocker, "requests.ndjson");
    expect(
      await deliverContactRequest(request, key, {
        backend: { mode: "outbox", file },
      }),
    ).toBe("failed");
    expect(console.error).toHaveBeenCalled();
  });

  it("refuses, keeping what it holds, once the outbox reaches its cap", async () => {
    const file = path.join(dir, "requests.ndjson");
    const now = new Date();
    await appendToOutbox(request, "first", file, now, 600);
    const held = await readFile(file, "utf8");
    await expect(
      appendToOutbox(request, "second", file, now, 600),
    ).rejects.toBeInstanceOf(OutboxFullError);
    expect(await readFile(file, "utf8")).toBe(held);
    expect(MAX_OUTBOX_BYTES).toBeGreaterThan(1024 * 1024);
  });

  it("reports a full outbox as a failure with the reason in the log", async () => {
    const file = path.join(dir, "requests.ndjson");
    await writeFile(file, "x".repeat(MAX_OUTBOX_BYTES));
    expect(
      await deliverContactRequest(request, key, {
        backend: { mode: "outbox", file },
      }),
    ).toBe("failed");
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining(file),
      expect.objectContaining({ name: "OutboxFullError" }),
    );
  });

  it("forwards to the function and logs its raw error on failure", async () => {
    const calls: string[] = [];
    const fetchImpl = (async (url: string) => {
      calls.push(url);
      return new Response(
        JSON.stringify({ error: "relation contact_requests does not exist" }),
        { status: 500 },
      );
    }) as unknown as typeof fetch;
    const backend = {
      mode: "function" as const,
      target: {
        url: "https://p.supabase.co/functions/v1/send-contact-form",
        anonKey: "anon",
        secret: "secret",
      },
      timeoutMs: 1_000,
    };
    expect(
      await deliverContactRequest(request, key, { backend, fetch: fetchImpl }),
    ).toBe("failed");
    expect(calls).toHaveLength(2);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining(key),
      500,
      "relation contact_requests does not exist",
    );
  });

  it("sends a keyed hash of the visitor's address, never the address, and reports a 429 as the shared limit", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const sent: Headers[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return Response.json({ error: "Too many requests" }, { status: 429 });
    }) as unknown as typeof fetch;
    const backend = {
      mode: "function" as const,
      target: { url: "https://p.supabase.co/f", anonKey: "anon", secret: "s1" },
      timeoutMs: 1_000,
    };
    expect(
      await deliverContactRequest(request, key, {
        clientIp: "203.0.113.9",
        backend,
        fetch: fetchImpl,
      }),
    ).toBe("rate-limited");
    expect(sent).toHaveLength(1); // a refusal is an answer: not retried
    const clientKey = sent[0]!.get("x-client-key");
    expect(clientKey).toBe(visitorKey("203.0.113.9", "s1"));
    expect(clientKey).toMatch(/^[0-9a-f]{64}$/);
    expect(clientKey).not.toContain("203.0.113.9");
    expect(console.error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("shared rate limit is used up"),
    );
  });

  it("names an IPv6 visitor's /64 and its /48 by keyed hashes; an IPv4 visitor has no /48", async () => {
    const sent: Headers[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return Response.json({ success: true, id: "1" });
    }) as unknown as typeof fetch;
    const backend = {
      mode: "function" as const,
      target: { url: "https://p.supabase.co/f", anonKey: "anon", secret: "s1" },
      timeoutMs: 1_000,
    };
    for (const clientIp of ["2001:db8:aa:bb::/64", "203.0.113.9"])
      await deliverContactRequest(request, key, {
        clientIp,
        backend,
        fetch: fetchImpl,
      });
    const [ipv6, ipv4] = sent;
    expect(ipv6!.get("x-client-key")).toBe(
      visitorKey("2001:db8:aa:bb::/64", "s1"),
    );
    expect(ipv6!.get("x-client-net-key")).toBe(
      visitorKey("2001:db8:aa::/48", "s1"),
    );
    expect(ipv6!.get("x-client-net-key")).toMatch(/^[0-9a-f]{64}$/);
    expect(ipv4!.get("x-client-key")).toBe(visitorKey("203.0.113.9", "s1"));
    expect(ipv4!.get("x-client-net-key")).toBeNull();
  });

  it("sends no client key when the visitor's address is not known", async () => {
    const sent: Headers[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return Response.json({ success: true, id: "1" });
    }) as unknown as typeof fetch;
    const backend = {
      mode: "function" as const,
      target: { url: "https://p.supabase.co/f", anonKey: "anon", secret: "s1" },
      timeoutMs: 1_000,
    };
    for (const clientIp of ["untrusted", "unknown", undefined])
      expect(
        await deliverContactRequest(request, key, {
          clientIp,
          backend,
          fetch: fetchImpl,
        }),
      ).toBe("delivered");
    expect(sent.map((h) => h.get("x-client-key"))).toEqual([null, null, null]);
  });
});

describe("deliverContactRequest, when the function refuses the arrival window (422)", () => {
  const backend = {
    mode: "function" as const,
    target: { url: "https://p.supabase.co/f", anonKey: "anon", secret: "s1" },
    timeoutMs: 1_000,
  };
  const answering = (error: string, sent: unknown[]) =>
    (async (url: string) => {
      sent.push(url);
      return Response.json({ error }, { status: 422 });
    }) as unknown as typeof fetch;

  it("gives the visitor the window's own message, once asked (not retried)", async () => {
    jest.spyOn(console, "warn").mockImplementation(() => {});
    const sent: unknown[] = [];
    expect(
      await deliverContactRequest(request, key, {
        backend,
        fetch: answering(
          `arrivalWindow: ${arrivalWindowMessages.started}`,
          sent,
        ),
      }),
    ).toEqual({ windowRefused: arrivalWindowMessages.started });
    expect(sent).toHaveLength(1);
    expect(console.error).not.toHaveBeenCalled();
  });

  it("shows none of another text: the window is no longer offered", async () => {
    jest.spyOn(console, "warn").mockImplementation(() => {});
    expect(
      await deliverContactRequest(request, key, {
        backend,
        fetch: answering("arrivalWindow: <b>internal detail</b>", []),
      }),
    ).toEqual({ windowRefused: arrivalWindowMessages.notOffered });
  });
});

describe("visitorKey", () => {
  it("is stable per address and secret, and differs across either", () => {
    const a = visitorKey("203.0.113.9", "secret-a");
    expect(visitorKey("203.0.113.9", "secret-a")).toBe(a);
    expect(visitorKey("203.0.113.10", "secret-a")).not.toBe(a);
    expect(visitorKey("203.0.113.9", "secret-b")).not.toBe(a);
  });
});
