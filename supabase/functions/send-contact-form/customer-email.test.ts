import assert from "node:assert/strict";
import { arrivalWindowFor } from "../_shared/arrival-windows.ts";
import { contactSchema } from "../_shared/contact-schema.ts";
import { officeArrivalPlan } from "../_shared/office-schedule.ts";
import {
  confirmationOf,
  type CustomerConfirmation,
  officeFacts,
  renderCustomerEmail,
} from "./customer-email.ts";
import { validInput } from "./testing.ts";

const id = "0b9c3f1e-7a42-4d85-b6e0-3c1d9a7e52f4"; // reference EVP-9WNRN
const office = officeFacts("Copper State Family Plumbing", "(480) 555-0142", [
  "ROC 123456",
]);
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
  const built = confirmationOf(
    { id, request, receivedAt, window: tuesdayMorning },
    office,
  );
  assert.ok(built);
  return { ...built, ...extra };
}

/** The HTML part, as a mail client shows it. */
function shown(html: string): string {
  return html
    .replace(/<br>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

Deno.test(
  "the confirmation holds the reference, the contact choice, the window, hours, emergency line, next step and license",
  () => {
    const email = renderCustomerEmail(confirmation());
    assert.equal(email.to, "maria@example.com");
    assert.equal(
      email.subject,
      "We have your request: EVP-9WNRN, Copper State Family Plumbing",
    );
    for (const part of [email.text, shown(email.html)]) {
      assert.match(part, /^Hello,$/m);
      assert.match(part, /EVP-9WNRN/);
      assert.match(
        part,
        /By text message, at the phone number on your request/,
      );
      assert.match(part, /Tuesday, Dec 1, 7–11 am \(Arizona time\)/);
      assert.match(part, /we'll call or text to confirm it/);
      assert.match(part, /Mon–Fri 7 am–5 pm · Sat 8 am–2 pm, Arizona time/);
      assert.match(part, /\(480\) 555-0142/);
      assert.match(part, /Water that won't stop\?/);
      assert.match(
        part,
        // The visitor chose Text Message: the promise is a text.
        /Our office is open: we'll text you within an hour, by 2:05 pm Arizona time\./,
      );
      assert.match(
        part,
        /^Copper State Family Plumbing · Arizona ROC 123456$/m,
      );
    }
    assert.match(email.html, /<a href="tel:\+14805550142">/);
  },
);

Deno.test("a phone call, when that is what the customer chose", () => {
  const email = renderCustomerEmail(confirmation({ preferredContact: "call" }));
  assert.match(
    email.text,
    /^By phone call, at the phone number on your request\.$/m,
  );
  assert.match(email.text, /we'll call you within an hour/);
});

Deno.test("without a license the e-mail simply has no ROC line", () => {
  const email = renderCustomerEmail(
    confirmation({}, { office: officeFacts(office.name, office.phone) }),
  );
  assert.doesNotMatch(email.text + email.html, /ROC/);
  assert.match(
    email.text,
    /^Copper State Family Plumbing · \(480\) 555-0142$/m,
  );
});

Deno.test("no e-mail address, no confirmation", () => {
  const request = contactSchema.parse(validInput());
  assert.equal(
    confirmationOf({ id, request, receivedAt, window: null }, office),
    null,
  );
});

Deno.test("after hours the e-mail names the next opening", () => {
  const email = renderCustomerEmail(
    confirmation({}, { receivedAt: new Date("2026-12-04T18:30:00-07:00") }),
  );
  assert.match(
    email.text,
    /We open at 8 am Saturday, Arizona time, and text you then\./,
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

Deno.test(
  "nothing the visitor typed reaches the e-mail, its subject or its calendar file",
  () => {
    const typed = {
      name: `<img src=x onerror="alert('x')"> Lopez`,
      message:
        "Cheap pills at https://spam.example.com/buy and www.spam.example.net",
      address: "99 Spamvertised Lane",
      city: "Phishville",
      zipCode: "85299",
    };
    const email = renderCustomerEmail(
      confirmation({ ...typed, email: "o'brien@example.com" }),
    );
    // Unfolded, so a value split across a folded line would still be found.
    const ics = new TextDecoder()
      .decode(
        Uint8Array.from(atob(email.attachments[0]?.content ?? ""), (c) =>
          c.charCodeAt(0),
        ),
      )
      .replace(/\r\n /g, "");
    for (const part of [email.subject, email.text, email.html, ics]) {
      for (const value of [
        ...Object.values(typed),
        "Lopez",
        "spam.example",
        "img",
        "Maria",
        "555-0187",
      ]) {
        assert.ok(!part.includes(value), `${value} in ${part}`);
      }
    }
    assert.doesNotMatch(ics, /^LOCATION:/m);
    assert.equal(email.to, "o'brien@example.com");
    assert.match(email.text, /If that wasn't you, ignore this e-mail/);
  },
);

Deno.test(
  "the emergency line says to call at once only where the phone is answered after hours",
  () => {
    const line = (emergencyLineAfterHours: boolean) => {
      const email = renderCustomerEmail(
        confirmation({}, { office: { ...office, emergencyLineAfterHours } }),
      );
      return [email.text, shown(email.html)].map(
        (part) => /^.*Water that won't stop\?.*$/m.exec(part)?.[0],
      );
    };
    assert.deepEqual(line(false), [
      "Water that won't stop? Shut off the main valve, then call (480) 555-0142 for emergency service while the office is open.",
      "Water that won't stop? Shut off the main valve, then call (480) 555-0142 for emergency service while the office is open.",
    ]);
    assert.deepEqual(line(true), [
      "Water that won't stop? Shut off the main valve, then call (480) 555-0142 for emergency service.",
      "Water that won't stop? Shut off the main valve, then call (480) 555-0142 for emergency service.",
    ]);
  },
);

Deno.test(
  "the license line is signed by the licensee when the function knows it (A.R.S. § 32-1124(B))",
  () => {
    const licensed = officeFacts(
      "Copper State Family Plumbing",
      "(480) 555-0142",
      ["ROC 123456"],
      "Copper State Plumbing Services LLC",
    );
    const built = confirmationOf(
      {
        id,
        request: contactSchema.parse(
          validInput({ email: "maria@example.com" }),
        ),
        receivedAt,
        window: tuesdayMorning,
      },
      licensed,
    );
    assert.ok(built);
    const email = renderCustomerEmail(built);
    assert.match(
      email.text,
      /^Copper State Plumbing Services LLC · Arizona ROC 123456$/m,
    );
    assert.match(
      email.html,
      /Copper State Plumbing Services LLC · Arizona ROC 123456/,
    );
  },
);
