import assert from "node:assert/strict";
import { arrivalWindowFor } from "../_shared/arrival-windows.ts";
import { contactSchema } from "../_shared/contact-schema.ts";
import { officeArrivalPlan } from "../_shared/office-schedule.ts";
import {
  type CustomerConfirmation,
  ECHO_LENGTH,
  echo,
  officeFacts,
  renderCustomerEmail,
} from "./customer-email.ts";
import { validInput } from "./testing.ts";

const id = "0b9c3f1e-7a42-4d85-b6e0-3c1d9a7e52f4"; // reference EVP-9WNRN
const office = officeFacts("Copper State Family Plumbing", "(480) 555-0142");
// Monday 30 November 2026, 1:05 pm in Arizona: the office is open.
const receivedAt = new Date("2026-11-30T20:05:00Z");
const tuesdayMorning = arrivalWindowFor("2026-12-01:am", officeArrivalPlan);

function confirmation(
  overrides: Parameters<typeof validInput>[0] = {},
  extra: Partial<CustomerConfirmation> = {},
): CustomerConfirmation {
  const request = contactSchema.parse(
    validInput({ email: "maria@example.com", ...overrides }),
  );
  assert.ok(request.email);
  return {
    id,
    request: { ...request, email: request.email },
    receivedAt,
    window: tuesdayMorning,
    office,
    ...extra,
  };
}

Deno.test(
  "the confirmation holds the reference, the ask, the window, hours, emergency line and next step",
  () => {
    const email = renderCustomerEmail(confirmation());
    assert.equal(email.to, "maria@example.com");
    assert.equal(
      email.subject,
      "We have your request: EVP-9WNRN, Copper State Family Plumbing",
    );
    // The HTML part, as a mail client shows it.
    const shown = email.html
      .replace(/<[^>]+>/g, "")
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
    for (const part of [email.text, shown]) {
      assert.match(part, /EVP-9WNRN/);
      assert.match(part, /Water heater in the garage is leaking/);
      assert.match(part, /1452 East Brown Road, Mesa, AZ/);
      assert.match(part, /Tuesday, Dec 1, 7–11 am \(Arizona time\)/);
      assert.match(part, /we'll call or text to confirm it/);
      assert.match(part, /Mon–Fri 7 am–5 pm · Sat 8 am–2 pm, Arizona time/);
      assert.match(part, /\(480\) 555-0142/);
      assert.match(part, /Water that won't stop\?/);
      assert.match(
        part,
        /Our office is open: we'll call you within an hour, by 2:05 pm Arizona time\./,
      );
    }
    assert.match(email.html, /<a href="tel:\+14805550142">/);
    assert.match(email.text, /^Hi Maria,$/m);
  },
);

Deno.test("after hours the e-mail names the next opening", () => {
  const email = renderCustomerEmail(
    confirmation({}, { receivedAt: new Date("2026-12-04T18:30:00-07:00") }),
  );
  assert.match(
    email.text,
    /We open at 8 am Saturday, Arizona time, and call you then\./,
  );
});

Deno.test("first available: no calendar file, and the text says so", () => {
  const email = renderCustomerEmail(confirmation({}, { window: null }));
  assert.deepEqual(email.attachments, []);
  assert.match(
    email.text,
    /First available: we'll offer you the first free slot/,
  );
});

Deno.test("a chosen window comes as a calendar file for that window", () => {
  const [file] = renderCustomerEmail(confirmation()).attachments;
  assert.ok(file);
  assert.equal(file.filename, "EVP-9WNRN-arrival-window.ics");
  assert.match(file.content_type, /^text\/calendar/);
  const ics = new TextDecoder().decode(
    Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0)),
  );
  // 7 am Arizona (UTC−7) is 14:00 UTC.
  assert.match(ics, /\r\nDTSTART:20261201T140000Z\r\n/);
  assert.match(ics, /\r\nDTEND:20261201T180000Z\r\n/);
  assert.match(
    ics,
    /\r\nUID:EVP-9WNRN-0b9c3f1e-7a42-4d85-b6e0-3c1d9a7e52f4@send-contact-form\r\n/,
  );
  assert.match(ics, /\r\nSTATUS:TENTATIVE\r\n/);
});

Deno.test("no visitor-typed value reaches the HTML unescaped", () => {
  const hostile = `<img src=x onerror="alert('x')">&`;
  const email = renderCustomerEmail(
    confirmation({
      name: `${hostile} Lopez`,
      message: `${hostile} leaking`,
      address: hostile,
      city: hostile,
      email: "o'brien@example.com",
    }),
  );
  assert.ok(!email.html.includes("<img"), email.html);
  assert.ok(!email.html.includes(`"alert`));
  assert.ok(
    email.html.includes(
      "&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;",
    ),
  );
  // The subject carries nothing the visitor typed.
  assert.doesNotMatch(email.subject, /img|Lopez/);
  assert.equal(email.to, "o'brien@example.com");
});

Deno.test(
  "the echo is short and carries no links, so the form cannot mail spam to strangers",
  () => {
    const spam = `Cheap pills at https://spam.example.com/buy and www.spam.example.net ${"x".repeat(400)}`;
    const email = renderCustomerEmail(
      confirmation({
        message: spam,
        name: "Visit http://spam.example.com now",
      }),
    );
    assert.doesNotMatch(email.text, /spam\.example|https?:|www\./);
    assert.doesNotMatch(email.html, /spam\.example|https?:\/\/spam|www\./);
    assert.match(email.text, /\[link removed\]/);
    const echoed = echo(spam);
    assert.equal(echoed.length, ECHO_LENGTH);
    assert.ok(echoed.endsWith("…"));
    assert.match(email.text, /If that wasn't you, ignore this e-mail/);
  },
);
