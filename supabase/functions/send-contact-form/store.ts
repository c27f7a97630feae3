// Where service requests are kept: public.contact_requests, written over a direct Postgres
// connection (SUPABASE_DB_URL, which Supabase sets for every function). The owner's connection is
// not subject to row-level security, which keeps the table closed to every browser role.
import postgres from "postgres";
import type { ContactRequest } from "../_shared/contact-schema.ts";
import { CONTACT_RATE_LIMIT } from "../_shared/rate-limit.ts";

export interface SavedRequest {
  id: string;
  /** false when a request with the same idempotency key was already stored. */
  created: boolean;
}

export interface ContactStore {
  /**
   * Counts the request against its visitor's limit, which every instance of the site shares;
   * false when the visitor has used it up. A retry of a counted request is admitted again.
   */
  admit(clientKey: string, idempotencyKey: string): Promise<boolean>;
  save(request: ContactRequest, idempotencyKey: string): Promise<SavedRequest>;
  recordNotification(id: string, outcome: "sent" | "failed"): Promise<void>;
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
    connect_timeout: 10,
  });

  return {
    async admit(clientKey, idempotencyKey) {
      const [row] = await sql<{ admitted: boolean }[]>`
        select public.take_contact_slot(
          ${clientKey}, ${idempotencyKey}, ${CONTACT_RATE_LIMIT.limit},
          ${CONTACT_RATE_LIMIT.windowMs / 1000} * interval '1 second'
        ) as admitted`;
      return row?.admitted === true;
    },

    async save(request, idempotencyKey) {
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
      };
      const inserted = await sql<{ id: string }[]>`
        insert into public.contact_requests ${sql(row)}
        on conflict (idempotency_key) do nothing
        returning id`;
      if (inserted[0]) return { id: inserted[0].id, created: true };

      // A retry (or a concurrent twin) of a request that is already stored: answer its id.
      const existing = await sql<{ id: string }[]>`
        select id from public.contact_requests
        where idempotency_key = ${idempotencyKey}`;
      if (!existing[0]) {
        throw new Error("contact request vanished between insert and select");
      }
      return { id: existing[0].id, created: false };
    },

    async recordNotification(id, outcome) {
      if (outcome === "sent") {
        await sql`update public.contact_requests
          set notified_at = now() where id = ${id}`;
      } else {
        await sql`update public.contact_requests
          set status = 'notify_failed' where id = ${id} and status = 'new'`;
      }
    },

    close: () => sql.end({ timeout: 5 }),
  };
}

/** Used when SUPABASE_DB_URL is missing: every save fails loudly instead of dropping the request. */
export function unconfiguredStore(): ContactStore {
  const refuse = () =>
    Promise.reject(new Error("SUPABASE_DB_URL is not set for this function"));
  return { admit: refuse, save: refuse, recordNotification: refuse };
}
