// The scheduled sweep (POST …/send-contact-form/sweep): every stored request the office has not
// heard about is e-mailed once the provider accepts it, whether its first e-mail failed or was
// never tried; repeated failures are marked in the row and logged as errors.
import assert from "node:assert/strict";
import { ALERT_AFTER_ATTEMPTS } from "./notify-policy.ts";
import {
  notificationState,
  post,
  retryIsDue,
  settleOtherRequests,
  startFakeProvider,
  sweepRequest,
  validInput,
  withConfiguredFunction,
  withDb,
  withHandler,
} from "./testing.ts";

/** The e-mail part of the sweep's report; purgeOf gives the retention purges' part. */
async function sweep(handle: (request: Request) => Promise<Response>) {
  const report = await sweepReport(handle);
  delete report.purge;
  return report;
}

async function sweepReport(handle: (request: Request) => Promise<Response>) {
  const response = await handle(sweepRequest());
  assert.equal(response.status, 200);
  return (await response.json()) as {
    tried: number;
    sent: number;
    failed: number;
    skipped?: string;
    purge?: unknown;
  };
}

Deno.test(
  "after an outage the sweep e-mails every stored request exactly once: 0 left without an office e-mail",
  async () => {
    await settleOtherRequests();
    const provider = startFakeProvider(500);
    const ids: string[] = [];
    try {
      await withConfiguredFunction(provider.url, async (handle) => {
        // Six refused by the provider…
        for (let i = 0; i < 6; i++) {
          ids.push((await (await handle(post(validInput()))).json()).id);
        }
      });
      // …and six stored by a function cut off before it could e-mail.
      await withHandler({ mailer: null }, async (handle) => {
        for (let i = 0; i < 6; i++) {
          ids.push((await (await handle(post(validInput()))).json()).id);
        }
      });

      provider.answer(200);
      await retryIsDue(ids);
      await withConfiguredFunction(provider.url, async (handle) => {
        let report;
        let sweeps = 0;
        do {
          report = await sweep(handle);
          sweeps++;
        } while (report.tried > 0 && sweeps < 10);
        assert.equal(sweeps, 2); // 12 requests fit one sweep; the second finds none
        for (const id of ids) assert.equal(provider.accepted(id), 1, id);

        const [left] = await withDb(
          (sql) => sql`
          select count(*)::int as unnotified from public.contact_requests
          where id = any(${ids}::uuid[]) and (notified_at is null or notify_status <> 'sent')`,
        );
        console.log(
          `sweep: ${left!.unnotified} of ${ids.length} stored requests left without an office e-mail after the provider recovered`,
        );
        assert.equal(left!.unnotified, 0);

        // Later sweeps leave them alone.
        await retryIsDue(ids);
        assert.equal((await sweep(handle)).tried, 0);
        // One refused call and one accepted for the first six, the accepted one alone for the rest.
        const calls = ids.map((id) => provider.callsFor(id));
        assert.deepEqual(calls, [...Array(6).fill(2), ...Array(6).fill(1)]);
      });
    } finally {
      await provider.close();
    }
  },
);

Deno.test(
  "repeated failures mark the request failed and log an error; the sweep waits between tries and sends it once the provider recovers",
  async () => {
    await settleOtherRequests();
    const provider = startFakeProvider(503);
    try {
      await withConfiguredFunction(provider.url, async (handle, log) => {
        const { id } = await (await handle(post(validInput()))).json();

        // Just failed: the next sweep waits (1 minute after the first failure, doubling).
        assert.equal((await sweep(handle)).tried, 0);

        for (let attempt = 2; attempt <= ALERT_AFTER_ATTEMPTS; attempt++) {
          await retryIsDue([id]);
          assert.deepEqual(await sweep(handle), {
            tried: 1,
            sent: 0,
            failed: 1,
          });
        }
        const failed = await notificationState(id);
        assert.equal(failed!.notify_status, "failed");
        assert.equal(failed!.notify_attempts, ALERT_AFTER_ATTEMPTS);
        assert.match(String(failed!.notify_last_error), /answered 503/);
        const lines = log.join("\n");
        assert.match(
          lines,
          new RegExp(
            `request ${id} is stored but the office e-mail failed \\(attempt ${ALERT_AFTER_ATTEMPTS}\\); notify_status is 'failed': call the customer`,
          ),
        );

        provider.answer(200);
        await retryIsDue([id]);
        assert.deepEqual(await sweep(handle), { tried: 1, sent: 1, failed: 0 });
        assert.equal(provider.accepted(id), 1);
        assert.equal((await notificationState(id))!.notify_status, "sent");
      });
    } finally {
      await provider.close();
    }
  },
);

Deno.test(
  "with the provider down the sweep stops after two failures in a row and leaves the rest for later",
  async () => {
    await settleOtherRequests();
    const provider = startFakeProvider(500);
    try {
      await withHandler({ mailer: null }, async (handle) => {
        for (let i = 0; i < 4; i++)
          await (await handle(post(validInput()))).body?.cancel();
      });
      await withConfiguredFunction(provider.url, async (handle) => {
        assert.deepEqual(await sweep(handle), { tried: 2, sent: 0, failed: 2 });
        provider.answer(200);
        assert.deepEqual(await sweep(handle), { tried: 2, sent: 2, failed: 0 });
      });
    } finally {
      await provider.close();
    }
  },
);

Deno.test(
  "the sweep answers only the function's secret, and without a provider it says why and sends nothing",
  async () => {
    await withHandler({}, async (handle) => {
      const refused = await handle(sweepRequest("Bearer wrong"));
      assert.equal(refused.status, 401);
      await refused.body?.cancel();

      const report = await sweep(handle);
      assert.deepEqual(report, {
        tried: 0,
        sent: 0,
        failed: 0,
        skipped: "no e-mail provider configured",
      });
    });
  },
);

Deno.test(
  "requests older than a week are left to the office's table, not e-mailed out of the blue",
  async () => {
    await settleOtherRequests();
    const provider = startFakeProvider();
    try {
      let id = "";
      await withHandler({ mailer: null }, async (handle) => {
        id = (await (await handle(post(validInput()))).json()).id;
      });
      await withDb(
        (sql) => sql`
        update public.contact_requests set created_at = now() - interval '8 days'
        where id = ${id}`,
      );
      await withConfiguredFunction(provider.url, async (handle) => {
        assert.equal((await sweep(handle)).tried, 0);
        assert.equal(provider.callsFor(id), 0);
      });
    } finally {
      await provider.close();
    }
  },
);

Deno.test(
  "the sweep runs the retention purges once a day, with or without an e-mail provider: 25 months deleted, 23 kept",
  async () => {
    await settleOtherRequests();
    const ids: string[] = [];
    await withHandler({ mailer: null }, async (handle) => {
      for (let i = 0; i < 2; i++) {
        ids.push((await (await handle(post(validInput()))).json()).id);
      }
    });
    const [old, recent] = ids;
    await withDb(
      (sql) => sql`
      update public.contact_requests set created_at = now() - case id
        when ${old!}::uuid then interval '25 months' else interval '23 months' end
      where id = any(${ids}::uuid[])`,
    );
    // As if the last run were a day old: earlier tests' sweeps may have run it today.
    await withDb((sql) => sql`delete from public.purge_runs`);
    const left = () =>
      withDb(
        (sql) => sql<{ id: string }[]>`
        select id from public.contact_requests where id = any(${ids}::uuid[])`,
      );

    await withHandler({ mailer: null }, async (handle) => {
      const first = await sweepReport(handle);
      assert.equal(first.skipped, "no e-mail provider configured");
      const purge = first.purge as {
        ran: boolean;
        contactRequestsDeleted: number;
      };
      assert.equal(purge.ran, true);
      assert.ok(purge.contactRequestsDeleted >= 1);
      assert.deepEqual(
        (await left()).map((row) => row.id),
        [recent],
      );

      // Five minutes later the purges do not run again, even for a request now past 24 months.
      await withDb(
        (sql) => sql`
        update public.contact_requests set created_at = now() - interval '25 months'
        where id = ${recent!}`,
      );
      const second = await sweepReport(handle);
      assert.deepEqual(second.purge, {
        ran: false,
        contactRequestsDeleted: 0,
        textConsentsDeleted: 0,
      });
      assert.equal((await left()).length, 1);
    });
    await withDb(
      (sql) => sql`delete from public.contact_requests where id = ${recent!}`,
    );
  },
);
