// Sends the office notification through Resend's HTTP API (one POST, no SDK). Any provider with
// a JSON send endpoint would fit behind the same Mailer interface.
import { requestLanguage } from "../_shared/contact-fields.ts";
import { requestReference } from "../_shared/request-reference.ts";
import { addLicenseLine, addRequestDetails } from "./office-email-details.ts";
import { type OfficeEmail, renderOfficeEmail } from "./office-email.ts";
import type { Attachment } from "./photo-storage.ts";
import type { StoredRequest } from "./stored-request.ts";

/** A stored request, and why its customer's confirmation was held back when this delivery decided so. */
export interface RequestNotice extends StoredRequest {
  confirmationHeld?: string;
}

export interface Mailer {
  /** Resolves once the provider accepted the e-mail; rejects on a non-2xx answer or network error. */
  notifyOffice(stored: RequestNotice): Promise<void>;
}

export const RESEND_ENDPOINT = "https://api.resend.com/emails";

export interface ResendOptions {
  apiKey: string;
  /** One or more office addresses. */
  to: string[];
  /** A sender on a domain verified in Resend, e.g. "Website <requests@example.com>". */
  from: string;
  endpoint?: string;
  fetch?: typeof fetch;
  /** The caller is waiting for an answer; a slow provider must not hold it past this. */
  timeoutMs?: number;
  /**
   * rocLicenseLine(OFFICE_LICENSEE_NAME, or else OFFICE_NAME, licenses): the foot of every e-mail;
   * null or unset, none.
   */
  licenseLine?: string | null;
  /** The request's photos from the private bucket (photo-storage.ts), attached to the e-mail. */
  photos?: (requestId: string) => Promise<Attachment[]>;
}

export function createResendMailer({
  apiKey,
  to,
  from,
  endpoint = RESEND_ENDPOINT,
  fetch: send = fetch,
  timeoutMs = 5000,
  licenseLine = null,
  photos,
}: ResendOptions): Mailer {
  return {
    async notifyOffice(stored) {
      // A photo that cannot be read fails this attempt; the sweep sends the e-mail again.
      const attachments = photos ? await photos(stored.id) : [];
      const email = addPhotoLine(
        officeEmailFor(stored, licenseLine),
        attachments,
      );
      await postToResend(
        { endpoint, apiKey, fetch: send, timeoutMs },
        // Resend drops a second send with the same key within 24 hours.
        `contact-request/${stored.id}`,
        {
          from,
          to,
          ...email,
          ...(attachments.length > 0 ? { attachments } : {}),
        },
      );
    },
  };
}

/**
 * The office e-mail of a stored request: its fields, reference, preferred window, the
 * customer's e-mail and why their confirmation was held back, then the license line.
 */
export function officeEmailFor(
  stored: RequestNotice,
  licenseLine: string | null = null,
): OfficeEmail {
  const details = addRequestDetails(renderOfficeEmail(stored), {
    reference: requestReference(stored.id),
    window: stored.window,
    customerEmail: stored.request.email,
    confirmationHeld: stored.confirmationHeld,
    language: requestLanguage(stored.request),
  });
  return addLicenseLine(details, licenseLine);
}

/** Says how many photos are attached, above the license line's place at the foot. */
function addPhotoLine(
  email: OfficeEmail,
  attachments: Attachment[],
): OfficeEmail {
  if (attachments.length === 0) return email;
  const line = `Photos: ${attachments.length} attached (${attachments.map((a) => a.filename).join(", ")}), without location or camera data.`;
  return {
    subject: email.subject,
    text: `${email.text}\n\n${line}`,
    html: `${email.html}\n<p>${line}</p>`,
  };
}

export interface ResendTarget {
  endpoint: string;
  apiKey: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

/** One POST to Resend's send endpoint; rejects on a non-2xx answer, a network error or the timeout. */
export async function postToResend(
  { endpoint, apiKey, fetch: send, timeoutMs }: ResendTarget,
  idempotencyKey: string,
  body: Record<string, unknown>,
  what = "",
): Promise<void> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await send(endpoint, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${apiKey}`,
        "Content-Type": "application/json",
        "Idempotency-Key": idempotencyKey,
      },
      body: JSON.stringify(body),
      signal: abort.signal,
    });
    const detail = await response.text();
    if (!response.ok) {
      throw new Error(
        `e-mail provider answered ${response.status}${what}: ${detail.slice(0, 200)}`,
      );
    }
  } finally {
    clearTimeout(timer);
  }
}
