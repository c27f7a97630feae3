// The migration as the database sees it. The role-level checks (anon cannot read or write)
// are SQL in supabase/tests/contact_requests.test.sql.
import assert from "node:assert/strict";
import { withDb } from "./testing.ts";

Deno.test(
  "the contact_requests migration is applied with row-level security on and no policies",
  async () => {
    await withDb(async (sql) => {
      const [table] = await sql`
      select c.relrowsecurity as rls,
             (select count(*)::int from pg_policies p
               where p.schemaname = 'public' and p.tablename = 'contact_requests') as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = 'contact_requests'`;
      assert.ok(table, "public.contact_requests exists");
      assert.equal(table.rls, true);
      assert.equal(table.policies, 0);
    });
  },
);

Deno.test(
  "the table has the ten form fields plus id, key, status, timestamps, the office e-mail's state, the e-mail, window and confirmation, and the language",
  async () => {
    await withDb(async (sql) => {
      const columns = await sql<{ column_name: string }[]>`
      select column_name from information_schema.columns
      where table_schema = 'public' and table_name = 'contact_requests'
      order by ordinal_position`;
      assert.deepEqual(
        columns.map((column) => column.column_name),
        [
          "id",
          "name",
          "phone",
          "preferred_contact",
          "message",
          "address",
          "city",
          "state",
          "zip_code",
          "marketing_consent",
          "account_consent",
          "created_at",
          "idempotency_key",
          "status",
          "notified_at",
          // 20261204120000_contact_notify_status.sql
          "notify_status",
          "notify_attempts",
          "notify_last_attempt_at",
          "notify_last_error",
          "notify_claimed_until",
          // Migration 20261207120000 (issue 26): all nullable.
          "customer_email",
          "arrival_window",
          "arrival_window_label",
          "arrival_window_starts_at",
          "arrival_window_ends_at",
          "confirmation_claimed_at",
          "confirmation_sent_at",
          // Migration 20261220120000 (issue 57): en or es, default en.
          "language",
        ],
      );
    });
  },
);
