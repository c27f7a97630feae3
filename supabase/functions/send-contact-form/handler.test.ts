// The function's HTTP behaviour against the real, migrated PostgreSQL: what a caller gets back
// and what ends up in public.contact_requests.
import { requestReference } from "../_shared/request-reference.ts";
import assert from "node:assert/strict";
import {
  FORWARD_TIMEOUT_MS,
  STORE_CONNECT_TIMEOUT_S,
  STORE_DEADLINE_MS,
} from "../_shared/deadlines.ts";
import { createHandler } from "./handler.ts";
import { createSqlStore } from "./store.ts";
import {
  closedPortUrl,
  post,
  quietLog,
  rowsWithKey,
  SECRET,
  validInput,
  withHandler,
} from "./testing.ts";

Deno.test(
  "a valid request is answered with its id and stored with the form's values",
  async () => {
    await withHandler({}, async (handle) => {
      const key = crypto.randomUUID();
      const response = await handle(post(validInput(), { key }));

      assert.equal(response.status, 200);
      const body = await response.json();
      assert.equal(body.success, true);
      assert.match(body.id, /^[0-9a-f-]{36}$/);

      const rows = await rowsWithKey(key);
      assert.equal(rows.length, 1);
      const row = rows[0]!;
      assert.equal(row.id, body.id);
      assert.deepEqual(
        {
          name: row.name,
          phone: row.phone,
          preferred_contact: row.preferred_contact,
          address: row.address,
          city: row.city,
          state: row.state,
          zip_code: row.zip_code,
          marketing_consent: row.marketing_consent,
          account_consent: row.account_consent,
          status: row.status,
          notified_at: row.notified_at,
        },
        {
          name: "Maria Delgado",
          phone: "(480) 555-0187",
          preferred_contact: "text",
          address: "1452 East Brown Road",
          city: "Mesa",
          state: "AZ", // "arizona" normalised by the shared schema
          zip_code: "85203",
          marketing_consent: false,
          account_consent: true,
          status: "new",
          notified_at: null, // no e-mail provider configured
        },
      );
      assert.equal(row.message, validInput().message);
    });
  },
);

Deno.test(
  "a phone-call request with neither text consent is stored (the table allows it too)",
  async () => {
    await withHandler({}, async (handle) => {
      const key = crypto.randomUUID();
      const response = await handle(
        post(
          validInput({
            preferredContact: "call",
            marketingConsent: false,
            accountConsent: false,
          }),
          { key },
        ),
      );
      assert.equal(response.status, 200);
      const [row] = await rowsWithKey(key);
      assert.equal(row?.preferred_contact, "call");
      assert.equal(row?.marketing_consent, false);
      assert.equal(row?.account_consent, false);
    });
  },
);

Deno.test(
  "a missing or wrong secret is answered 401 and nothing is stored",
  async (t) => {
    await withHandler({}, async (handle) => {
      for (const authorization of [
        null,
        "",
        "Bearer ",
        "Bearer sb_publishable_the-public-key",
        `Bearer ${SECRET}x`,
        `Bearer ${SECRET.slice(0, -1)}`,
        `Basic ${SECRET}`,
        SECRET,
      ]) {
        await t.step(JSON.stringify(authorization), async () => {
          const key = crypto.randomUUID();
          const response = await handle(
            post(validInput(), { key, authorization }),
          );
          assert.equal(response.status, 401);
          assert.equal(response.headers.get("WWW-Authenticate"), "Bearer");
          await response.body?.cancel();
          assert.equal((await rowsWithKey(key)).length, 0);
        });
      }
    });
  },
);

Deno.test(
  "a retry with the same Idempotency-Key is stored once and answers the same id",
  async () => {
    await withHandler({}, async (handle) => {
      const key = crypto.randomUUID();
      const first = await (await handle(post(validInput(), { key }))).json();
      const second = await handle(post(validInput(), { key }));

      assert.equal(second.status, 200);
      assert.deepEqual(await second.json(), {
        success: true,
        id: first.id,
        reference: requestReference(first.id),
      });
      assert.equal((await rowsWithKey(key)).length, 1);
    });
  },
);

Deno.test(
  "two concurrent deliveries of one request store one row and answer one id",
  async () => {
    // Separate stores, so the two inserts really race on separate connections.
    await withHandler({}, async (first) => {
      await withHandler({}, async (second) => {
        const key = crypto.randomUUID();
        const answers = await Promise.all([
          first(post(validInput(), { key })).then((response) =>
            response.json(),
          ),
          second(post(validInput(), { key })).then((response) =>
            response.json(),
          ),
        ]);
        assert.equal(answers[0].id, answers[1].id);
        assert.equal((await rowsWithKey(key)).length, 1);
      });
    });
  },
);

Deno.test(
  "bad input is refused with 400 naming the field, and nothing is stored",
  async (t) => {
    const withoutName: Record<string, unknown> = { ...validInput() };
    delete withoutName.name;
    const cases: [string, unknown, RegExp][] = [
      ["a missing field", withoutName, /^name: Name is required\./],
      [
        "a phone number that is not a US number",
        validInput({ phone: "555-0187" }),
        /^phone: Enter a 10-digit US phone number/,
      ],
      [
        "a five-digit ZIP with letters",
        validInput({ zipCode: "8520A" }),
        /^zipCode: Enter a 5-digit ZIP code/,
      ],
      [
        "text messages asked for, no consent ticked",
        validInput({
          preferredContact: "text",
          marketingConsent: false,
          accountConsent: false,
        }),
        /^accountConsent: To get replies by text, tick the service-texts box, or choose Phone Call\.$/,
      ],
      [
        "text messages asked for, the marketing box only",
        validInput({
          preferredContact: "text",
          marketingConsent: true,
          accountConsent: false,
        }),
        /^accountConsent: To get replies by text, tick the service-texts box, or choose Phone Call\.$/,
      ],
      [
        "a ticked box without the wording it was ticked under",
        validInput({ consentWording: undefined }),
        /^consentWording: A ticked text-message box needs the version/,
      ],
      [
        "a wording version the repository does not hold",
        validInput({ consentWording: "2019-01-01" }),
        /^consentWording: Reload the page/,
      ],
      [
        "another site's address as the page",
        validInput({ page: "https://evil.example/contact" }),
        /^page: Send the page as a path on this site\./,
      ],
      [
        "a NUL in the message (PostgreSQL would refuse it with 22021)",
        validInput({ message: "Leaking\u0000 under the sink" }),
        /^message: Message contains a hidden control character\./,
      ],
      [
        "an escape character in the city",
        validInput({ city: "Mesa\u001b[2J" }),
        /^city: City contains a hidden control character\./,
      ],
      [
        "a body that is not JSON",
        "name=Maria&phone=4805550187",
        /^body: Send the request as JSON\.$/,
      ],
      [
        "a JSON array",
        [validInput()],
        /^body: Send the request fields as a JSON object\.$/,
      ],
    ];

    await withHandler({}, async (handle) => {
      for (const [label, body, error] of cases) {
        await t.step(label, async () => {
          const key = crypto.randomUUID();
          const response = await handle(post(body, { key }));
          assert.equal(response.status, 400);
          assert.match((await response.json()).error, error);
          assert.equal((await rowsWithKey(key)).length, 0);
        });
      }
    });
  },
);

Deno.test(
  "newlines and tabs in the message are stored; CRLF is stored as LF",
  async () => {
    await withHandler({}, async (handle) => {
      const key = crypto.randomUUID();
      const message = "Line one\r\n\tindented line two\nline three";
      const response = await handle(post(validInput({ message }), { key }));
      assert.equal(response.status, 200);
      const [row] = await rowsWithKey(key);
      assert.equal(row?.message, "Line one\n\tindented line two\nline three");
    });
  },
);

Deno.test(
  "a missing or malformed Idempotency-Key is refused with 400",
  async () => {
    await withHandler({}, async (handle) => {
      for (const key of [
        null,
        "",
        "short",
        "has spaces in it",
        "x".repeat(101),
      ]) {
        const response = await handle(post(validInput(), { key }));
        assert.equal(response.status, 400, `key ${JSON.stringify(key)}`);
        assert.match((await response.json()).error, /^Idempotency-Key: /);
      }
    });
  },
);

Deno.test(
  "a body far larger than the form can send is refused with 413",
  async () => {
    await withHandler({}, async (handle) => {
      const response = await handle(
        post(validInput({ message: "a".repeat(20_000) })),
      );
      assert.equal(response.status, 413);
      await response.body?.cancel();
    });
  },
);

Deno.test(
  "a chunked body is cut off at 16 KB with 413: the rest is never read, nothing stored",
  async () => {
    await withHandler({}, async (handle) => {
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          if (pulled > 1_000) return controller.close();
          controller.enqueue(new Uint8Array(1024).fill(0x20));
        },
      });
      const key = crypto.randomUUID();
      const response = await handle(
        new Request("http://127.0.0.1/functions/v1/send-contact-form", {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "Idempotency-Key": key,
            Authorization: `Bearer ${SECRET}`,
          },
          body,
        }),
      );
      assert.equal(response.status, 413);
      assert.match((await response.json()).error, /larger than 16 KB/);
      assert.ok(pulled <= 18, `read ${pulled} KB of a 1 MB upload`);
      assert.equal((await rowsWithKey(key)).length, 0);
    });
  },
);

Deno.test(
  "a store failure answers 500 with a message and e-mails nobody",
  async () => {
    const quiet = quietLog();
    let mailed = 0;
    const brokenStore = createSqlStore(
      closedPortUrl("/postgres").replace("http://", "postgresql://postgres@"),
    );
    try {
      const handle = createHandler({
        store: brokenStore,
        mailer: { notifyOffice: () => Promise.resolve(void mailed++) },
        allowedOrigins: [],
        secret: SECRET,
        log: quiet.log,
      });
      const response = await handle(post(validInput()));
      assert.equal(response.status, 500);
      assert.match(
        (await response.json()).error,
        /could not save your request/,
      );
      assert.equal(mailed, 0);
      assert.match(quiet.lines.join("\n"), /could not store the request/);
    } finally {
      await brokenStore.close();
    }
  },
);

Deno.test(
  "a database that accepts the connection and never answers gets 503 at the store deadline, well before the site gives up",
  async () => {
    // A stand-in for a hung pooler: it takes connections and never says a word.
    const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    const held: Deno.Conn[] = [];
    const accepting = (async () => {
      for await (const conn of listener) held.push(conn);
    })();
    const quiet = quietLog();
    const hungStore = createSqlStore(
      `postgresql://postgres@127.0.0.1:${listener.addr.port}/postgres`,
    );
    try {
      const handle = createHandler({
        store: hungStore,
        mailer: null,
        allowedOrigins: [],
        secret: SECRET,
        log: quiet.log,
        storeDeadlineMs: 300,
      });
      const started = performance.now();
      const response = await handle(post(validInput()));
      console.log(
        `hung database: answered ${response.status} after ${Math.round(performance.now() - started)} ms (deadline 300 ms here, ${STORE_DEADLINE_MS} ms deployed; the site waits ${FORWARD_TIMEOUT_MS} ms)`,
      );
      assert.equal(response.status, 503);
      assert.match(
        (await response.json()).error,
        /could not save your request/,
      );
      assert.match(quiet.lines.join("\n"), /no answer from the database/);
    } finally {
      listener.close();
      for (const conn of held) conn.close();
      await accepting.catch(() => {});
      await hungStore.close().catch(() => {});
    }
  },
);

Deno.test(
  "the function's store deadline leaves room inside the site's forward timeout",
  () => {
    // Connection within the store deadline, and a second (cold start, gateway) to spare.
    assert.ok(STORE_CONNECT_TIMEOUT_S * 1000 < STORE_DEADLINE_MS);
    assert.ok(STORE_DEADLINE_MS + 1_000 < FORWARD_TIMEOUT_MS);
  },
);
