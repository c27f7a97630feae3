// The customer's confirmation, sent once a request is stored when the customer gave an e-mail.
// At most once per request: a claim in the row comes first, and a send that fails is not tried
// again (the customer still has the on-screen reference, and the office has the request and its
// own e-mail, which never waits for this one).
import type { ConfirmationSender } from "./customer-mailer.ts";
import { confirmationOf, type OfficeFacts } from "./customer-email.ts";
import type { ContactStore } from "./store.ts";
import type { StoredRequest } from "./stored-request.ts";

export interface Confirmations {
  sender: ConfirmationSender;
  /** The name, phone and licenses the e-mail signs with, and the schedule it quotes. */
  office: OfficeFacts;
}

export interface ConfirmDeps {
  store: Pick<ContactStore, "claimConfirmation" | "recordConfirmationSent">;
  confirmations: Confirmations;
  log: Pick<Console, "warn" | "error">;
}

export type ConfirmOutcome = "sent" | "failed" | "skipped";

/**
 * The confirmation of the request as stored (a retry's body never reaches it). Never rejects:
 * whatever happens here, the request is stored and the office is told.
 */
export async function confirmStored(
  { store, confirmations, log }: ConfirmDeps,
  stored: StoredRequest,
): Promise<ConfirmOutcome> {
  const confirmation = confirmationOf(stored, confirmations.office);
  if (!confirmation) return "skipped";
  const { id } = stored;
  const about = `send-contact-form: request ${id} is stored, but the customer's confirmation`;

  let claimed: boolean;
  try {
    claimed = await store.claimConfirmation(id);
  } catch (cause) {
    log.warn(`${about} could not be claimed; none was sent`, cause);
    return "failed";
  }
  // Already claimed: an earlier delivery of the same request sent it, or tried to.
  if (!claimed) return "skipped";

  try {
    await confirmations.sender.sendConfirmation(confirmation);
  } catch (cause) {
    log.warn(`${about} failed and is not retried`, cause);
    return "failed";
  }

  try {
    await store.recordConfirmationSent(id);
  } catch (cause) {
    log.warn(`${about} went out but could not be recorded`, cause);
  }
  return "sent";
}
