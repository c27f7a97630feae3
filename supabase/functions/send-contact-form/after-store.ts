// What follows a stored request, after the answer (handler.ts): the office e-mail and the
// customer's confirmation. The confirmation is decided first (two short claims, confirm.ts) so
// the office e-mail can say when and why it was held back; then both e-mails go side by side.
// Never rejects: the request is stored whatever happens here.
import {
  type Confirmations,
  decideConfirmation,
  sendConfirmation,
} from "./confirm.ts";
import type { Mailer } from "./mailer.ts";
import { notifyStored } from "./notify.ts";
import type { ContactStore, SavedRequest } from "./store.ts";

export interface AfterStoreDeps {
  store: ContactStore;
  /** null when this delivery has no office e-mail to send. */
  mailer: Mailer | null;
  /** null when this request gets no confirmation (none set up, or no e-mail given). */
  confirmations: Confirmations | null;
  log: Pick<Console, "warn" | "error">;
}

export async function emailStored(
  { store, mailer, confirmations, log }: AfterStoreDeps,
  saved: SavedRequest,
): Promise<void> {
  const decision = confirmations
    ? await decideConfirmation({ store, confirmations, log }, saved)
    : null;
  await Promise.all([
    mailer &&
      notifyStored(
        { store, mailer, log },
        decision && "held" in decision
          ? { ...saved, confirmationHeld: decision.held }
          : saved,
      ),
    confirmations &&
      decision &&
      "send" in decision &&
      sendConfirmation({ store, confirmations, log }, decision.send),
  ]);
}
