// The customer's confirmation goes to an address nobody verified, so it must not carry what the
// visitor typed: otherwise anyone could post a stranger's address with a link in the name or the
// message and have the company's domain deliver it. Through the function as index.ts wires it.
import assert from "node:assert/strict";
import { offeredArrivalWindows } from "../_shared/arrival-windows.ts";
import { officeArrivalPlan } from "../_shared/office-schedule.ts";
import {
  LICENSE_LINE,
  officeEmailFor,
  post,
  type SentEmail,
  startFakeProvider,
  TUESDAY_6AM,
  validInput,
  withConfiguredFunction,
  freshAddress,
} from "./testing.ts";

const [tuesdayMorning] = offeredArrivalWindows(TUESDAY_6AM, officeArrivalPlan);

const typed = {
  name: "Bit.ly/win-prize",
  message:
    "Account locked, verify at paypa1-secure.com/login and https://evil.example/x",
  address: "12 Claim-your-reward.evil.example Way",
  city: "Mesa",
  zipCode: "85203",
};

Deno.test(
  "the confirmation carries nothing the visitor typed: no name, message, address or link",
  async () => {
    assert.ok(tuesdayMorning);
    const provider = startFakeProvider(200);
    try {
      await withConfiguredFunction(
        provider.url,
        async (handle) => {
          const stranger = freshAddress("stranger");
          const response = await handle(
            post(
              validInput({
                ...typed,
                email: stranger,
                arrivalWindow: tuesdayMorning.value,
              }),
            ),
          );
          assert.equal(response.status, 200);
          const { id, reference } = await response.json();

          const [call] = provider.confirmationsFor(id);
          assert.ok(call, "the confirmation was sent");
          const email = call.body as SentEmail;
          assert.deepEqual(email.to, [stranger]);
          const ics = new TextDecoder()
            .decode(
              Uint8Array.from(
                atob(email.attachments?.[0]?.content ?? ""),
                (c) => c.charCodeAt(0),
              ),
            )
            .replace(/\r\n /g, "");
          for (const [part, value] of Object.entries({
            subject: email.subject,
            text: email.text,
            html: email.html,
            ics,
          })) {
            const lower = value.toLowerCase();
            for (const banned of [
              "bit.ly",
              "win-prize",
              "paypa1",
              "evil.example",
              "account locked",
              "verify at",
              "claim-your-reward",
              "mesa",
              "85203",
              ...Object.values(typed).map((v) => v.toLowerCase()),
            ]) {
              assert.ok(!lower.includes(banned), `${part} holds "${banned}"`);
            }
          }
          // What it does say, in the company's own words.
          assert.match(email.text, /^Hello,$/m);
          assert.ok(email.text.includes(reference));
          assert.match(email.text, /By text message/);
          assert.ok(email.text.includes(tuesdayMorning.label));
          assert.ok(email.text.includes(LICENSE_LINE));

          // The office, which is the company itself, still gets every field as typed.
          const office = officeEmailFor(provider, id);
          assert.ok(office);
          for (const value of [typed.name, typed.message, typed.address]) {
            assert.ok(office.text.includes(value), value);
          }
          assert.ok(office.text.endsWith(`\n\n${LICENSE_LINE}`));
          assert.ok(office.html.includes(LICENSE_LINE));
        },
        { now: () => TUESDAY_6AM },
      );
    } finally {
      await provider.close();
    }
  },
);
