// Sends the customer's confirmation through Resend's HTTP API, like mailer.ts does the office's
// e-mail (same endpoint, key and sender). Kept apart while mailer.ts is being reworked; the lead
// may fold the two sends into one helper when wiring.
import {
  type CustomerConfirmation,
  renderCustomerEmail,
} from "./customer-email.ts";
import { RESEND_ENDPOINT } from "./mailer.ts";

export interface ConfirmationSender {
  /** Resolves once the provider accepted the e-mail; rejects on a non-2xx answer or network error. */
  sendConfirmation(confirmation: CustomerConfirmation): Promise<void>;
}

export interface ConfirmationSenderOptions {
  apiKey: string;
  /** A sender on a domain verified in Resend, e.g. "Copper State Plumbing <service@example.com>". */
  from: string;
  /** Where a customer's reply goes: the office, not the no-reply sender. */
  replyTo?: string;
  endpoint?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function createResendConfirmationSender({
  apiKey,
  from,
  replyTo,
  endpoint = RESEND_ENDPOINT,
  fetch: send = fetch,
  timeoutMs = 5000,
}: ConfirmationSenderOptions): ConfirmationSender {
  return {
    async sendConfirmation(confirmation) {
      const { to, ...email } = renderCustomerEmail(confirmation);
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), timeoutMs);
      try {
        const response = await send(endpoint, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${apiKey}`,
            "Content-Type": "application/json",
            // With the database claim, a second send for the same request is refused twice over.
            "Idempotency-Key": `customer-confirmation/${confirmation.id}`,
          },
          body: JSON.stringify({
            from,
            to: [to],
            ...(replyTo ? { reply_to: replyTo } : {}),
            ...email,
          }),
          signal: abort.signal,
        });
        const detail = await response.text();
        if (!response.ok) {
          throw new Error(
            `e-mail provider answered ${response.status} to the confirmation: ${detail.slice(0, 200)}`,
          );
        }
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
