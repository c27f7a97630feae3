// Who may call: CORS preflight, methods, and the browser-origin allow-list.
import assert from "node:assert/strict";
import { post, rowsWithKey, SITE, validInput, withHandler } from "./testing.ts";

Deno.test("CORS preflight allows the site's origin only", async () => {
  await withHandler({}, async (handle) => {
    const preflight = (origin: string) =>
      handle(
        new Request("http://127.0.0.1/functions/v1/send-contact-form", {
          method: "OPTIONS",
          headers: {
            Origin: origin,
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type, idempotency-key",
          },
        }),
      );

    const allowed = await preflight(SITE);
    assert.equal(allowed.status, 204);
    assert.equal(allowed.headers.get("access-control-allow-origin"), SITE);
    assert.match(
      allowed.headers.get("access-control-allow-methods") ?? "",
      /POST/,
    );
    const allowHeaders =
      allowed.headers.get("access-control-allow-headers") ?? "";
    for (const header of [
      "authorization",
      "apikey",
      "content-type",
      "idempotency-key",
      "x-client-info",
    ]) {
      assert.ok(allowHeaders.includes(header), `allows ${header}`);
    }
    assert.match(allowed.headers.get("vary") ?? "", /Origin/);

    const other = await preflight("https://evil.example");
    assert.equal(other.status, 204);
    assert.equal(other.headers.get("access-control-allow-origin"), null);
  });
});

Deno.test("methods other than POST get 405 with an Allow header", async () => {
  await withHandler({}, async (handle) => {
    const response = await handle(
      new Request("http://127.0.0.1/functions/v1/send-contact-form"),
    );
    assert.equal(response.status, 405);
    assert.equal(response.headers.get("allow"), "POST, OPTIONS");
    await response.body?.cancel();
  });
});

Deno.test(
  "a browser on another origin gets 403 and nothing is stored; the site's origin is served",
  async () => {
    await withHandler({}, async (handle) => {
      const key = crypto.randomUUID();
      const refused = await handle(
        post(validInput(), { key, origin: "https://evil.example" }),
      );
      assert.equal(refused.status, 403);
      assert.equal(refused.headers.get("access-control-allow-origin"), null);
      await refused.body?.cancel();
      assert.equal((await rowsWithKey(key)).length, 0);

      const accepted = await handle(post(validInput(), { origin: SITE }));
      assert.equal(accepted.status, 200);
      assert.equal(accepted.headers.get("access-control-allow-origin"), SITE);
      await accepted.body?.cancel();
    });
  },
);
