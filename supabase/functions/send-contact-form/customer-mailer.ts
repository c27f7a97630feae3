// Sends the customer's confirmation through Resend's HTTP API, like mailer.ts does the office's
// e-mail (same endpoint, key and sender, one postToResend).
import {
  type CustomerConfirmation,
  renderCustomerEmail,
} from "./customer-email.ts";
import { postToResend, RESEND_ENDPOINT } from "./mailer.ts";

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
      await postToResend(
        { endpoint, apiKey, fetch: send, timeoutMs },
        // With the database claim, a second send for the same request is refused twice over.
        `customer-confirmation/${confirmation.id}`,
        { from, to: [to], ...(replyTo ? { reply_to: replyTo } : {}), ...email },
        " to the confirmation",
      );
    },
  };
}
