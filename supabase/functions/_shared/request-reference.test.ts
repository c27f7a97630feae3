import assert from "node:assert/strict";
import postgres from "postgres";
import {
  normalizeReference,
  REFERENCE_ALPHABET,
  requestReference,
} from "./request-reference.ts";

Deno.test("the alphabet has 32 symbols, none of them 0, O, 1 or I", () => {
  assert.equal(new Set(REFERENCE_ALPHABET).size, 32);
  assert.doesNotMatch(REFERENCE_ALPHABET, /[0O1I]/);
});

Deno.test("a reference is EVP- and five symbols, the same every time", () => {
  const id = "0b9c3f1e-7a42-4d85-b6e0-3c1d9a7e52f4";
  assert.equal(requestReference(id), "EVP-9WNRN");
  assert.equal(requestReference(id.toUpperCase()), "EVP-9WNRN");
  assert.equal(
    requestReference("5b0e6a4c-8d2f-4c1e-9a7b-000000000000"),
    "EVP-22222",
  );
  assert.equal(
    requestReference("5b0e6a4c-8d2f-4c1e-9a7b-0000ffffffff"),
    "EVP-ZZZZZ",
  );
  for (let i = 0; i < 200; i++) {
    assert.match(
      requestReference(crypto.randomUUID()),
      /^EVP-[2-9A-HJ-NP-Z]{5}$/,
    );
  }
});

Deno.test("ids that differ only at the end get different references", () => {
  const base = "1f0c2b7e-3a54-4e61-8d2a-6b9e0c4f1a0";
  const refs = new Set(
    ["1", "2", "3", "4"].map((last) => requestReference(base + last)),
  );
  assert.equal(refs.size, 4);
});

Deno.test(
  "time-ordered (version 7) ids made in the same millisecond differ",
  () => {
    // Same 48-bit timestamp and version, random tails: the reference reads the tail.
    const ids = [
      "019ac1d2-3e4f-7a01-8b2c-4d5e6f708192",
      "019ac1d2-3e4f-7a01-9c3d-5e6f708192a3",
    ];
    assert.notEqual(requestReference(ids[0]!), requestReference(ids[1]!));
  },
);

Deno.test(
  "something that is not an id is refused, not given a reference",
  () => {
    assert.throws(() => requestReference("req-1"), /Not a request id/);
    assert.throws(() => requestReference(""), /Not a request id/);
  },
);

Deno.test(
  "what a caller reads out or types is read back as the reference",
  () => {
    for (const typed of [
      "EVP-9WNRN",
      "evp-9wnrn",
      "evp 9wnrn",
      "9wnrn",
      " EVP9WNRN ",
    ]) {
      assert.equal(normalizeReference(typed), "EVP-9WNRN", typed);
    }
    // 0, O, 1 and I never appear in a reference, so a reference with them is a misreading.
    for (const typed of [
      "EVP-9WNR0",
      "EVP-OWNRN",
      "EVP-9WN",
      "EVP-9WNRNX",
      "",
    ]) {
      assert.equal(normalizeReference(typed), null, typed);
    }
  },
);

Deno.test(
  "PostgreSQL's contact_request_reference(id) agrees with requestReference for 500 ids",
  async () => {
    const url = Deno.env.get("DATABASE_URL");
    if (!url)
      throw new Error("DATABASE_URL is not set: run with npm run test:db");
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const ids = Array.from({ length: 500 }, () => crypto.randomUUID());
      const rows = await sql<{ id: string; reference: string }[]>`
        select id::text, public.contact_request_reference(id) as reference
        from unnest(${ids}::uuid[]) as id`;
      assert.equal(rows.length, ids.length);
      for (const row of rows) {
        assert.equal(row.reference, requestReference(row.id), row.id);
      }
    } finally {
      await sql.end();
    }
  },
);
