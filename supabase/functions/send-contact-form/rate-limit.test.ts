// The visitor's limit across instances: two handlers, each with its own database connection as
// two deployments of the site's backend would have, against the real, migrated PostgreSQL.
import assert from "node:assert/strict";
import {
  CLIENT_KEY_HEADER,
  CLIENT_NET_KEY_HEADER,
  CONTACT_RATE_LIMIT,
  IDEMPOTENT_DELIVERIES,
} from "../_shared/rate-limit.ts";
import {
  post,
  rowsWithKey,
  validInput,
  visitorKey,
  withDb,
  withHandler,
} from "./testing.ts";

function fromVisitor(
  clientKey: string,
  key = crypto.randomUUID(),
  netKey?: string,
): Request {
  const request = post(validInput(), { key });
  request.headers.set(CLIENT_KEY_HEADER, clientKey);
  if (netKey) request.headers.set(CLIENT_NET_KEY_HEADER, netKey);
  return request;
}

/** The answer's status; the body is dropped. */
async function statusOf(response: Promise<Response>): Promise<number> {
  const answered = await response;
  await answered.body?.cancel();
  return answered.status;
}

async function withTwoInstances(
  fn: (
    a: (request: Request) => Promise<Response>,
    b: (request: Request) => Promise<Response>,
  ) => Promise<void>,
) {
  await withHandler({}, (a) => withHandler({}, (b) => fn(a, b)));
}

Deno.test(
  "two instances share one limit: the request past it is refused with 429 and not stored",
  async () => {
    await withTwoInstances(async (a, b) => {
      const client = visitorKey();
      const { limit, windowMs } = CONTACT_RATE_LIMIT;
      for (let i = 0; i < limit; i++) {
        const response = await (i % 2 === 0 ? a : b)(fromVisitor(client));
        assert.equal(response.status, 200, `request ${i + 1} of ${limit}`);
        await response.body?.cancel();
      }

      for (const handle of [a, b]) {
        const key = crypto.randomUUID();
        const refused = await handle(fromVisitor(client, key));
        assert.equal(refused.status, 429);
        assert.equal(
          refused.headers.get("retry-after"),
          String(windowMs / 1000),
        );
        assert.match((await refused.json()).error, /Too many requests/);
        assert.equal((await rowsWithKey(key)).length, 0);
      }

      // Another visitor is not held back by the first one's requests.
      const other = await b(fromVisitor(visitorKey()));
      assert.equal(other.status, 200);
      await other.body?.cancel();
    });
  },
);

Deno.test(
  "a retry of a counted request is answered with its id, even once the limit is used up",
  async () => {
    await withTwoInstances(async (a, b) => {
      const client = visitorKey();
      const first = crypto.randomUUID();
      const stored = await (await a(fromVisitor(client, first))).json();
      for (let i = 1; i < CONTACT_RATE_LIMIT.limit; i++) {
        await (await a(fromVisitor(client))).body?.cancel();
      }

      // The site's retry of the first request (its answer was lost) reaches the other instance.
      const retry = await b(fromVisitor(client, first));
      assert.equal(retry.status, 200);
      assert.equal((await retry.json()).id, stored.id);
      assert.equal((await rowsWithKey(first)).length, 1);
    });
  },
);

Deno.test(
  "the database keeps keyed hashes only, and forgets them after the window",
  async () => {
    await withHandler({}, async (handle) => {
      const client = visitorKey();
      const key = crypto.randomUUID();
      await (await handle(fromVisitor(client, key))).body?.cancel();

      await withDb(async (sql) => {
        const [hit] = await sql`
          select client_key from public.contact_rate_hits where idempotency_key = ${key}`;
        assert.equal(hit?.client_key, client);
        // Age the visitor's hits past the window: the next request prunes them.
        await sql`
          update public.contact_rate_hits set created_at = now() - interval '11 minutes'
          where client_key = ${client}`;
      });
      await (await handle(fromVisitor(visitorKey()))).body?.cancel();
      await withDb(async (sql) => {
        const left = await sql`
          select 1 from public.contact_rate_hits where client_key = ${client}`;
        assert.equal(left.length, 0);
      });
    });
  },
);

Deno.test(
  "a malformed client key is answered 400; no key at all is left to the site's own limit",
  async () => {
    await withHandler({}, async (handle) => {
      const key = crypto.randomUUID();
      const bad = await handle(fromVisitor("203.0.113.7", key));
      assert.equal(bad.status, 400);
      assert.match((await bad.json()).error, /^X-Client-Key: /);
      assert.equal((await rowsWithKey(key)).length, 0);

      for (let i = 0; i <= CONTACT_RATE_LIMIT.limit; i++) {
        const response = await handle(post(validInput()));
        assert.equal(response.status, 200);
        await response.body?.cancel();
      }
    });
  },
);

Deno.test(
  "a key is honoured three times for the visitor who first used it; a fourth delivery, or the key from another visitor, is counted",
  async () => {
    await withTwoInstances(async (a, b) => {
      const { limit } = CONTACT_RATE_LIMIT;
      const client = visitorKey();
      const replayed = crypto.randomUUID();
      // The first delivery: the key has two free deliveries left from here on, for this client.
      assert.equal(await statusOf(a(fromVisitor(client, replayed))), 200);

      // While it has, another visitor whose allowance is used up gets no free pass with it...
      const spent = visitorKey();
      for (let i = 0; i < limit; i++) {
        assert.equal(await statusOf(a(fromVisitor(spent))), 200);
      }
      assert.equal(await statusOf(a(fromVisitor(spent, replayed))), 429);
      // ...and one that has allowance left pays for it, every time.
      const fresh = visitorKey();
      for (let i = 0; i < limit; i++) {
        assert.equal(await statusOf(b(fromVisitor(fresh, replayed))), 200);
      }
      assert.equal(await statusOf(b(fromVisitor(fresh, replayed))), 429);
      assert.equal(await statusOf(b(fromVisitor(fresh))), 429);

      // The first client's other requests use up its allowance...
      for (let i = 1; i < limit; i++) {
        assert.equal(await statusOf(a(fromVisitor(client))), 200);
      }
      // ...and the site's retry and one more press of Submit, on either instance, still pass:
      // the other visitors' deliveries took none of its two.
      assert.equal(await statusOf(b(fromVisitor(client, replayed))), 200);
      assert.equal(await statusOf(a(fromVisitor(client, replayed))), 200);
      for (let i = 0; i < 3; i++) {
        assert.equal(
          await statusOf(b(fromVisitor(client, replayed))),
          429,
          `replay ${i + 4}`,
        );
      }
    });
  },
);

Deno.test(
  "the database honours a key IDEMPOTENT_DELIVERIES times, as the site's own limiter does",
  async () => {
    // take_contact_slot's free deliveries are a literal in SQL (migration 20261211120000); the
    // site's in-memory limiter reads IDEMPOTENT_DELIVERIES. With an allowance of one request, each
    // delivery past the first passes only if it is free.
    await withDb(async (sql) => {
      const client = visitorKey();
      const key = crypto.randomUUID();
      const admitted: boolean[] = [];
      for (let i = 0; i < IDEMPOTENT_DELIVERIES + 1; i++) {
        const [row] = await sql<{ admitted: boolean }[]>`
          select public.take_contact_slot(
            ${client}, null, ${key}, 1, null, interval '10 minutes'
          ) as admitted`;
        admitted.push(row.admitted);
      }
      assert.deepEqual(admitted, [
        ...Array(IDEMPOTENT_DELIVERIES).fill(true),
        false,
      ]);
    });
  },
);

Deno.test(
  "one IPv6 /48 has four visitors' allowance, however many /64s it sends from",
  async () => {
    await withTwoInstances(async (a, b) => {
      const { limit, netLimit } = CONTACT_RATE_LIMIT;
      const net = visitorKey();
      const admitted: number[] = [];
      for (let subnet = 0; subnet < netLimit / limit + 2; subnet++) {
        const client = visitorKey();
        let count = 0;
        for (let i = 0; i < limit; i++) {
          const handle = i % 2 === 0 ? a : b;
          if (
            (await statusOf(handle(fromVisitor(client, undefined, net)))) ===
            200
          )
            count++;
        }
        admitted.push(count);
      }
      assert.deepEqual(admitted, [5, 5, 5, 5, 0, 0]);

      // A /64 of another /48, and an IPv4 visitor (no /48), are not held back by it.
      assert.equal(
        await statusOf(a(fromVisitor(visitorKey(), undefined, visitorKey()))),
        200,
      );
      assert.equal(await statusOf(b(fromVisitor(visitorKey()))), 200);
    });
  },
);

Deno.test(
  "a malformed /48 key, or one without the visitor's key, is answered 400",
  async () => {
    await withHandler({}, async (handle) => {
      const bad = await handle(
        fromVisitor(visitorKey(), undefined, "2001:db8::/48"),
      );
      assert.equal(bad.status, 400);
      assert.match((await bad.json()).error, /^X-Client-Net-Key: /);

      const alone = post(validInput());
      alone.headers.set(CLIENT_NET_KEY_HEADER, visitorKey());
      const answer = await handle(alone);
      assert.equal(answer.status, 400);
      assert.match((await answer.json()).error, /send it with X-Client-Key/);
    });
  },
);
