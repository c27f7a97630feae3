// The office e-mail, wired the way index.ts wires it (depsFromEnv): sent once per stored request
// when the provider is up; when it is down or refuses, the request is still stored and answered.
import { requestReference } from "../_shared/request-reference.ts";
import assert from "node:assert/strict";
import { depsFromEnv } from "./deps.ts";
import { createHandler } from "./handler.ts";
import {
  closedPortUrl,
  notificationState,
  databaseUrl,
  OFFICE,
  post,
  quietLog,
  rowsWithKey,
  SECRET,
  startFakeProvider,
  validInput,
  withConfiguredFunction,
} from "./testing.ts";

Deno.test(
  "with the provider up, the office is e-mailed once per request, with every value escaped",
  async () => {
    const provider = startFakeProvider();
    try {
      await withConfiguredFunction(provider.url, async (handle) => {
        const key = crypto.randomUUID();
        const input = validInput({ name: `Tom <b>O'Neil</b>` });
        const first = await handle(post(input, { key }));
        assert.equal(first.status, 200);
        const { id } = await first.json();

        // The caller's retry must not e-mail the office a second time.
        const retry = await handle(post(input, { key }));
        assert.deepEqual(await retry.json(), {
          success: true,
          id,
          reference: requestReference(id),
        });

        assert.equal(provider.calls.length, 1);
        const [call] = provider.calls;
        assert.equal(call!.headers.get("authorization"), "Bearer re_test_key");
        assert.equal(
          call!.headers.get("idempotency-key"),
          `contact-request/${id}`,
        );
        assert.deepEqual(call!.body.to, [OFFICE]);
        assert.equal(call!.body.from, "Website <requests@example.com>");
        assert.match(String(call!.body.subject), /Tom <b>O'Neil<\/b>, Mesa/);
        const html = String(call!.body.html);
        assert.ok(html.includes("Tom &lt;b&gt;O&#39;Neil&lt;/b&gt;"));
        assert.ok(!html.includes("<b>O'Neil"));
        assert.ok(html.includes(`href="tel:+14805550187"`));

        const state = await notificationState(id);
        assert.equal(state!.status, "new");
        assert.equal(state!.notify_status, "sent");
        assert.equal(state!.notify_attempts, 1);
        assert.ok(state!.notified_at instanceof Date);
      });
    } finally {
      await provider.close();
    }
  },
);

Deno.test(
  "with the provider unreachable, the request is stored, answered 200 and left pending for a retry",
  async () => {
    await withConfiguredFunction(
      closedPortUrl("/emails"),
      async (handle, log) => {
        const response = await handle(post(validInput()));
        assert.equal(response.status, 200);
        const { id } = await response.json();

        const state = await notificationState(id);
        assert.equal(state!.status, "new");
        assert.equal(state!.notify_status, "pending");
        assert.equal(state!.notify_attempts, 1);
        assert.match(
          String(state!.notify_last_error),
          /fetch|connect|refused/i,
        );
        assert.equal(state!.notified_at, null);
        assert.match(
          log.join("\n"),
          new RegExp(`request ${id} is stored but the office e-mail failed`),
        );
      },
    );
  },
);

Deno.test(
  "with the provider refusing (HTTP 500), the request is stored, answered 200 and left pending for a retry",
  async () => {
    const provider = startFakeProvider(500);
    try {
      await withConfiguredFunction(provider.url, async (handle, log) => {
        const response = await handle(post(validInput()));
        assert.equal(response.status, 200);
        const { id } = await response.json();

        assert.equal(provider.calls.length, 1);
        const state = await notificationState(id);
        assert.equal(state!.notify_status, "pending");
        assert.match(String(state!.notify_last_error), /answered 500/);
        assert.match(log.join("\n"), /e-mail provider answered 500/);
      });
    } finally {
      await provider.close();
    }
  },
);

Deno.test(
  "without OFFICE_EMAIL and RESEND_API_KEY nothing is sent and the request is stored",
  async () => {
    const quiet = quietLog();
    const deps = depsFromEnv(
      new Map([
        ["SUPABASE_DB_URL", databaseUrl()],
        ["CONTACT_FUNCTION_SECRET", SECRET],
      ]),
      quiet.log,
    );
    try {
      assert.equal(deps.mailer, null);
      const response = await createHandler(deps)(post(validInput()));
      assert.equal(response.status, 200);
      const state = await notificationState((await response.json()).id);
      assert.deepEqual(
        { status: state!.status, notified_at: state!.notified_at },
        { status: "new", notified_at: null },
      );
      assert.equal(state!.notify_status, "pending"); // the sweep sends it once a provider is set
      assert.match(quiet.lines.join("\n"), /stored without an e-mail/);
    } finally {
      await deps.close();
    }
  },
);

Deno.test(
  "without SUPABASE_DB_URL every request fails with 500 instead of being dropped",
  async () => {
    const quiet = quietLog();
    const deps = depsFromEnv(
      new Map([["CONTACT_FUNCTION_SECRET", SECRET]]),
      quiet.log,
    );
    const response = await createHandler(deps)(post(validInput()));
    assert.equal(response.status, 500);
    assert.match((await response.json()).error, /could not save your request/);
    assert.match(quiet.lines.join("\n"), /SUPABASE_DB_URL is not set/);
  },
);

Deno.test(
  "without CONTACT_FUNCTION_SECRET every request is refused (fail closed), stored nowhere, and the log says why",
  async () => {
    const quiet = quietLog();
    const deps = depsFromEnv(
      new Map([["SUPABASE_DB_URL", databaseUrl()]]),
      quiet.log,
    );
    try {
      const key = crypto.randomUUID();
      // Even a request carrying some bearer value: there is nothing to compare it with.
      const response = await createHandler(deps)(
        post(validInput(), { key, authorization: "Bearer " }),
      );
      assert.equal(response.status, 503);
      await response.body?.cancel();
      assert.equal((await rowsWithKey(key)).length, 0);
      assert.match(
        quiet.lines.join("\n"),
        /CONTACT_FUNCTION_SECRET is not set/,
      );
    } finally {
      await deps.close();
    }
  },
);
