// The consent record a ticked text box leaves (public.text_consents, migration 20261211120000),
// through the function's HTTP path against the real, migrated PostgreSQL: written with the
// request it came with, once, and never without a ticked box.
import assert from "node:assert/strict";
import { CURRENT_CONSENT_WORDING } from "../_shared/consent-wording.ts";
import { CLIENT_KEY_HEADER } from "../_shared/rate-limit.ts";
import {
  CONSENT_ADDRESS_HEADER,
  CONSENT_KEY_ID_HEADER,
} from "../_shared/consent-address.ts";
import {
  post,
  rowsWithKey,
  validInput,
  visitorKey,
  withDb,
  withHandler,
} from "./testing.ts";

function consentsOf(requestId: string) {
  return withDb(
    (sql) => sql`
    select * from public.text_consents where contact_request_id = ${requestId}`,
  );
}

function consentsOfPhone(phone: string) {
  return withDb(
    (sql) => sql`
    select * from public.text_consents
    where phone_number = public.text_consent_number(${phone})`,
  );
}

Deno.test(
  "a created request with a ticked box keeps one consent record: number, boxes, wording, page, time, the address hash and its key's id",
  async () => {
    await withHandler({}, async (handle) => {
      const key = crypto.randomUUID();
      const clientKey = visitorKey();
      const request = post(
        validInput({
          phone: "(480) 555-0123",
          marketingConsent: true,
          accountConsent: true,
          page: "/services/drain-cleaning",
          name: "Maria Lopez",
          consentBusinessName: "Copper State Family Plumbing",
        }),
        { key },
      );
      request.headers.set(CLIENT_KEY_HEADER, clientKey);
      const addressHash = visitorKey();
      request.headers.set(CONSENT_ADDRESS_HEADER, addressHash);
      request.headers.set(CONSENT_KEY_ID_HEADER, "0123456789abcdef");
      const response = await handle(request);
      assert.equal(response.status, 200);
      const { id } = await response.json();

      const [stored] = await rowsWithKey(key);
      const records = await consentsOf(id);
      assert.equal(records.length, 1);
      const record = records[0]!;
      assert.deepEqual(
        {
          phone: record.phone,
          phone_number: record.phone_number,
          marketing_consent: record.marketing_consent,
          account_consent: record.account_consent,
          wording_version: record.wording_version,
          page: record.page,
          visitor_name: record.visitor_name,
          business_name: record.business_name,
          client_key_hash: record.client_key_hash,
          hash_key_id: record.hash_key_id,
          stopped_at: record.stopped_at,
        },
        {
          phone: "(480) 555-0123",
          phone_number: "4805550123",
          marketing_consent: true,
          account_consent: true,
          wording_version: CURRENT_CONSENT_WORDING,
          page: "/services/drain-cleaning",
          // Who agreed, and the business the words named (issue 55).
          visitor_name: "Maria Lopez",
          business_name: "Copper State Family Plumbing",
          // The consent key's hash, never the rate limit's X-Client-Key.
          client_key_hash: addressHash,
          hash_key_id: "0123456789abcdef",
          stopped_at: null,
        },
      );
      // Given when the request arrived: the same transaction's clock.
      assert.equal(
        record.given_at.toISOString(),
        stored!.created_at.toISOString(),
      );
    });
  },
);

Deno.test(
  "a redelivery under the same idempotency key writes no second record, whatever its body says",
  async () => {
    await withHandler({}, async (handle) => {
      const key = crypto.randomUUID();
      const first = await handle(post(validInput(), { key }));
      assert.equal(first.status, 200);
      const { id } = await first.json();
      const again = await handle(
        post(validInput({ marketingConsent: true, page: "/about" }), { key }),
      );
      assert.equal(again.status, 200);
      assert.equal((await again.json()).id, id);

      const records = await consentsOf(id);
      assert.equal(records.length, 1);
      assert.equal(records[0]!.marketing_consent, false);
      assert.equal(records[0]!.page, "/contact");
      // Without the consent headers (a site that cannot tell visitors apart) the hash is null.
      assert.equal(records[0]!.client_key_hash, null);
      assert.equal(records[0]!.hash_key_id, null);
    });
  },
);

Deno.test(
  "a phone call with neither box ticked keeps no consent record",
  async () => {
    await withHandler({}, async (handle) => {
      const key = crypto.randomUUID();
      const phone = "(602) 555-0177";
      const response = await handle(
        post(
          validInput({
            phone,
            preferredContact: "call",
            marketingConsent: false,
            accountConsent: false,
          }),
          { key },
        ),
      );
      assert.equal(response.status, 200);
      const { id } = await response.json();
      assert.equal((await consentsOf(id)).length, 0);
      assert.equal((await consentsOfPhone(phone)).length, 0);
    });
  },
);

Deno.test(
  "text with the marketing box only is refused: no request, no consent record",
  async () => {
    await withHandler({}, async (handle) => {
      const key = crypto.randomUUID();
      const phone = "(623) 555-0166";
      const response = await handle(
        post(
          validInput({
            phone,
            preferredContact: "text",
            marketingConsent: true,
            accountConsent: false,
          }),
          { key },
        ),
      );
      assert.equal(response.status, 400);
      assert.match(
        (await response.json()).error,
        /^accountConsent: To get replies by text, tick the service-texts box/,
      );
      assert.equal((await rowsWithKey(key)).length, 0);
      assert.equal((await consentsOfPhone(phone)).length, 0);
    });
  },
);

Deno.test(
  "the rate limit's X-Client-Key alone leaves no address hash in the record",
  async () => {
    await withHandler({}, async (handle) => {
      const request = post(validInput({ phone: "(480) 555-0124" }));
      request.headers.set(CLIENT_KEY_HEADER, visitorKey());
      const response = await handle(request);
      assert.equal(response.status, 200);
      const [record] = await consentsOf((await response.json()).id);
      assert.equal(record!.client_key_hash, null);
      assert.equal(record!.hash_key_id, null);
    });
  },
);

Deno.test(
  "a malformed address hash or key id, or one without the other, is refused and nothing stored",
  async () => {
    await withHandler({}, async (handle) => {
      for (const [hash, keyId] of [
        [visitorKey(), null],
        [null, "0123456789abcdef"],
        ["203.0.113.9", "0123456789abcdef"],
        [visitorKey(), "current"],
      ]) {
        const key = crypto.randomUUID();
        const request = post(validInput(), { key });
        if (hash) request.headers.set(CONSENT_ADDRESS_HEADER, hash);
        if (keyId) request.headers.set(CONSENT_KEY_ID_HEADER, keyId);
        const response = await handle(request);
        assert.equal(response.status, 400, `${hash} ${keyId}`);
        assert.match((await response.json()).error, /^X-Consent-/);
        assert.equal((await rowsWithKey(key)).length, 0);
      }
    });
  },
);
