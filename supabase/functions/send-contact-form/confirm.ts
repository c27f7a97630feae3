// The customer's confirmation, sent once a request is stored when the customer gave an e-mail.
// Decided before either e-mail is built, so the office's can say when it was held back:
// - never without the company's license number (A.R.S. § 32-1124(B) wants it on what the
//   company sends its customers);
// - at most once per request: a claim in the row comes first, and a send that fails is not tried
//   again (the customer still has the on-screen reference, and the office has the request);
// - at most once per recipient address a day: nobody proved the address is the visitor's, and
//   the form must not become a way to mail-bomb a stranger from the company's domain.
import type { ConfirmationSender } from "./customer-mailer.ts";
import {
  confirmationOf,
  type CustomerConfirmation,
  type OfficeFacts,
} from "./customer-email.ts";
import { RECIPIENT_WINDOW_HOURS } from "./confirmation-store.ts";
import { recipientKey } from "./recipient-key.ts";
import type { ContactStore } from "./store.ts";
import type { StoredRequest } from "./stored-request.ts";

export interface Confirmations {
  sender: ConfirmationSender;
  /** The name, phone and licenses the e-mail signs with, and the schedule it quotes. */
  office: OfficeFacts;
  /** CONTACT_FUNCTION_SECRET: the recipient's keyed hash is made under it. */
  secret: string;
}

export interface ConfirmDeps {
  store: Pick<
    ContactStore,
    "claimConfirmation" | "recordConfirmationSent" | "claimRecipient"
  >;
  confirmations: Confirmations;
  log: Pick<Console, "warn" | "error">;
}

/**
 * What becomes of the confirmation: send it; held back, with the reason the office e-mail gives;
 * or nothing to say (no e-mail given, an earlier delivery of the request already had its turn, or
 * the claim failed and was logged).
 */
export type ConfirmationDecision =
  { send: CustomerConfirmation } | { held: string } | null;

/** The office e-mail's words when the function has no license to print. */
export const HELD_NO_LICENSE =
  "Not sent: OFFICE_ROC_LICENSE is not set on the function, and the license number must be on what the company sends customers (A.R.S. § 32-1124(B)). Set it with `supabase secrets set`.";
/** The office e-mail's words when the address already had its confirmation today. */
export const HELD_RECIPIENT_LIMIT = `Not sent: this address was already sent a confirmation in the last ${RECIPIENT_WINDOW_HOURS} hours (one a day per address, so the form cannot be used to flood someone's inbox).`;

/** Decides the confirmation of the request as stored (a retry's body never reaches it). Never rejects. */
export async function decideConfirmation(
  { store, confirmations, log }: ConfirmDeps,
  stored: StoredRequest,
): Promise<ConfirmationDecision> {
  const confirmation = confirmationOf(stored, confirmations.office);
  if (!confirmation) return null;
  const { id } = stored;
  const about = `send-contact-form: request ${id} is stored, but the customer's confirmation`;

  if (confirmations.office.rocLicenses.length === 0) {
    log.error(
      `${about} is held back: OFFICE_ROC_LICENSE is not set (or holds no license number)`,
    );
    return { held: HELD_NO_LICENSE };
  }

  try {
    // Already claimed: an earlier delivery of the same request sent it, or tried to.
    if (!(await store.claimConfirmation(id))) return null;
    const key = await recipientKey(confirmation.to, confirmations.secret);
    if (!(await store.claimRecipient(key))) {
      log.warn(`${about} is held back: its address had one within a day`);
      return { held: HELD_RECIPIENT_LIMIT };
    }
  } catch (cause) {
    log.warn(`${about} could not be claimed; none was sent`, cause);
    return null;
  }
  return { send: confirmation };
}

/** Sends a confirmation decideConfirmation allowed. Never rejects. */
export async function sendConfirmation(
  { store, confirmations, log }: ConfirmDeps,
  confirmation: CustomerConfirmation,
): Promise<"sent" | "failed"> {
  const about = `send-contact-form: request ${confirmation.id} is stored, but the customer's confirmation`;
  try {
    await confirmations.sender.sendConfirmation(confirmation);
  } catch (cause) {
    log.warn(`${about} failed and is not retried`, cause);
    return "failed";
  }

  try {
    await store.recordConfirmationSent(confirmation.id);
  } catch (cause) {
    log.warn(`${about} went out but could not be recorded`, cause);
  }
  return "sent";
}
