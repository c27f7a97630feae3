import assert from "node:assert/strict";
import { arrivalWindowFor } from "../_shared/arrival-windows.ts";
import { officeArrivalPlan } from "../_shared/office-schedule.ts";
import { officeFacts } from "./customer-email.ts";
import { createResendConfirmationSender } from "./customer-mailer.ts";
import { closedPortUrl, startFakeProvider } from "./testing.ts";

const id = "0b9c3f1e-7a42-4d85-b6e0-3c1d9a7e52f4";
const confirmation = {
  id,
  to: "maria@example.com",
  preferredContact: "text" as const,
  receivedAt: new Date("2026-11-30T20:05:00Z"),
  window: arrivalWindowFor("2026-12-01:am", officeArrivalPlan),
  office: officeFacts("Copper State Family Plumbing", "(480) 555-0142"),
  language: "en" as const,
};

Deno.test(
  "the confirmation goes to the customer, with its calendar file and a per-request key",
  async () => {
    const provider = startFakeProvider();
    try {
      await createResendConfirmationSender({
        apiKey: "re_test",
        from: "Copper State Plumbing <service@example.com>",
        replyTo: "office@example.com",
        endpoint: provider.url,
      }).sendConfirmation(confirmation);
      const [call] = provider.calls;
      assert.ok(call);
      assert.equal(
        call.headers.get("Idempotency-Key"),
        `customer-confirmation/${id}`,
      );
      assert.equal(call.headers.get("Authorization"), "Bearer re_test");
      assert.deepEqual(call.body.to, ["maria@example.com"]);
      assert.equal(call.body.reply_to, "office@example.com");
      assert.match(String(call.body.subject), /EVP-9WNRN/);
      const attachments = call.body.attachments as { filename: string }[];
      assert.deepEqual(
        attachments.map((a) => a.filename),
        ["EVP-9WNRN-arrival-window.ics"],
      );
    } finally {
      await provider.close();
    }
  },
);

Deno.test(
  "a refusal or an unreachable provider rejects, for the caller to log",
  async () => {
    const provider = startFakeProvider(422);
    try {
      await assert.rejects(
        createResendConfirmationSender({
          apiKey: "k",
          from: "f",
          endpoint: provider.url,
        }).sendConfirmation(confirmation),
        /answered 422 to the confirmation/,
      );
    } finally {
      await provider.close();
    }
    await assert.rejects(
      createResendConfirmationSender({
        apiKey: "k",
        from: "f",
        endpoint: closedPortUrl("/emails"),
      }).sendConfirmation(confirmation),
    );
  },
);
