// The scheduled sweep (POST …/send-contact-form/sweep, every 5 minutes from Vercel Cron or
// pg_cron): e-mails the office about every stored request it has not heard of yet, whether the
// provider refused it earlier or the function was cut off after storing it.
import type { Mailer } from "./mailer.ts";
import { sendClaimed } from "./notify.ts";
import type { ContactStore } from "./store.ts";

export interface SweepReport {
  /** Requests tried in this sweep. */
  tried: number;
  sent: number;
  /** Tried and still not sent (retried by a later sweep). */
  failed: number;
  /** Set when the sweep did nothing on purpose, and why. */
  skipped?: string;
}

export interface SweepOptions {
  store: ContactStore;
  mailer: Mailer | null;
  log: Pick<Console, "warn" | "error">;
  /** Stop taking new requests after this long (the caller waits for the report). */
  budgetMs?: number;
  /** At most this many requests per sweep; the rest wait for the next one. */
  maxRequests?: number;
  /** A provider that failed this many times in a row is down: leave the rest for later. */
  maxConsecutiveFailures?: number;
}

export async function sweepUnnotified({
  store,
  mailer,
  log,
  budgetMs = 20_000,
  maxRequests = 25,
  maxConsecutiveFailures = 2,
}: SweepOptions): Promise<SweepReport> {
  const report: SweepReport = { tried: 0, sent: 0, failed: 0 };
  if (!mailer) {
    log.warn(
      "send-contact-form: sweep skipped: OFFICE_EMAIL or RESEND_API_KEY is not set",
    );
    return { ...report, skipped: "no e-mail provider configured" };
  }
  const started = Date.now();
  let failuresInARow = 0;
  // One request at a time: each is held only while it is being sent.
  while (
    report.tried < maxRequests &&
    failuresInARow < maxConsecutiveFailures &&
    Date.now() - started < budgetMs
  ) {
    const [notice] = await store.claimDue(1);
    if (!notice) break;
    report.tried++;
    const status = await sendClaimed({ store, mailer, log }, notice);
    if (status === "sent") {
      report.sent++;
      failuresInARow = 0;
    } else {
      report.failed++;
      failuresInARow++;
    }
  }
  return report;
}
