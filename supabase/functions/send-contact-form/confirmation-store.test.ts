// Against the throwaway PostgreSQL of `npm run test:db`, migrated up to 20261207120000.
import assert from "node:assert/strict";
import { arrivalWindowFor } from "../_shared/arrival-windows.ts";
import { officeArrivalPlan } from "../_shared/office-schedule.ts";
import { requestReference } from "../_shared/request-reference.ts";
import {
  claimConfirmation,
  recordConfirmationSent,
  requestExtrasRow,
} from "./confirmation-store.ts";
import { withDb } from "./testing.ts";

const base = {
  name: "Maria Delgado",
  phone: "(480) 555-0187",
  preferred_contact: "text",
  message: "Water heater leaking",
  address: "1452 East Brown Road",
  city: "Mesa",
  state: "AZ",
  zip_code: "85203",
  account_consent: true,
};

Deno.test(
  "a request with an e-mail and a window is stored whole, and confirmed at most once",
  async () => {
    await withDb(async (sql) => {
      const window = arrivalWindowFor("2026-12-01:am", officeArrivalPlan);
      const row = {
        ...base,
        idempotency_key: `confirm-${crypto.randomUUID()}`,
        ...requestExtrasRow({ email: "maria@example.com" }, window),
      };
      const [stored] = await sql<
        {
          id: string;
          arrival_window_label: string;
          arrival_window_starts_at: Date;
          reference: string;
        }[]
      >`
      insert into public.contact_requests ${sql(row)}
      returning id, arrival_window_label, arrival_window_starts_at,
        public.contact_request_reference(id) as reference`;
      assert.ok(stored);
      assert.equal(stored.arrival_window_label, "Tuesday, Dec 1, 7–11 am");
      assert.equal(
        stored.arrival_window_starts_at.toISOString(),
        "2026-12-01T14:00:00.000Z",
      );
      assert.equal(stored.reference, requestReference(stored.id));

      // Three tries at the same request (a retry, a redelivery): one claim wins.
      const claims = await Promise.all([
        claimConfirmation(sql, stored.id),
        claimConfirmation(sql, stored.id),
        claimConfirmation(sql, stored.id),
      ]);
      assert.deepEqual(claims.filter(Boolean).length, 1);
      assert.equal(await claimConfirmation(sql, stored.id), false);

      await recordConfirmationSent(sql, stored.id);
      const [after] = await sql`
      select confirmation_claimed_at, confirmation_sent_at
      from public.contact_requests where id = ${stored.id}`;
      assert.ok(after?.confirmation_claimed_at);
      assert.ok(after?.confirmation_sent_at);
    });
  },
);

Deno.test(
  "a request without an e-mail is never claimed for a confirmation",
  async () => {
    await withDb(async (sql) => {
      const row = {
        ...base,
        idempotency_key: `confirm-${crypto.randomUUID()}`,
        ...requestExtrasRow({}, null),
      };
      const [stored] = await sql<{ id: string }[]>`
      insert into public.contact_requests ${sql(row)} returning id`;
      assert.ok(stored);
      assert.equal(await claimConfirmation(sql, stored.id), false);
      const [after] = await sql`
      select customer_email, arrival_window, confirmation_claimed_at
      from public.contact_requests where id = ${stored.id}`;
      assert.deepEqual(
        { ...after },
        {
          customer_email: null,
          arrival_window: null,
          confirmation_claimed_at: null,
        },
      );
    });
  },
);
