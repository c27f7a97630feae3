import { visitorKey } from "../../lib/contact/forward";
import { addressBucket } from "../../lib/contact/request-headers";

// The form's backend in e2e: the real send-contact-form on Deno, started by the Supabase
// stand-in (contact-function-process.mjs) on PORT + 1 over the stand-in's PostgreSQL, with an
// e-mail provider of its own (supabase/functions/send-contact-form/e2e-server.ts). `next start`
// relays to it as to Supabase. Specs choose faults per request name, so desktop and phone tests
// running side by side never disturb each other, and read back what the function was sent,
// what it stored and what it e-mailed.

/**
 * e2e-server.ts's faults: record (the function as deployed), fail (database refuses: 500),
 * slow (database past the deadline: 503), hang (no answer), lost-answer (stored, the first
 * answer lost), reject (the function cannot read the body: 400), clock-ahead (its clock a week
 * ahead: 422 for an arrival window).
 */
export type Fault =
  | "record"
  | "fail"
  | "slow"
  | "hang"
  | "lost-answer"
  | "reject"
  | "clock-ahead";

export type RecordedCall = {
  headers: Record<string, string>;
  body: Record<string, unknown>;
  status?: number;
  /** The answer's Retry-After, if any. */
  retryAfter?: string | null;
};

/** A row of public.contact_requests, as the function stored it (snake_case columns). */
export type StoredRow = Record<string, unknown> & {
  id: string;
  idempotency_key: string;
  name: string;
};

/** What the fake provider was sent (Resend's request body) and the Idempotency-Key it came with. */
export type SentEmail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  idempotencyKey: string;
  /**
   * The request's photos on the office's e-mail; the calendar file (base64 .ics) on the
   * customer's confirmation when a window was chosen.
   */
  attachments?: { filename: string; content: string }[];
};

const FUNCTION_PATH = "/functions/v1/send-contact-form";

/** CONTACT_FUNCTION_SECRET of the e2e run: the site's server and the function share it. */
export const FUNCTION_SECRET = "e2e-contact-function-secret";
/** CONSENT_HASH_KEY of the e2e run: the site's server alone holds it (docs/edge-function.md). */
export const CONSENT_HASH_KEY = "e2e-consent-hash-key-of-the-site-only";

const appPortOf = (appPort?: number) =>
  appPort ?? Number(process.env.PORT ?? 3100);
const origin = (appPort?: number) =>
  `http://127.0.0.1:${appPortOf(appPort) + 1}`;

/** Variables for the stand-in: start the function on PORT + 1, its database on PORT + 3. */
export function standInFunctionEnv(appPort: number): Record<string, string> {
  return {
    STAND_IN_FUNCTION_PORT: String(appPort + 1),
    STAND_IN_PG_PORT: String(appPort + 3),
    STAND_IN_FUNCTION_SECRET: FUNCTION_SECRET,
  };
}

/**
 * Server-side variables for `next start`: relay the form to the function, with a short timeout
 * (7 s in production), so the timeout tests take seconds. Not shorter: at 2 s, a loaded CI
 * machine now and then let an ordinary request run past it, and the site's retry reached the
 * function a second time (docs/testing.md, "Flakes seen").
 */
export function contactFunctionEnv(appPort: number): Record<string, string> {
  return {
    CONTACT_FUNCTION_URL: `${origin(appPort)}${FUNCTION_PATH}`,
    CONTACT_FUNCTION_KEY: "e2e-anon-key",
    CONTACT_FUNCTION_SECRET: FUNCTION_SECRET,
    CONSENT_HASH_KEY,
    CONTACT_FORWARD_TIMEOUT_MS: "4000",
  };
}

async function read<T>(path: string): Promise<T> {
  const response = await fetch(`${origin()}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

const byName = (path: string, name: string) =>
  `${path}?name=${encodeURIComponent(name)}`;

/** How the function treats requests whose name is `name` (record, its default, undoes a fault). */
export async function setFault(name: string, fault: Fault) {
  const response = await fetch(`${origin()}/__control/fault`, {
    method: "POST",
    body: JSON.stringify({ name, fault }),
  });
  if (!response.ok) throw new Error(`the function refused fault ${fault}`);
}

/** Every call the function received for `name`, oldest first, with the status it answered. */
export const functionCalls = (name: string) =>
  read<RecordedCall[]>(byName("/__control/calls", name));

/** The rows the function stored for `name`. */
export const storedRequests = (name: string) =>
  read<StoredRow[]>(byName("/__control/stored", name));

/** The e-mails the function sent about stored request `id`: the office's, the customer's confirmation. */
export const sentMail = (id: string) =>
  read<SentEmail[]>(`/__control/mail?request=${encodeURIComponent(id)}`);

/** The consent record kept with stored request `id` (public.text_consents), if a box was ticked. */
export const consentRecords = (id: string) =>
  read<Record<string, unknown>[]>(
    `/__control/consent?request=${encodeURIComponent(id)}`,
  );

/**
 * Uses up the shared allowance of the visitor at `ip` (x-forwarded-for) as other instances of the
 * site would: requests sent straight to the function under the visitor's key, until it answers
 * 429. The site's own per-instance limiter has seen none of them.
 */
export async function useUpAllowance(ip: string, name: string) {
  const key = visitorKey(addressBucket(ip), FUNCTION_SECRET)!;
  for (let sent = 0; sent < 20; sent++) {
    const response = await fetch(`${origin()}${FUNCTION_PATH}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${FUNCTION_SECRET}`,
        "content-type": "application/json",
        "idempotency-key": crypto.randomUUID(),
        "x-client-key": key,
      },
      body: JSON.stringify({
        name: `${name} (from another instance)`,
        phone: "480-555-0187",
        city: "Mesa",
        message: "A request sent through another instance of the site.",
        preferredContact: "call",
        address: "1 North Center Street",
        state: "AZ",
        zipCode: "85201",
        marketingConsent: false,
        accountConsent: false,
      }),
    });
    if (response.status === 429) return;
    if (!response.ok)
      throw new Error(`the function answered ${response.status}`);
  }
  throw new Error("the function never refused the visitor");
}

/** The files of stored request `id` in the photo bucket's stand-in. */
export const storedPhotos = (id: string) =>
  read<{ path: string; bytes: number }[]>(
    `/__control/photos?request=${encodeURIComponent(id)}`,
  );
