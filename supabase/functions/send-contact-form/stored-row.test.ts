// Both e-mails say what the database holds. A retry with the same Idempotency-Key is answered with
// the first request's reference, so it must not be e-mailed with a different body's values; the
// sweep sends stored rows, the stored window's label included.
import assert from "node:assert/strict";
import { offeredArrivalWindows } from "../_shared/arrival-windows.ts";
import { officeArrivalPlan } from "../_shared/office-schedule.ts";
import {
  LICENSE_LINE,
  officeEmailFor,
  post,
  retryIsDue,
  type SentEmail,
  settleOtherRequests,
  startFakeProvider,
  sweepRequest,
  TUESDAY_6AM,
  validInput,
  withConfiguredFunction,
  withHandler,
  freshAddress,
} from "./testing.ts";

const [morning, afternoon] = offeredArrivalWindows(
  TUESDAY_6AM,
  officeArrivalPlan,
);
const now = () => TUESDAY_6AM;

const customer = freshAddress();
const first = () =>
  validInput({
    email: customer,
    preferredContact: "text",
    arrivalWindow: morning?.value,
  });
const retry = () =>
  validInput({
    name: "Someone Else",
    message: "Kitchen faucet drips all night.",
    email: "someone.else@example.com",
    preferredContact: "call",
    arrivalWindow: afternoon?.value,
  });

Deno.test(
  "a retry with the same key but another body is e-mailed as the first request was stored",
  async () => {
    assert.ok(morning && afternoon);
    const key = crypto.randomUUID();
    let id = "";
    // The first delivery is stored by a function cut off before either e-mail.
    await withHandler({ mailer: null, now }, async (handle) => {
      id = (await (await handle(post(first(), { key }))).json()).id;
    });

    const provider = startFakeProvider();
    try {
      await withConfiguredFunction(
        provider.url,
        async (handle) => {
          const again = await handle(post(retry(), { key }));
          assert.equal((await again.json()).id, id);

          const office = officeEmailFor(provider, id);
          assert.ok(office, "the office was e-mailed");
          assert.match(office.text, /^Name: Maria Delgado$/m);
          assert.match(office.text, /Water heater in the garage is leaking/);
          assert.match(office.text, /^Prefers: Text message$/m);
          assert.ok(office.text.split("\n").includes(`E-mail: ${customer}`));
          assert.ok(office.subject.includes(morning.label));
          assert.ok(office.text.includes(LICENSE_LINE));

          const [confirmation] = provider.confirmationsFor(id);
          assert.ok(confirmation, "the customer was confirmed");
          const email = confirmation.body as SentEmail;
          assert.deepEqual(email.to, [customer]);
          assert.ok(email.text.includes(morning.label));
          assert.match(email.text, /By text message/);
          const ics = atob(email.attachments?.[0]?.content ?? "");
          assert.match(ics, /DTSTART:20261201T140000Z/);

          for (const sent of [office, email]) {
            const all = `${sent.subject}\n${sent.text}\n${sent.html}`;
            for (const value of [
              "Someone Else",
              "Kitchen faucet",
              "someone.else@example.com",
              afternoon.label,
            ]) {
              assert.ok(!all.includes(value), `${value} was e-mailed`);
            }
          }
        },
        { now },
      );
    } finally {
      await provider.close();
    }
  },
);

Deno.test(
  "the sweep e-mails the office the stored row, its window as the customer chose it",
  async () => {
    assert.ok(afternoon);
    await settleOtherRequests();
    let id = "";
    await withHandler({ mailer: null, now }, async (handle) => {
      const input = validInput({ arrivalWindow: afternoon.value });
      id = (await (await handle(post(input))).json()).id;
    });
    await retryIsDue([id]);

    const provider = startFakeProvider();
    try {
      await withConfiguredFunction(provider.url, async (handle) => {
        await (await handle(sweepRequest())).body?.cancel();
        assert.equal(provider.accepted(id), 1);
        const office = officeEmailFor(provider, id);
        assert.ok(office, "the office was e-mailed");
        assert.ok(office.subject.endsWith(afternoon.label));
        assert.match(office.text, /^Name: Maria Delgado$/m);
        assert.ok(office.text.endsWith(`\n\n${LICENSE_LINE}`));
      });
    } finally {
      await provider.close();
    }
  },
);
