// When the customer's confirmation is held back (confirm.ts): without the company's license
// number, and for an address that already had one within a day. Through the function as index.ts
// wires it, a real migrated PostgreSQL and a stand-in provider.
import assert from "node:assert/strict";
import { recipientKey } from "./recipient-key.ts";
import {
  freshAddress,
  officeEmailFor,
  post,
  SECRET,
  startFakeProvider,
  validInput,
  withConfiguredFunction,
  withDb,
} from "./testing.ts";

/** Sends one request from `email`; answers its id. */
async function requestFrom(
  handle: (request: Request) => Promise<Response>,
  email: string,
): Promise<string> {
  const response = await handle(post(validInput({ email })));
  assert.equal(response.status, 200);
  return (await response.json()).id;
}

for (const [what, license] of [
  ["unset", null],
  ["with no license number in it", "pending"],
] as const) {
  Deno.test(
    `OFFICE_ROC_LICENSE ${what}: no confirmation, an error at start and per request, and the office e-mail says why`,
    async () => {
      const provider = startFakeProvider(200);
      try {
        await withConfiguredFunction(
          provider.url,
          async (handle, log) => {
            const atStart = log.filter((line) =>
              line.includes("OFFICE_ROC_LICENSE is not set"),
            );
            assert.equal(atStart.length, 1, "named once at start");

            const id = await requestFrom(handle, freshAddress());
            assert.equal(provider.confirmationsFor(id).length, 0);
            const office = officeEmailFor(provider, id);
            assert.ok(office, "the office was e-mailed all the same");
            assert.match(
              office.text,
              /^Confirmation: Not sent: OFFICE_ROC_LICENSE is not set on the function/m,
            );
            assert.match(office.html, /OFFICE_ROC_LICENSE is not set/);
            assert.ok(
              log.some(
                (line) =>
                  line.includes(`request ${id}`) &&
                  line.includes("OFFICE_ROC_LICENSE is not set"),
              ),
              "and per request",
            );
          },
          {},
          { OFFICE_ROC_LICENSE: license },
        );
      } finally {
        await provider.close();
      }
    },
  );
}

Deno.test(
  "one confirmation per address a day, however the address is spelled; the office e-mail says when one was held back",
  async () => {
    const provider = startFakeProvider(200);
    const local = `victim.${crypto.randomUUID().slice(0, 8)}`;
    const address = `${local}@example.net`;
    try {
      await withConfiguredFunction(provider.url, async (handle) => {
        const first = await requestFrom(handle, address);
        assert.equal(provider.confirmationsFor(first)[0]?.status, 200);
        assert.doesNotMatch(
          officeEmailFor(provider, first)?.text ?? "",
          /^Confirmation:/m,
        );

        // A script's next tries, each a new request (new key) from anywhere.
        const again = [];
        for (const spelling of [
          address,
          ` ${local.toUpperCase()}@Example.NET`,
          `${local}+spam@example.net`,
        ]) {
          again.push(await requestFrom(handle, spelling));
        }
        for (const id of again) {
          assert.equal(provider.confirmationsFor(id).length, 0);
          assert.match(
            officeEmailFor(provider, id)?.text ?? "",
            /^Confirmation: Not sent: this address was already sent a confirmation in the last 24 hours/m,
          );
        }
        // Another address is not held back by it.
        const other = await requestFrom(handle, freshAddress());
        assert.equal(provider.confirmationsFor(other).length, 1);

        // The database holds the keyed hash only, and after 24 hours the address may have another.
        const key = await recipientKey(address, SECRET);
        await withDb(async (sql) => {
          const rows = await sql`
            select recipient_key from public.contact_confirmation_recipients
            where recipient_key = ${key}`;
          assert.equal(rows.length, 1);
          const leaks = await sql`
            select 1 from public.contact_confirmation_recipients
            where recipient_key like ${`%${local}%`}`;
          assert.equal(leaks.length, 0);
          await sql`
            update public.contact_confirmation_recipients
            set claimed_at = now() - interval '23 hours'
            where recipient_key = ${key}`;
        });
        const stillHeld = await requestFrom(handle, address);
        assert.equal(provider.confirmationsFor(stillHeld).length, 0);

        await withDb(
          (sql) => sql`
            update public.contact_confirmation_recipients
            set claimed_at = now() - interval '24 hours 1 minute'
            where recipient_key = ${key}`,
        );
        const nextDay = await requestFrom(handle, address);
        assert.equal(provider.confirmationsFor(nextDay)[0]?.status, 200);
      });
    } finally {
      await provider.close();
    }
  },
);

Deno.test(
  "the recipient key is an HMAC under the function's secret, of the address as one mailbox",
  async () => {
    const key = await recipientKey("Maria.Delgado+home@Example.com", SECRET);
    assert.match(key, /^[0-9a-f]{64}$/);
    assert.equal(key, await recipientKey("maria.delgado@example.com", SECRET));
    assert.equal(
      await recipientKey("m.a.r.i.a+x@googlemail.com", SECRET),
      await recipientKey("maria@gmail.com", SECRET),
    );
    assert.notEqual(key, await recipientKey("maria.delgado@example.com", "x"));
    assert.notEqual(
      key,
      await recipientKey("mariadelgado@example.com", SECRET),
    );
  },
);
