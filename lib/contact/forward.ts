import { createHmac } from "node:crypto";
import { business } from "@/content/business";
import { givesTextConsent, requestLanguage } from "@/lib/contact-fields";
import type { ContactRequest } from "@/lib/contact-schema";
import {
  UNKNOWN_CLIENT,
  UNTRUSTED_CLIENT,
} from "@/lib/contact/request-headers";
import { FORWARD_TIMEOUT_MS } from "@/supabase/functions/_shared/deadlines";
import {
  CLIENT_KEY_HEADER,
  CLIENT_NET_KEY_HEADER,
} from "@/supabase/functions/_shared/rate-limit";
import { PHOTO_COUNT_HEADER } from "@/supabase/functions/_shared/photo-limits";
import {
  CONSENT_ADDRESS_HEADER,
  CONSENT_KEY_ID_HEADER,
} from "@/supabase/functions/_shared/consent-address";
import type { ConsentAddress } from "@/lib/contact/consent-address";
import type { CleanPhoto } from "@/lib/contact/photos/clean-photo";
import {
  normalizeReference,
  requestReference,
} from "@/supabase/functions/_shared/request-reference";

// Relays one validated request to the send-contact-form Edge Function. Each attempt is cut off
// after `timeoutMs`; a network error, a timeout or a 5xx is retried once with the same
// Idempotency-Key, so the function stores the request once even if the first attempt landed.
// The function answers once the request is stored and gives up storing after 5 s, inside the
// 7 s an attempt may take (supabase/functions/_shared/deadlines.ts); the office e-mail follows
// the answer. Worst case with the defaults: 7 s + 0.3 s + 7 s ≈ 14.3 s before the visitor gets
// an answer, when the database is down.

export const DEFAULT_FORWARD_TIMEOUT_MS = FORWARD_TIMEOUT_MS;
const DEFAULT_RETRY_DELAY_MS = 300;

/** anonKey passes Supabase's gateway; secret (CONTACT_FUNCTION_SECRET) is what the function checks. */
export type ForwardTarget = { url: string; anonKey: string; secret: string };

export type ForwardOptions = ForwardTarget & {
  /** visitorKey() of the visitor: the function counts the request against their shared limit. */
  clientKey?: string;
  /** visitorKey() of an IPv6 visitor's /48: the function's coarser tier. */
  netKey?: string;
  timeoutMs?: number;
  retryDelayMs?: number;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** The request's photos, checked and re-encoded (lib/contact/photos/clean-photo.ts). */
  photos?: readonly CleanPhoto[];
  /** consentAddress() of the visitor: sent only with a ticked text box, for its record. */
  consentAddress?: ConsentAddress;
};

export type ForwardResult =
  | { ok: true; attempts: number; reference?: string }
  | { ok: false; attempts: number; status?: number; detail: string };

/**
 * The ten fields of the seed, in a fixed order, then the e-mail and the arrival window only when
 * given, and with a ticked text box the consent's wording version, page and business name (what the function
 * keeps as its proof): a request without them is the seed's exact body.
 */
export function contactPayload(request: ContactRequest) {
  return {
    name: request.name,
    phone: request.phone,
    city: request.city,
    message: request.message,
    preferredContact: request.preferredContact,
    address: request.address,
    state: request.state,
    zipCode: request.zipCode,
    marketingConsent: request.marketingConsent,
    accountConsent: request.accountConsent,
    ...(request.email ? { email: request.email } : {}),
    ...(request.arrivalWindow ? { arrivalWindow: request.arrivalWindow } : {}),
    // Only a Spanish request says so: an English one stays the body it always was.
    ...(requestLanguage(request) === "es" ? { language: "es" as const } : {}),
    ...(givesTextConsent(request)
      ? {
          consentWording: request.consentWording,
          page: request.page,
          // The name the site's pages filled into the words, whatever the browser sent; only
          // beside a wording version, so the seed's ten-field body stays exactly that.
          ...(request.consentWording
            ? { consentBusinessName: business.name }
            : {}),
        }
      : {}),
  };
}

/**
 * The name the function knows a visitor by: an HMAC-SHA256 of their IP address (their bucket:
 * an IPv6 /64, or its /48 for the coarser tier; the bucket's text keeps the two apart) under the
 * function's secret, so the address never leaves this server and a stored key cannot be turned
 * back into one. Undefined when the address is not known (no trusted proxy header): such
 * requests share one bucket here already, and the function leaves them to this server's limit.
 */
export function visitorKey(ip: string, secret: string): string | undefined {
  if (ip === UNTRUSTED_CLIENT || ip === UNKNOWN_CLIENT) return undefined;
  return createHmac("sha256", secret)
    .update(`contact-rate-limit:${ip}`)
    .digest("hex");
}

export async function forwardContactRequest(
  request: ContactRequest,
  idempotencyKey: string,
  {
    url,
    anonKey,
    secret,
    clientKey,
    netKey,
    timeoutMs = DEFAULT_FORWARD_TIMEOUT_MS,
    retryDelayMs = DEFAULT_RETRY_DELAY_MS,
    fetch: fetchImpl = fetch,
    photos = [],
    consentAddress,
  }: ForwardOptions,
): Promise<ForwardResult> {
  // Without photos, the body is exactly what it was before them.
  const body = JSON.stringify(
    photos.length > 0
      ? {
          ...contactPayload(request),
          photos: photos.map((photo) => ({
            jpeg: photo.jpeg.toString("base64"),
            width: photo.width,
            height: photo.height,
          })),
        }
      : contactPayload(request),
  );
  const headers: Record<string, string> = {
    Authorization: `Bearer ${secret}`,
    apikey: anonKey,
    "Content-Type": "application/json",
    "Idempotency-Key": idempotencyKey,
  };
  if (clientKey) headers[CLIENT_KEY_HEADER] = clientKey;
  if (clientKey && netKey) headers[CLIENT_NET_KEY_HEADER] = netKey;
  if (photos.length > 0) headers[PHOTO_COUNT_HEADER] = String(photos.length);
  if (consentAddress && givesTextConsent(request)) {
    headers[CONSENT_ADDRESS_HEADER] = consentAddress.hash;
    headers[CONSENT_KEY_ID_HEADER] = consentAddress.keyId;
  }
  let failure: ForwardResult = { ok: false, attempts: 0, detail: "" };
  for (let attempt = 1; attempt <= 2; attempt++) {
    if (attempt > 1) await new Promise((r) => setTimeout(r, retryDelayMs));
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetchImpl(url, {
        method: "POST",
        headers,
        body,
        signal,
        cache: "no-store",
      });
      if (response.ok) {
        const reference = await storedReference(response);
        return reference
          ? { ok: true, attempts: attempt, reference }
          : { ok: true, attempts: attempt };
      }
      const detail = await errorText(response);
      failure = {
        ok: false,
        attempts: attempt,
        status: response.status,
        detail,
      };
      if (response.status < 500) return failure;
    } catch (error) {
      const detail = signal.aborted
        ? `no answer within ${timeoutMs} ms`
        : `network error: ${error instanceof Error ? error.message : String(error)}`;
      failure = { ok: false, attempts: attempt, detail };
    }
  }
  return failure;
}

/** The function answers `{ success, id, reference }`; an older one `{ success, id }` or less. */
async function storedReference(
  response: Response,
): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (!body || typeof body !== "object") return undefined;
    if ("reference" in body && typeof body.reference === "string") {
      const reference = normalizeReference(body.reference);
      if (reference) return reference;
    }
    if ("id" in body && typeof body.id === "string" && body.id.length >= 8)
      return requestReference(body.id);
  } catch {
    // Stored all the same; the toast goes without a reference.
  }
  return undefined;
}

/** The function answers `{ error }` on failure; keep whatever it said, briefly, for the log. */
async function errorText(response: Response): Promise<string> {
  try {
    const text = await response.text();
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object" && "error" in parsed)
        return String(parsed.error).slice(0, 500);
    } catch {
      // Not JSON: log the raw text.
    }
    return text.slice(0, 500) || response.statusText;
  } catch {
    return response.statusText;
  }
}
