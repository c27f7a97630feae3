// Sends the office notification through Resend's HTTP API (one POST, no SDK). Any provider with
// a JSON send endpoint would fit behind the same Mailer interface.
import { arrivalWindowFor } from "../_shared/arrival-windows.ts";
import { officeArrivalPlan } from "../_shared/office-schedule.ts";
import { requestReference } from "../_shared/request-reference.ts";
import { addRequestDetails } from "./office-email-details.ts";
import { type OfficeNotice, renderOfficeEmail } from "./office-email.ts";

export interface Mailer {
  /** Resolves once the provider accepted the e-mail; rejects on a non-2xx answer or network error. */
  notifyOffice(notice: OfficeNotice): Promise<void>;
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
}

export function createResendMailer({
  apiKey,
  to,
  from,
  endpoint = RESEND_ENDPOINT,
  fetch: send = fetch,
  timeoutMs = 5000,
}: ResendOptions): Mailer {
  return {
    async notifyOffice(notice) {
      await postToResend(
        { endpoint, apiKey, fetch: send, timeoutMs },
        // Resend drops a second send with the same key within 24 hours.
        `contact-request/${notice.id}`,
        { from, to, ...officeEmailWithDetails(notice) },
      );
    },
  };
}

/** The office e-mail with the reference, the preferred window and the customer's e-mail. */
export function officeEmailWithDetails(notice: OfficeNotice) {
  const { email, arrivalWindow } = notice.request;
  return addRequestDetails(renderOfficeEmail(notice), {
    reference: requestReference(notice.id),
    window: arrivalWindow
      ? arrivalWindowFor(arrivalWindow, officeArrivalPlan)
      : null,
    customerEmail: email,
  });
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
