// Where service requests are kept: public.contact_requests, written over a direct Postgres
// connection (SUPABASE_DB_URL, which Supabase sets for every function). The owner's connection is
// not subject to row-level security, which keeps the table closed to every browser role.
import postgres from "postgres";
import { requestLanguage } from "../_shared/contact-fields.ts";
import type { ContactRequest } from "../_shared/contact-schema.ts";
import { STORE_CONNECT_TIMEOUT_S } from "../_shared/deadlines.ts";
import { arrivalWindowFor } from "../_shared/arrival-windows.ts";
import { officeArrivalPlan } from "../_shared/office-schedule.ts";
import { CONTACT_RATE_LIMIT } from "../_shared/rate-limit.ts";
import { type ConsentEvidence, recordTextConsent } from "./consent-store.ts";
import {
  photoRows,
  type RequestPhotos,
  type StoredPhoto,
} from "./photo-storage.ts";
import {
  claimConfirmation,
  claimRecipient,
  recordConfirmationSent,
  requestExtrasRow,
} from "./confirmation-store.ts";
import {
  ALERT_AFTER_ATTEMPTS,
  CLAIM_SECONDS,
  RETRY_BASE_MINUTES,
  RETRY_MAX_MINUTES,
  SWEEP_MAX_AGE_DAYS,
} from "./notify-policy.ts";
import {
  type RequestRow,
  type StoredRequest,
  storedRequestOf,
} from "./stored-request.ts";

/** The request as stored: the first one's values when the idempotency key was already used. */
export interface SavedRequest extends StoredRequest {
  /** false when a request with the same idempotency key was already stored. */
  created: boolean;
  /** true once the e-mail provider accepted the office e-mail for this request. */
  notified: boolean;
}

/** A stored request the office has not been e-mailed about, held for this instance to send. */
export interface ClaimedNotice extends StoredRequest {
  /** Attempts so far, this one included. */
  attempts: number;
}

/** What run_daily_purges answered (20261212120000_privacy_promises.sql). */
export interface PurgeReport {
  /** false when the purges already ran within the last day. */
  ran: boolean;
  contactRequestsDeleted: number;
  textConsentsDeleted: number;
}

/** The photos of a request being created, and where their files go. */
export interface PhotosToStore {
  files: readonly StoredPhoto[];
  storage: Pick<RequestPhotos, "upload">;
}

export type NotifyOutcome = { sent: true } | { sent: false; error: string };
export type NotifyStatus = "pending" | "sent" | "failed";

export interface ContactStore {
  /**
   * Counts the request against its visitor's limit and, for IPv6, its /48's (netKey), which
   * every instance of the site shares; false when either is used up. A retry of a counted
   * request by the same visitor is admitted again, up to IDEMPOTENT_DELIVERIES in all.
   */
  admit(
    clientKey: string,
    netKey: string | null,
    idempotencyKey: string,
  ): Promise<boolean>;
  /**
   * Stores the request once per key; answers the row as stored (the first request's values).
   * A created request with a ticked text box gets its consent record in the same transaction,
   * and its photos their rows, then their files, before it commits. A request already stored
   * gets neither: a replay of its key stores nothing, whatever photos it carries.
   */
  save(
    request: ContactRequest,
    idempotencyKey: string,
    evidence?: ConsentEvidence,
    photos?: PhotosToStore,
  ): Promise<SavedRequest>;
  /**
   * Holds one request for this instance to e-mail now; null when it was already e-mailed or
   * another instance holds it.
   */
  claimNotification(id: string): Promise<{ attempts: number } | null>;
  /** Holds up to `limit` unnotified requests whose retry is due, oldest first. */
  claimDue(limit: number): Promise<ClaimedNotice[]>;
  /** Records an attempt and releases the hold; answers the request's notify_status after it. */
  recordNotification(id: string, outcome: NotifyOutcome): Promise<NotifyStatus>;
  /**
   * Holds the request's one customer confirmation: true for exactly one caller, and only when
   * the request has the customer's e-mail.
   */
  claimConfirmation(id: string): Promise<boolean>;
  /** Records that the provider accepted the confirmation. */
  recordConfirmationSent(id: string): Promise<void>;
  /**
   * Claims the one confirmation a recipient may get per RECIPIENT_WINDOW_HOURS, by the keyed
   * hash of their address (recipient-key.ts); false when they already had one.
   */
  claimRecipient(recipientKey: string): Promise<boolean>;
  /** Whether a request with this idempotency key is already stored. */
  isStored(idempotencyKey: string): Promise<boolean>;
  /**
   * The retention purges (24 months for requests; consent records five years after a STOP), at most once a
   * day: the path that keeps the Privacy Policy's deletion promise where pg_cron is off.
   */
  runDailyPurges(): Promise<PurgeReport>;
}

export interface SqlContactStore extends ContactStore {
  close(): Promise<void>;
}

export function createSqlStore(databaseUrl: string): SqlContactStore {
  const sql = postgres(databaseUrl, {
    // A plumbing company's form sees a few requests an hour: one connection per worker leaves
    // the database's connection budget to everything else.
    max: 1,
    // Works behind Supabase's transaction pooler, which cannot keep prepared statements.
    prepare: false,
    idle_timeout: 20,
    connect_timeout: STORE_CONNECT_TIMEOUT_S,
  });

  return {
    async admit(clientKey, netKey, idempotencyKey) {
      const { limit, netLimit, windowMs } = CONTACT_RATE_LIMIT;
      const [row] = await sql<{ admitted: boolean }[]>`
        select public.take_contact_slot(
          ${clientKey}, ${netKey}, ${idempotencyKey}, ${limit}, ${netLimit},
          ${windowMs / 1000} * interval '1 second'
        ) as admitted`;
      return row?.admitted === true;
    },

    async save(request, idempotencyKey, evidence, photos) {
      const row = {
        name: request.name,
        phone: request.phone,
        preferred_contact: request.preferredContact,
        message: request.message,
        address: request.address,
        city: request.city,
        state: request.state,
        zip_code: request.zipCode,
        marketing_consent: request.marketingConsent,
        account_consent: request.accountConsent,
        idempotency_key: idempotencyKey,
        language: requestLanguage(request),
        // Issue 26's nullable columns: all null for a seed-shaped request.
        ...requestExtrasRow(
          request,
          request.arrivalWindow
            ? arrivalWindowFor(request.arrivalWindow, officeArrivalPlan)
            : null,
        ),
      };
      const inserted = await sql.begin(async (tx) => {
        const [created] = await tx<RequestRow[]>`
          insert into public.contact_requests ${tx(row)}
          on conflict (idempotency_key) do nothing
          returning *`;
        if (!created) return created;
        await recordTextConsent(tx, request, created, evidence);
        if (photos && photos.files.length > 0) {
          await tx`
            insert into public.contact_request_photos
            ${tx(photoRows(created.id, photos.files))}`;
          // Last, so a failed upload rolls back the request, its consent record and these rows:
          // the site's retry creates it afresh, and a file that did land is in a folder whose
          // request does not exist, which the sweep removes (orphan-folders.ts).
          await photos.storage.upload(created.id, photos.files);
        }
        return created;
      });
      if (inserted) return saved(inserted, true);

      // A retry (or a concurrent twin) of a request that is already stored: answer it as it was
      // stored, whatever this delivery's body says.
      const [existing] = await sql<RequestRow[]>`
        select * from public.contact_requests
        where idempotency_key = ${idempotencyKey}`;
      if (!existing) {
        throw new Error("contact request vanished between insert and select");
      }
      return saved(existing, false);
    },

    async claimNotification(id) {
      const [row] = await sql<{ notify_attempts: number }[]>`
        update public.contact_requests
        set notify_attempts = notify_attempts + 1,
            notify_last_attempt_at = now(),
            notify_claimed_until = now() + ${CLAIM_SECONDS} * interval '1 second'
        where id = ${id} and notified_at is null
          and (notify_claimed_until is null or notify_claimed_until < now())
        returning notify_attempts`;
      return row ? { attempts: row.notify_attempts } : null;
    },

    async claimDue(limit) {
      // skip locked: two sweeps running at once take different rows.
      const rows = await sql<RequestRow[]>`
        with due as (
          select id from public.contact_requests
          where notified_at is null
            and created_at > now() - ${SWEEP_MAX_AGE_DAYS} * interval '1 day'
            and (notify_claimed_until is null or notify_claimed_until < now())
            and (notify_last_attempt_at is null or notify_last_attempt_at < now() - least(
              ${RETRY_BASE_MINUTES} * interval '1 minute' * power(2, greatest(notify_attempts - 1, 0)),
              ${RETRY_MAX_MINUTES} * interval '1 minute'))
          order by created_at
          limit ${limit}
          for update skip locked
        )
        update public.contact_requests r
        set notify_attempts = r.notify_attempts + 1,
            notify_last_attempt_at = now(),
            notify_claimed_until = now() + ${CLAIM_SECONDS} * interval '1 second'
        from due where r.id = due.id
        returning r.*`;
      return rows
        .map((row) => ({
          ...storedRequestOf(row),
          attempts: row.notify_attempts,
        }))
        .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
    },

    async recordNotification(id, outcome) {
      // "where notified_at is null": a late failure never overwrites a success recorded meanwhile.
      const [row] = outcome.sent
        ? await sql<{ notify_status: NotifyStatus }[]>`
            update public.contact_requests
            set notified_at = now(), notify_status = 'sent',
                notify_last_error = null, notify_claimed_until = null
            where id = ${id} and notified_at is null
            returning notify_status`
        : await sql<{ notify_status: NotifyStatus }[]>`
            update public.contact_requests
            set notify_status = case when notify_attempts >= ${ALERT_AFTER_ATTEMPTS}
                  then 'failed' else 'pending' end,
                notify_last_error = ${outcome.error.slice(0, 500)},
                notify_claimed_until = null
            where id = ${id} and notified_at is null
            returning notify_status`;
      return row?.notify_status ?? "sent";
    },

    claimConfirmation: (id) => claimConfirmation(sql, id),
    recordConfirmationSent: (id) => recordConfirmationSent(sql, id),
    claimRecipient: (recipientKey) => claimRecipient(sql, recipientKey),

    async isStored(idempotencyKey) {
      const rows = await sql`
        select 1 from public.contact_requests where idempotency_key = ${idempotencyKey}`;
      return rows.length > 0;
    },

    async runDailyPurges() {
      const [row] = await sql<
        {
          ran: boolean;
          contact_requests_deleted: string;
          text_consents_deleted: string;
        }[]
      >`select * from public.run_daily_purges()`;
      return {
        ran: row?.ran === true,
        contactRequestsDeleted: Number(row?.contact_requests_deleted ?? 0),
        textConsentsDeleted: Number(row?.text_consents_deleted ?? 0),
      };
    },

    close: () => sql.end({ timeout: 5 }),
  };
}

function saved(row: RequestRow, created: boolean): SavedRequest {
  return {
    ...storedRequestOf(row),
    created,
    notified: row.notified_at !== null,
  };
}

/** Used when SUPABASE_DB_URL is missing: every save fails loudly instead of dropping the request. */
export function unconfiguredStore(): ContactStore {
  const refuse = () =>
    Promise.reject(new Error("SUPABASE_DB_URL is not set for this function"));
  return {
    admit: refuse,
    save: refuse,
    claimNotification: refuse,
    claimDue: refuse,
    recordNotification: refuse,
    claimConfirmation: refuse,
    recordConfirmationSent: refuse,
    claimRecipient: refuse,
    isStored: refuse,
    runDailyPurges: refuse,
  };
}
