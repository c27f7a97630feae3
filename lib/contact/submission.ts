import { randomUUID } from "node:crypto";
import { z } from "zod";
import { hasConsent } from "@/lib/contact-fields";
import { contactSchema, type ContactRequest } from "@/lib/contact-schema";
import { contactMessages } from "@/lib/contact/messages";
import type { Delivery } from "@/lib/contact/deliver";
import type { RateLimiter } from "@/lib/contact/rate-limit";
import type { ContactResult } from "@/lib/contact/contract";
import { CONTACT_RATE_LIMIT } from "@/supabase/functions/_shared/rate-limit";

// Everything the server action decides, without Next.js: who may send, what is accepted, and
// what reaches `deliver`. The action supplies the request's headers and the real delivery.

/** People take longer than this to fill two steps; scripts that post at once do not. */
export const MIN_FILL_MS = 3_000;
/** The in-process limiter's allowance; send-contact-form enforces the same one across instances. */
export const RATE_LIMIT = CONTACT_RATE_LIMIT;

const envelopeSchema = z.object({
  values: z.unknown(),
  honeypot: z.string().max(1_000).default(""),
  elapsedMs: z.number().finite().min(0),
  idempotencyKey: z.uuid().optional(),
});

export type SubmissionContext = { ip: string; sameOrigin: boolean };

export type SubmissionDeps = {
  limiter: RateLimiter;
  /** Forwards or stores the request; says when it could not, or the shared limit refused it. */
  deliver: (
    request: ContactRequest,
    idempotencyKey: string,
    clientIp: string,
  ) => Promise<Delivery>;
  log?: Pick<Console, "warn">;
};

export async function handleSubmission(
  input: unknown,
  { ip, sameOrigin }: SubmissionContext,
  { limiter, deliver, log = console }: SubmissionDeps,
): Promise<ContactResult> {
  const refuse = (reason: string, error: string): ContactResult => {
    log.warn(`[contact] refused (${reason}) from ${ip}`);
    return { ok: false, error };
  };
  if (!sameOrigin) return refuse("origin", contactMessages.crossOrigin);

  const envelope = envelopeSchema.safeParse(input);
  if (!envelope.success) return refuse("malformed", contactMessages.invalid);
  const { values, honeypot, elapsedMs } = envelope.data;
  if (honeypot.trim() !== "")
    return refuse("honeypot", contactMessages.honeypot);
  if (elapsedMs < MIN_FILL_MS)
    return refuse("too fast", contactMessages.tooFast);

  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    // The island shows the same schema's messages beside each field; a request that got past
    // it (an old tab, a script) is told which field to fix when the schema has words for it.
    const issue = parsed.error.issues[0];
    const named = issue && /^[A-Z].*\.$/.test(issue.message);
    return refuse(
      "invalid fields",
      named
        ? `${issue.message} ${contactMessages.invalid}`
        : contactMessages.invalid,
    );
  }
  if (!hasConsent(parsed.data))
    return refuse("no consent", contactMessages.noConsent);

  // A browser without crypto.randomUUID (plain-http preview) sends none; the server makes one.
  const key = envelope.data.idempotencyKey ?? randomUUID();
  // Charged only now, like the database's limit: a typo the visitor corrects costs nothing,
  // and a retry of this same submission (same key) is not a second request.
  if (!limiter.take(ip, key))
    return refuse("rate limit", contactMessages.rateLimited);
  const delivery = await deliver(parsed.data, key, ip);
  if (delivery === "delivered") return { ok: true };
  if (delivery === "rate-limited")
    return refuse("shared rate limit", contactMessages.rateLimited);
  return { ok: false, error: contactMessages.failed };
}
