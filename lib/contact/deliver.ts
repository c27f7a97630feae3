import "server-only";
import type { ContactRequest } from "@/lib/contact-schema";
import { env } from "@/lib/env";
import {
  DEFAULT_FORWARD_TIMEOUT_MS,
  forwardContactRequest,
  type ForwardTarget,
  visitorKey,
} from "@/lib/contact/forward";
import { consentAddress } from "@/lib/contact/consent-address";
import { appendToOutbox, DEFAULT_OUTBOX } from "@/lib/contact/outbox";
import type { CleanPhoto } from "@/lib/contact/photos/clean-photo";
import { networkBucket } from "@/lib/contact/request-headers";
import { arrivalWindowMessages } from "@/supabase/functions/_shared/arrival-window-messages";

// Where a validated request goes: the Edge Function when a URL and a key are known, the local
// outbox file otherwise. CONTACT_FUNCTION_URL / CONTACT_FUNCTION_KEY are read at run time and
// win over the Supabase project values, which the build freezes in (see lib/env.ts).

export type Backend =
  | {
      mode: "function";
      target: ForwardTarget;
      timeoutMs: number;
      /** CONSENT_HASH_KEY: the consent record's address hash is made under it, here. */
      consentKey?: string;
    }
  | { mode: "outbox"; file: string }
  /** A function is configured but the site lacks its secret: the function would refuse. */
  | { mode: "unconfigured"; missing: string };

export function contactBackend(source = env): Backend {
  const supabaseUrl = source.NEXT_PUBLIC_SUPABASE_URL?.replace(/\/+$/, "");
  const url =
    source.CONTACT_FUNCTION_URL ??
    (supabaseUrl && `${supabaseUrl}/functions/v1/send-contact-form`);
  const anonKey =
    source.CONTACT_FUNCTION_KEY ?? source.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  const secret = source.CONTACT_FUNCTION_SECRET;
  if (url && anonKey && !secret) {
    return { mode: "unconfigured", missing: "CONTACT_FUNCTION_SECRET" };
  }
  if (url && anonKey && secret) {
    return {
      mode: "function",
      target: { url, anonKey, secret },
      timeoutMs:
        source.CONTACT_FORWARD_TIMEOUT_MS ?? DEFAULT_FORWARD_TIMEOUT_MS,
      consentKey: source.CONSENT_HASH_KEY,
    };
  }
  return { mode: "outbox", file: source.CONTACT_OUTBOX ?? DEFAULT_OUTBOX };
}

/**
 * What became of a request: stored or relayed (with the reference the visitor can quote, when
 * there is one), not delivered, refused by the shared limit, or refused for its arrival window
 * (the function's clock found it gone: the message for the window's field).
 */
export type Delivery =
  | "delivered"
  | { reference: string }
  | "failed"
  | "rate-limited"
  | { windowRefused: string };

export type DeliverOptions = {
  /**
   * The visitor's bucket (clientBucket in lib/contact/request-headers.ts); the function gets a
   * keyed hash of it, and of an IPv6 visitor's /48.
   */
  clientIp?: string;
  backend?: Backend;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Checked and re-encoded; stored beside the outbox or sent to the function with the request. */
  photos?: readonly CleanPhoto[];
};

export async function deliverContactRequest(
  request: ContactRequest,
  idempotencyKey: string,
  {
    clientIp,
    backend = contactBackend(),
    fetch: fetchImpl = fetch,
    photos = [],
  }: DeliverOptions = {},
): Promise<Delivery> {
  if (backend.mode === "unconfigured") {
    console.error(
      `[contact] request ${idempotencyKey} not sent: ${backend.missing} is not set on the site, and send-contact-form refuses requests without it (README.md)`,
    );
    return "failed";
  }
  if (backend.mode === "outbox") {
    try {
      const { file, reference } = await appendToOutbox(
        request,
        idempotencyKey,
        backend.file,
        undefined,
        undefined,
        photos,
      );
      console.info(
        `[contact] no backend configured; request ${idempotencyKey} (${reference}) appended to ${file}`,
      );
      return { reference };
    } catch (error) {
      console.error(
        `[contact] could not append request ${idempotencyKey} to ${backend.file}`,
        error,
      );
      return "failed";
    }
  }
  const network = clientIp && networkBucket(clientIp);
  const result = await forwardContactRequest(request, idempotencyKey, {
    ...backend.target,
    clientKey: clientIp && visitorKey(clientIp, backend.target.secret),
    netKey: network && visitorKey(network, backend.target.secret),
    timeoutMs: backend.timeoutMs,
    fetch: fetchImpl,
    photos,
    consentAddress: consentAddress(clientIp, backend.consentKey),
  });
  if (result.ok)
    return result.reference ? { reference: result.reference } : "delivered";
  if (result.status === 429) {
    console.warn(
      `[contact] send-contact-form refused ${idempotencyKey}: the visitor's shared rate limit is used up`,
    );
    return "rate-limited";
  }
  if (result.status === 422) {
    console.warn(
      `[contact] send-contact-form refused ${idempotencyKey}'s arrival window: ${result.detail}`,
    );
    return { windowRefused: windowMessage(result.detail) };
  }
  console.error(
    `[contact] send-contact-form failed for ${idempotencyKey} after ${result.attempts} attempt(s):`,
    result.status ?? "no response",
    result.detail,
  );
  return "failed";
}

/**
 * The function answers 422 only for an arrival window its clock no longer offers ("arrivalWindow:
 * " and one of the messages both sides share). The visitor reads that message on the field; any
 * other text is not shown to them.
 */
function windowMessage(detail: string): string {
  return (
    Object.values(arrivalWindowMessages).find((message) =>
      detail.includes(message),
    ) ?? arrivalWindowMessages.notOffered
  );
}
