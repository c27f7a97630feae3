// Tells the office about a stored request: one attempt, recorded in the row. Called after a
// delivery (the first or a repeat of one the office has not heard about) and by the sweep.
// Never twice once sent: a claim in the row keeps two instances from sending at once, a sent row
// is never claimed again, and Resend drops a repeat of the same Idempotency-Key within 24 hours.
import type { Mailer, RequestNotice } from "./mailer.ts";
import { ALERT_AFTER_ATTEMPTS } from "./notify-policy.ts";
import type { ClaimedNotice, ContactStore, NotifyStatus } from "./store.ts";

export interface NotifyDeps {
  store: ContactStore;
  mailer: Mailer;
  log: Pick<Console, "warn" | "error">;
}

/**
 * One attempt at a request this instance holds, e-mailed as stored; "failed" once it has failed
 * repeatedly.
 */
export async function sendClaimed(
  { store, mailer, log }: NotifyDeps,
  notice: ClaimedNotice & RequestNotice,
): Promise<NotifyStatus> {
  let error: string | null = null;
  try {
    await mailer.notifyOffice(notice);
  } catch (cause) {
    error = cause instanceof Error ? cause.message : String(cause);
  }

  let status: NotifyStatus = error === null ? "sent" : "pending";
  try {
    status = await store.recordNotification(
      notice.id,
      error === null ? { sent: true } : { sent: false, error },
    );
  } catch (cause) {
    log.error(
      `send-contact-form: request ${notice.id}: the office e-mail ${error === null ? "went out" : "failed"} but the row could not be updated`,
      cause,
    );
  }

  if (error !== null) {
    const where = `request ${notice.id} is stored but the office e-mail failed (attempt ${notice.attempts})`;
    if (notice.attempts >= ALERT_AFTER_ATTEMPTS) {
      // Where someone looks: the function's error log, and notify_status = 'failed' in the table.
      log.error(
        `send-contact-form: ${where}; notify_status is '${status}': call the customer from contact_requests. Retries go on until the provider accepts it.`,
        error,
      );
    } else {
      log.warn(`send-contact-form: ${where}; it will be retried`, error);
    }
  }
  return status;
}

/**
 * After a delivery: e-mails the office unless it already was, or another instance is at it.
 * Resolves to what happened; never rejects (the request is stored whatever this does).
 */
export async function notifyStored(
  deps: NotifyDeps,
  notice: RequestNotice,
): Promise<NotifyStatus | "skipped"> {
  let claim;
  try {
    claim = await deps.store.claimNotification(notice.id);
  } catch (cause) {
    deps.log.error(
      `send-contact-form: request ${notice.id} is stored but could not be held for its office e-mail; the sweep will send it`,
      cause,
    );
    return "pending";
  }
  if (!claim) return "skipped";
  return sendClaimed(deps, { ...notice, attempts: claim.attempts });
}
