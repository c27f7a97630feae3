// A request the office has not heard about is e-mailed again when it is delivered again (same
// Idempotency-Key): after a provider failure, and after the function was cut off between
// storing it and e-mailing. Once the provider accepted it, never again.
import { requestReference } from "../_shared/request-reference.ts";
import assert from "node:assert/strict";
import {
  notificationState,
  post,
  startFakeProvider,
  sweepRequest,
  validInput,
  withConfiguredFunction,
  withHandler,
} from "./testing.ts";

Deno.test(
  "the provider fails, then recovers: the next delivery of the request e-mails the office, exactly once",
  async () => {
    const provider = startFakeProvider(500);
    try {
      await withConfiguredFunction(provider.url, async (handle) => {
        const key = crypto.randomUUID();
        const first = await handle(post(validInput(), { key }));
        assert.equal(first.status, 200);
        const { id } = await first.json();
        assert.equal((await notificationState(id))!.notify_status, "pending");
        assert.equal(provider.accepted(id), 0);

        provider.answer(200);
        const again = await handle(post(validInput(), { key }));
        assert.deepEqual(await again.json(), {
          success: true,
          id,
          reference: requestReference(id),
        });
        assert.equal(provider.accepted(id), 1);
        const state = await notificationState(id);
        assert.equal(state!.notify_status, "sent");
        assert.equal(state!.notify_attempts, 2);
        assert.equal(state!.notify_last_error, null);

        // Sent: neither another delivery nor the sweep calls the provider about it again.
        await (await handle(post(validInput(), { key }))).body?.cancel();
        await (await handle(sweepRequest())).body?.cancel();
        assert.equal(provider.callsFor(id), 2);
        assert.equal(provider.accepted(id), 1);
        // Both attempts carried the same provider key, so even a repeat would be dropped there.
        assert.deepEqual(
          [
            ...new Set(
              provider.calls.map((c) => c.headers.get("idempotency-key")),
            ),
          ].filter((k) => k === `contact-request/${id}`),
          [`contact-request/${id}`],
        );
      });
    } finally {
      await provider.close();
    }
  },
);

Deno.test(
  "a request stored by a function cut off before its e-mail is e-mailed when it is delivered again",
  async () => {
    const key = crypto.randomUUID();
    let id = "";
    // The cut-off: stored, and no e-mail attempted at all.
    await withHandler({ mailer: null }, async (handle) => {
      id = (await (await handle(post(validInput(), { key }))).json()).id;
    });
    assert.equal((await notificationState(id))!.notify_attempts, 0);

    const provider = startFakeProvider();
    try {
      await withConfiguredFunction(provider.url, async (handle) => {
        const again = await handle(post(validInput(), { key }));
        assert.deepEqual(await again.json(), {
          success: true,
          id,
          reference: requestReference(id),
        });
        assert.equal(provider.accepted(id), 1);
        assert.match(
          String(provider.calls.at(-1)!.body.text),
          new RegExp(`Request id: ${id}`),
        );
        assert.equal((await notificationState(id))!.notify_status, "sent");
      });
    } finally {
      await provider.close();
    }
  },
);

Deno.test(
  "the answer does not wait for the e-mail, and a delivery while it is being sent does not send it twice",
  async () => {
    const provider = startFakeProvider();
    const release = provider.hold();
    const deferred: Promise<unknown>[] = [];
    try {
      await withConfiguredFunction(
        provider.url,
        async (handle) => {
          const key = crypto.randomUUID();
          // Answered while the provider still holds the e-mail (EdgeRuntime.waitUntil on Supabase).
          const first = await handle(post(validInput(), { key }));
          assert.equal(first.status, 200);
          const { id } = await first.json();
          assert.equal(deferred.length, 1);

          // The site's retry (its 7 s ran out) meets a request being e-mailed: it is left alone.
          while (provider.callsFor(id) === 0) {
            await new Promise((r) => setTimeout(r, 10));
          }
          const retry = await handle(post(validInput(), { key }));
          assert.deepEqual(await retry.json(), {
            success: true,
            id,
            reference: requestReference(id),
          });
          assert.equal(deferred.length, 2);
          assert.ok((await notificationState(id))!.notify_claimed_until);

          release();
          await Promise.all(deferred);
          assert.equal(provider.callsFor(id), 1);
          const state = await notificationState(id);
          assert.equal(state!.notify_status, "sent");
          assert.equal(state!.notify_claimed_until, null);
        },
        { defer: (task) => void deferred.push(task) },
      );
    } finally {
      release();
      await provider.close();
    }
  },
);
