import { randomUUID } from "node:crypto";
import { z } from "zod";
import { consentIsTraceable, hasConsent } from "@/lib/contact-fields";
import type { ContactRequest } from "@/lib/contact-schema";
import {
  postedLanguage,
  serverWords,
  windowReason,
} from "@/lib/contact/messages";
import type { Delivery } from "@/lib/contact/deliver";
import {
  createVisitorLimiter,
  type RateLimiter,
} from "@/lib/contact/rate-limit";
import type { ContactFieldErrors, ContactResult } from "@/lib/contact/contract";
import { checkPostedWindow } from "@/lib/arrival-windows";
import { checkPhotos } from "@/lib/contact/photos/check-photos";
import type { CleanPhoto } from "@/lib/contact/photos/clean-photo";
import {
  createDeliveredKeys,
  type Delivered,
  type DeliveredKeys,
} from "@/lib/contact/photos/delivered-keys";
import { nextCall } from "@/lib/what-happens-next";
import { CONTACT_RATE_LIMIT } from "@/supabase/functions/_shared/rate-limit";

// Everything the server action decides, without Next.js: who may send, what is accepted, and
// what reaches `deliver`. The action supplies the request's headers and the real delivery.

/** People take longer than this to fill two steps; scripts that post at once do not. */
export const MIN_FILL_MS = 3_000;
/** The in-process limiter's allowance; send-contact-form enforces the same one across instances. */
export const RATE_LIMIT = CONTACT_RATE_LIMIT;

/**
 * How many visitors' allowances the one bucket of visitors without a known address holds (a
 * self-hosted server without TRUST_PROXY_HOPS: every request lands there). At 5 a bot closed the
 * form for every customer with 5 requests; at 100 per 10 minutes a script must send a flood
 * the office sees in its inbox, and people, a few requests an hour, never reach it. The real fix
 * is TRUST_PROXY_HOPS: the server warns at start while it is missing (instrumentation.ts).
 */
export const SHARED_BUCKET_FACTOR = 20;

/**
 * The form's first line, per server process: 5 per 10 minutes per visitor, 20 per IPv6 /48, 100
 * shared.
 */
export function createFormLimiter(now?: () => number): RateLimiter {
  return createVisitorLimiter({
    ...RATE_LIMIT,
    sharedFactor: SHARED_BUCKET_FACTOR,
    now,
  });
}

const envelopeSchema = z.object({
  values: z.unknown(),
  honeypot: z.string().max(1_000).default(""),
  elapsedMs: z.number().finite().min(0),
  idempotencyKey: z.uuid().optional(),
  photos: z.array(z.instanceof(Blob)).max(50).default([]),
});

export type SubmissionContext = { ip: string; sameOrigin: boolean };

export type SubmissionDeps = {
  limiter: RateLimiter;
  /** Forwards or stores the request; says when it could not, or the shared limit refused it. */
  deliver: (
    request: ContactRequest,
    idempotencyKey: string,
    clientIp: string,
    photos: readonly CleanPhoto[],
  ) => Promise<Delivery>;
  log?: Pick<Console, "warn">;
  /**
   * What this process already delivered: a replay of one of those keys is answered from it, with
   * no photo decoded (createDeliveredMemory). Without it every replay goes the whole way.
   */
  delivered?: DeliveredKeys;
  /** The server's clock: it decides which arrival windows are still offered. */
  now?: () => Date;
};

/**
 * The keys this process delivered, per process like the limiter. Remembered as long as the
 * limiter remembers a key's free retries (RATE_LIMIT.windowMs): past it a retry would be charged
 * as a new request anyway.
 */
export function createDeliveredMemory(now?: () => number): DeliveredKeys {
  return createDeliveredKeys({ ttlMs: RATE_LIMIT.windowMs, now });
}

/** The fields whose schema messages the visitor sees on the field itself. */
const FIELD_ERRORS = ["email", "arrivalWindow"] as const;

export async function handleSubmission(
  input: unknown,
  { ip, sameOrigin }: SubmissionContext,
  {
    limiter,
    deliver,
    log = console,
    now = () => new Date(),
    delivered,
  }: SubmissionDeps,
): Promise<ContactResult> {
  const refuse = (
    reason: string,
    error: string,
    fieldErrors?: ContactFieldErrors,
  ): ContactResult => {
    // The reason only: a server log is kept and read by more people than the request, and the
    // visitor's address is personal data the log does not need (issue 53).
    log.warn(`[contact] refused (${reason})`);
    return fieldErrors
      ? { ok: false, error, fieldErrors }
      : { ok: false, error };
  };
  // The words of the page the request came from; the checks are the same in every language.
  const language = postedLanguage(
    typeof input === "object" && input !== null && "values" in input
      ? input.values
      : undefined,
  );
  const { refusals: contactMessages, schema, windows } = serverWords[language];
  if (!sameOrigin) return refuse("origin", contactMessages.crossOrigin);

  const envelope = envelopeSchema.safeParse(input);
  if (!envelope.success) return refuse("malformed", contactMessages.invalid);
  const { values, honeypot, elapsedMs } = envelope.data;
  if (honeypot.trim() !== "")
    return refuse("honeypot", contactMessages.honeypot);
  if (elapsedMs < MIN_FILL_MS)
    return refuse("too fast", contactMessages.tooFast);

  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    // The island shows the same schema's messages beside each field; a request that got past
    // it (an old tab, a script) is told which field to fix when the schema has words for it.
    const fieldErrors: ContactFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = FIELD_ERRORS.find((name) => name === issue.path[0]);
      if (field) fieldErrors[field] ??= issue.message;
    }
    const issue = parsed.error.issues[0];
    if (Object.keys(fieldErrors).length > 0)
      return refuse(
        "invalid fields",
        Object.values(fieldErrors).join(" "),
        fieldErrors,
      );
    const named = issue && /^[A-Z].*\.$/.test(issue.message);
    return refuse(
      "invalid fields",
      named
        ? `${issue.message} ${contactMessages.invalid}`
        : contactMessages.invalid,
    );
  }
  if (!hasConsent(parsed.data))
    return refuse("text without service consent", contactMessages.noConsent);
  if (!consentIsTraceable(parsed.data))
    return refuse(
      "consent without wording",
      contactMessages.untraceableConsent,
    );
  // On the server's clock: a stale page or a tampered post names a window no longer offered.
  const submittedAt = now();
  const window = checkPostedWindow(parsed.data.arrivalWindow, submittedAt);
  if (!window.ok)
    return refuse(`arrival window ${window.reason}`, windows[window.reason], {
      arrivalWindow: windows[window.reason],
    });

  // A browser without crypto.randomUUID (plain-http preview) sends none; the server makes one.
  const key = envelope.data.idempotencyKey ?? randomUUID();
  const accepted = (delivery: Delivered) => {
    const call = nextCall(submittedAt, parsed.data.preferredContact, language);
    const next = call.emergency ? [call.text, call.emergency] : [call.text];
    return typeof delivery === "object"
      ? { ok: true as const, reference: delivery.reference, next }
      : { ok: true as const, next };
  };
  // The function would answer this key from the request it stored, so its photos would go
  // unused: the same answer, with nothing decoded, forwarded or charged (delivered-keys.ts).
  const earlier = delivered?.recall(ip, key);
  if (earlier) return accepted(earlier);
  // Charged only now, like the database's limit: a typo the visitor corrects costs nothing,
  // and a retry of this same submission (same key) is not a second request.
  if (!limiter.take(ip, key))
    return refuse("rate limit", contactMessages.rateLimited);
  // After the charge: decoding photos is the costly part, so a visitor pays for it with one of
  // their requests (a corrected retry keeps the key and is not charged again).
  const photos = await checkPhotos(envelope.data.photos, language);
  if (!photos.ok)
    return refuse(photos.reason, photos.message, { photos: photos.message });
  const delivery = await deliver(parsed.data, key, ip, photos.photos);
  if (typeof delivery === "object" && "windowRefused" in delivery) {
    const message = windows[windowReason(delivery.windowRefused)];
    return refuse("arrival window, on the function's clock", message, {
      arrivalWindow: message,
    });
  }
  if (typeof delivery === "object" || delivery === "delivered") {
    delivered?.remember(ip, key, delivery);
    return accepted(delivery);
  }
  if (delivery === "rate-limited")
    return refuse("shared rate limit", contactMessages.rateLimited);
  return { ok: false, error: contactMessages.failed };
}
