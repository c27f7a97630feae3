// The customer's confirmation and the function's own check of the arrival window, through the
// function as index.ts wires it (depsFromEnv), a real migrated PostgreSQL and a stand-in provider.
import assert from "node:assert/strict";
import { offeredArrivalWindows } from "../_shared/arrival-windows.ts";
import { ARRIVAL_WINDOW_GRACE_MINUTES } from "../_shared/deadlines.ts";
import { officeArrivalPlan } from "../_shared/office-schedule.ts";
import { requestReference } from "../_shared/request-reference.ts";
import { depsFromEnv } from "./deps.ts";
import {
  databaseUrl,
  freshAddress,
  LICENSE_LINE,
  OFFICE,
  OFFICE_PHONE,
  post,
  quietLog,
  rowsWithKey,
  startFakeProvider,
  TUESDAY_6AM,
  validInput,
  withConfiguredFunction,
  withDb,
} from "./testing.ts";

const [tuesdayMorning] = offeredArrivalWindows(TUESDAY_6AM, officeArrivalPlan);
const at = (date: Date) => () => date;
const minutesAfter = (date: Date, minutes: number) =>
  new Date(date.getTime() + minutes * 60_000);

function confirmationState(id: string) {
  return withDb(async (sql) => {
    const [row] = await sql`
      select customer_email, arrival_window, arrival_window_label, confirmation_claimed_at,
        confirmation_sent_at, notified_at
      from public.contact_requests where id = ${id}`;
    return row!;
  });
}

function decode(base64: string): string {
  return new TextDecoder().decode(
    Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)),
  );
}

Deno.test(
  "a request with an e-mail gets one confirmation with its reference, window and calendar file, however often it is delivered",
  async () => {
    assert.ok(tuesdayMorning);
    const provider = startFakeProvider(200);
    try {
      await withConfiguredFunction(
        provider.url,
        async (handle) => {
          const key = crypto.randomUUID();
          const customer = freshAddress();
          const input = validInput({
            email: customer,
            arrivalWindow: tuesdayMorning.value,
          });
          const first = await handle(post(input, { key }));
          assert.equal(first.status, 200);
          const { id, reference } = await first.json();
          assert.equal(reference, requestReference(id));
          // The site's retry of the same request, and a third for good measure.
          for (let i = 0; i < 2; i++) {
            const again = await handle(post(input, { key }));
            assert.equal((await again.json()).id, id);
          }

          const sent = provider.confirmationsFor(id);
          assert.equal(sent.length, 1, "one confirmation for three deliveries");
          const email = sent[0]!.body as {
            to: string[];
            reply_to: string;
            subject: string;
            text: string;
            attachments: { filename: string; content: string }[];
          };
          assert.deepEqual(email.to, [customer]);
          assert.equal(email.reply_to, OFFICE);
          assert.match(email.subject, new RegExp(reference));
          assert.match(email.text, /Tuesday, Dec 1, 7–11 am \(Arizona time\)/);
          // What the customer typed stays with the office (no relay to an unverified address).
          assert.doesNotMatch(email.text, /Water heater|Maria|Brown Road/);
          assert.ok(email.text.includes(OFFICE_PHONE));
          assert.ok(email.text.includes(LICENSE_LINE));
          assert.equal(email.attachments.length, 1);
          const ics = decode(email.attachments[0]!.content);
          assert.match(ics, /DTSTART:20261201T140000Z/);
          assert.match(ics, /STATUS:TENTATIVE/);

          // The office heard of it once too, and the row says the confirmation went out.
          assert.equal(provider.accepted(id), 1);
          const row = await confirmationState(id);
          assert.equal(row.customer_email, customer);
          assert.equal(row.arrival_window, tuesdayMorning.value);
          assert.ok(row.confirmation_sent_at instanceof Date);
        },
        { now: at(TUESDAY_6AM) },
      );
    } finally {
      await provider.close();
    }
  },
);

Deno.test(
  "without an e-mail no confirmation is sent, and the office is told as before",
  async () => {
    const provider = startFakeProvider(200);
    try {
      await withConfiguredFunction(provider.url, async (handle) => {
        const response = await handle(post(validInput()));
        const { id } = await response.json();
        assert.equal(provider.accepted(id), 1);
        assert.equal(provider.confirmationsFor(id).length, 0);
        const row = await confirmationState(id);
        assert.equal(row.customer_email, null);
        assert.equal(row.confirmation_claimed_at, null);
      });
    } finally {
      await provider.close();
    }
  },
);

Deno.test(
  "a confirmation the provider refuses leaves the request stored and the office told, and is not sent twice",
  async () => {
    const provider = startFakeProvider(200);
    provider.answerCallsStartingWith("customer-confirmation/", 500);
    try {
      await withConfiguredFunction(provider.url, async (handle, log) => {
        const key = crypto.randomUUID();
        const input = validInput({ email: freshAddress() });
        const response = await handle(post(input, { key }));
        assert.equal(response.status, 200);
        const { id } = await response.json();

        assert.equal(provider.accepted(id), 1, "the office e-mail went out");
        assert.equal(provider.confirmationsFor(id).length, 1);
        const row = await confirmationState(id);
        assert.ok(row.notified_at instanceof Date);
        assert.ok(row.confirmation_claimed_at instanceof Date);
        assert.equal(row.confirmation_sent_at, null);
        assert.ok(
          log.some((line) =>
            line.includes("customer's confirmation failed and is not retried"),
          ),
        );

        // A redelivery does not try the customer again: at most one confirmation per request.
        provider.answerCallsStartingWith("customer-confirmation/", 200);
        await (await handle(post(input, { key }))).body?.cancel();
        assert.equal(provider.confirmationsFor(id).length, 1);
      });
    } finally {
      await provider.close();
    }
  },
);

Deno.test(
  "an office e-mail that fails does not hold back the customer's confirmation",
  async () => {
    const provider = startFakeProvider(200);
    provider.answerCallsStartingWith("contact-request/", 500);
    try {
      await withConfiguredFunction(provider.url, async (handle) => {
        const response = await handle(
          post(validInput({ email: freshAddress() })),
        );
        const { id } = await response.json();
        assert.equal(provider.accepted(id), 0);
        assert.equal(provider.confirmationsFor(id)[0]?.status, 200);
        const row = await confirmationState(id);
        assert.equal(row.notified_at, null, "left for the sweep");
        assert.ok(row.confirmation_sent_at instanceof Date);
      });
    } finally {
      await provider.close();
    }
  },
);

Deno.test(
  "the function re-checks the window on its own clock: a few minutes' grace, then a clear refusal that stores nothing",
  async () => {
    assert.ok(tuesdayMorning);
    const provider = startFakeProvider(200);
    const input = validInput({ arrivalWindow: tuesdayMorning.value });
    try {
      // Accepted by the site at 6:59, seen by the function just after 7:00.
      await withConfiguredFunction(
        provider.url,
        async (handle) => {
          const response = await handle(post(input));
          assert.equal(response.status, 200);
        },
        { now: at(minutesAfter(tuesdayMorning.startsAt, 1)) },
      );

      const key = crypto.randomUUID();
      await withConfiguredFunction(
        provider.url,
        async (handle) => {
          const response = await handle(post(input, { key }));
          assert.equal(response.status, 422);
          assert.deepEqual(await response.json(), {
            error:
              "arrivalWindow: That arrival window has already started. Choose a later window or First available.",
          });
          assert.equal((await rowsWithKey(key)).length, 0);

          // A window no day offers (a Sunday), and a tampered value.
          for (const arrivalWindow of ["2026-12-06:am", "2026-13-40:am"]) {
            const refused = await handle(post(validInput({ arrivalWindow })));
            assert.ok([400, 422].includes(refused.status), arrivalWindow);
            assert.match((await refused.json()).error, /^arrivalWindow: /);
          }
        },
        {
          now: at(
            minutesAfter(
              tuesdayMorning.startsAt,
              ARRIVAL_WINDOW_GRACE_MINUTES + 1,
            ),
          ),
        },
      );
    } finally {
      await provider.close();
    }
  },
);

Deno.test(
  "a redelivery of a stored request is answered as stored, even after its window has started",
  async () => {
    assert.ok(tuesdayMorning);
    const provider = startFakeProvider(200);
    const key = crypto.randomUUID();
    const input = validInput({ arrivalWindow: tuesdayMorning.value });
    try {
      let id = "";
      await withConfiguredFunction(
        provider.url,
        async (handle) => {
          id = (await (await handle(post(input, { key }))).json()).id;
        },
        { now: at(TUESDAY_6AM) },
      );
      await withConfiguredFunction(
        provider.url,
        async (handle) => {
          const again = await handle(post(input, { key }));
          assert.equal(again.status, 200);
          assert.equal((await again.json()).id, id);
        },
        { now: at(minutesAfter(tuesdayMorning.startsAt, 60)) },
      );
    } finally {
      await provider.close();
    }
  },
);

Deno.test(
  "without a verified sender or the office's name and phone, confirmations are off and the function says so",
  async () => {
    const quiet = quietLog();
    const deps = depsFromEnv(
      new Map([
        ["SUPABASE_DB_URL", databaseUrl()],
        ["OFFICE_EMAIL", OFFICE],
        ["RESEND_API_KEY", "re_test_key"],
        ["CONTACT_FUNCTION_SECRET", "secret"],
      ]),
      quiet.log,
    );
    try {
      assert.equal(deps.confirmations, null);
      assert.ok(deps.mailer, "the office e-mail still goes out");
      assert.ok(
        quiet.lines.some((line) =>
          line.includes("customer confirmations are off"),
        ),
      );
    } finally {
      await deps.close();
    }
  },
);
