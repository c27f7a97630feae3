import { createHash, createHmac } from "node:crypto";
import type { ContactRequest } from "@/lib/contact-schema";
import { consentAddress, consentKeyId } from "@/lib/contact/consent-address";
import { contactBackend, deliverContactRequest } from "@/lib/contact/deliver";
import type { Env } from "@/lib/env";
import { shortSecrets } from "@/lib/production-guard.mjs";

// The consent record's address hash (issue 53): made on the site under a key of its own, sent
// with the key's id, and the key never on the wire.

const texting: ContactRequest = {
  name: "Dana Whitfield",
  phone: "(602) 555-0199",
  preferredContact: "text",
  message: "Softener keeps running out of salt.",
  address: "88 North Val Vista Drive",
  city: "Gilbert",
  state: "AZ",
  zipCode: "85234",
  marketingConsent: false,
  accountConsent: true,
  consentWording: "2026-12-11",
  page: "/contact",
};
const CONSENT_KEY = "c0nsent-key-".padEnd(64, "7");
const ADDRESS = "203.0.113.9";

/** Every request the relay makes: its URL, headers and body, as the function would see them. */
function recorder() {
  const sent: { url: string; headers: Headers; body: string }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({
      url,
      headers: new Headers(init.headers),
      body: String(init.body),
    });
    return Response.json({ success: true, id: "1" });
  }) as unknown as typeof fetch;
  return { sent, fetchImpl };
}

const backend = (secret: string, consentKey?: string) => ({
  mode: "function" as const,
  target: { url: "https://p.supabase.co/f", anonKey: "anon", secret },
  timeoutMs: 1_000,
  consentKey,
});

describe("the consent record's address hash", () => {
  it("is an HMAC under CONSENT_HASH_KEY sent with the key's id; neither the key nor the address travels", async () => {
    const { sent, fetchImpl } = recorder();
    await deliverContactRequest(
      texting,
      "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
      {
        clientIp: ADDRESS,
        backend: backend("bearer-secret-1", CONSENT_KEY),
        fetch: fetchImpl,
      },
    );
    const [call] = sent;
    // Recomputed here the way docs/edge-function.md tells an operator to check a record.
    expect(call!.headers.get("x-consent-address")).toBe(
      createHmac("sha256", CONSENT_KEY)
        .update(`text-consent-address:${ADDRESS}`)
        .digest("hex"),
    );
    expect(call!.headers.get("x-consent-key-id")).toBe(
      createHash("sha256").update(CONSENT_KEY).digest("hex").slice(0, 16),
    );
    expect(call!.headers.get("x-consent-address")).not.toBe(
      call!.headers.get("x-client-key"),
    );
    const wire = [call!.url, call!.body, ...call!.headers.values()].join("\n");
    expect(wire).not.toContain(CONSENT_KEY);
    expect(wire).not.toContain(ADDRESS);
  });

  it("stays the same when CONTACT_FUNCTION_SECRET is rotated, and changes with its own key", async () => {
    const { sent, fetchImpl } = recorder();
    for (const [secret, consentKey] of [
      ["bearer-secret-1", CONSENT_KEY],
      ["bearer-secret-2", CONSENT_KEY],
      ["bearer-secret-2", "another-consent-key".padEnd(64, "0")],
    ] as const)
      await deliverContactRequest(texting, crypto.randomUUID(), {
        clientIp: ADDRESS,
        backend: backend(secret, consentKey),
        fetch: fetchImpl,
      });
    const [first, rotated, rekeyed] = sent.map((call) => [
      call.headers.get("x-consent-address"),
      call.headers.get("x-consent-key-id"),
    ]);
    expect(rotated).toEqual(first);
    expect(rekeyed![0]).not.toBe(first![0]);
    expect(rekeyed![1]).not.toBe(first![1]);
  });

  it("is not sent without a ticked text box, without the key, or without a known address", async () => {
    const { sent, fetchImpl } = recorder();
    const calling = {
      ...texting,
      preferredContact: "call" as const,
      accountConsent: false,
      consentWording: undefined,
      page: undefined,
    };
    const cases = [
      [calling, ADDRESS, CONSENT_KEY],
      [texting, ADDRESS, undefined],
      [texting, "untrusted", CONSENT_KEY],
      [texting, undefined, CONSENT_KEY],
    ] as const;
    for (const [request, clientIp, consentKey] of cases)
      await deliverContactRequest(request, crypto.randomUUID(), {
        clientIp,
        backend: backend("bearer-secret-1", consentKey),
        fetch: fetchImpl,
      });
    expect(sent).toHaveLength(cases.length);
    for (const call of sent) {
      expect(call.headers.get("x-consent-address")).toBeNull();
      expect(call.headers.get("x-consent-key-id")).toBeNull();
    }
    expect(consentAddress("unknown", CONSENT_KEY)).toBeUndefined();
  });

  it("is read from CONSENT_HASH_KEY, which the production guard holds to a secret's length", () => {
    const env = {
      NEXT_PUBLIC_SUPABASE_URL: "https://p.supabase.co",
      NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon",
      CONTACT_FUNCTION_SECRET: "bearer-secret-1",
      CONSENT_HASH_KEY: CONSENT_KEY,
    } as Env;
    expect(contactBackend(env)).toMatchObject({ consentKey: CONSENT_KEY });
    expect(shortSecrets({ CONSENT_HASH_KEY: "too-short" })).toEqual([
      { variable: "CONSENT_HASH_KEY", length: 9 },
    ]);
    expect(consentKeyId(CONSENT_KEY)).toMatch(/^[0-9a-f]{16}$/);
  });
});
