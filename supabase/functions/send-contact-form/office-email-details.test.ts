import assert from "node:assert/strict";
import { arrivalWindowFor } from "../_shared/arrival-windows.ts";
import { contactSchema } from "../_shared/contact-schema.ts";
import { officeArrivalPlan } from "../_shared/office-schedule.ts";
import { requestReference } from "../_shared/request-reference.ts";
import { addRequestDetails, mailtoHref } from "./office-email-details.ts";
import { createResendMailer, officeEmailFor } from "./mailer.ts";
import { renderOfficeEmail } from "./office-email.ts";
import { validInput } from "./testing.ts";

const id = "0b9c3f1e-7a42-4d85-b6e0-3c1d9a7e52f4";
const reference = requestReference(id);
const receivedAt = new Date("2026-11-30T20:05:00Z");
const window = arrivalWindowFor("2026-12-01:pm", officeArrivalPlan);

function officeEmail(overrides: Parameters<typeof validInput>[0] = {}) {
  const request = contactSchema.parse(validInput(overrides));
  return renderOfficeEmail({ id, request, receivedAt });
}

Deno.test(
  "the office sees the reference and the window in the subject and the body",
  () => {
    const email = addRequestDetails(officeEmail(), {
      reference,
      window,
      customerEmail: "maria@example.com",
    });
    assert.equal(
      email.subject,
      "New service request: Maria Delgado, Mesa (text message) · EVP-9WNRN · Tuesday, Dec 1, 12–5 pm",
    );
    assert.match(email.text, /^Reference: EVP-9WNRN$/m);
    assert.match(
      email.text,
      /^Arrival window: Tuesday, Dec 1, 12–5 pm \(Arizona time; a preference, confirm with the customer\)$/m,
    );
    assert.match(email.text, /^E-mail: maria@example\.com$/m);
    // The new lines join the fields, before the message, which stays last.
    assert.match(
      email.text,
      /^Request id: .*\nReference: EVP-9WNRN\n[^]*\n\nMessage:\nWater heater/m,
    );
    assert.match(
      email.html,
      /<th[^>]*>Reference<\/th><td><strong>EVP-9WNRN<\/strong><\/td>/,
    );
    assert.match(
      email.html,
      /<a href="mailto:maria@example\.com\?subject=Your%20service%20request%20EVP-9WNRN">maria@example\.com<\/a>/,
    );
  },
);

Deno.test("first available and no e-mail: said plainly, no mailto row", () => {
  const email = addRequestDetails(officeEmail(), { reference, window: null });
  assert.match(email.subject, /· EVP-9WNRN · first available$/);
  assert.match(email.text, /^Arrival window: First available$/m);
  assert.doesNotMatch(email.text, /^E-mail:/m);
  assert.doesNotMatch(email.html, /mailto:/);
});

Deno.test(
  "the customer's e-mail is escaped in the link and the text of the HTML",
  () => {
    const customerEmail = "o'brien+leak@example.com";
    const email = addRequestDetails(officeEmail({ name: "<b>Maria</b>" }), {
      reference,
      window,
      customerEmail,
    });
    assert.ok(!email.html.includes("o'brien"));
    assert.ok(email.html.includes("o&#39;brien+leak@example.com</a>"));
    assert.ok(!email.html.includes("<b>Maria"));
    assert.equal(
      mailtoHref(customerEmail, reference),
      "mailto:o'brien%2Bleak@example.com?subject=Your%20service%20request%20EVP-9WNRN",
    );
    assert.ok(!/[\r\n]/.test(email.subject));
  },
);

Deno.test("the Resend mailer sends the office those details", async () => {
  const bodies: { subject: string; text: string }[] = [];
  const mailer = createResendMailer({
    apiKey: "re_test",
    to: ["office@example.com"],
    from: "Website <requests@example.com>",
    fetch: (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return Promise.resolve(new Response("{}", { status: 200 }));
    },
  });
  const request = contactSchema.parse(
    validInput({
      email: "maria@example.com",
      arrivalWindow: "2026-12-01:pm",
    }),
  );
  await mailer.notifyOffice({ id, request, receivedAt, window });
  const [sent] = bodies;
  assert.ok(sent);
  assert.match(sent.subject, /· EVP-9WNRN · Tuesday, Dec 1, 12–5 pm$/);
  assert.match(sent.text, /^E-mail: maria@example\.com$/m);

  // Without either, the office still gets the reference and "First available".
  await mailer.notifyOffice({
    id,
    request: contactSchema.parse(validInput()),
    receivedAt,
    window: null,
  });
  assert.match(bodies[1]?.text ?? "", /^Arrival window: First available$/m);
  assert.doesNotMatch(bodies[1]?.text ?? "", /^E-mail:/m);
});

Deno.test(
  "the license line closes the office e-mail when there is one, and nothing otherwise",
  () => {
    const stored = {
      id,
      request: contactSchema.parse(validInput()),
      receivedAt,
      window,
    };
    const line = "Copper State Plumbing · Arizona ROC 123456";
    const licensed = officeEmailFor(stored, line);
    assert.ok(licensed.text.endsWith(`\n\n${line}`));
    assert.match(
      licensed.html,
      /<p[^>]*>Copper State Plumbing · Arizona ROC 123456<\/p>$/,
    );
    // The license is not the customer's message: the message block still ends before it.
    assert.match(
      licensed.text,
      /\n\nMessage:\nWater heater[^]*\n\nCopper State/,
    );

    const unlicensed = officeEmailFor(stored, null);
    assert.doesNotMatch(unlicensed.text + unlicensed.html, /ROC/);
    assert.deepEqual(unlicensed, officeEmailFor(stored));
  },
);

Deno.test(
  "a Spanish request's mailto opens the office's reply with a Spanish subject",
  () => {
    const email = addRequestDetails(officeEmail({ language: "es" }), {
      reference,
      window: null,
      customerEmail: "rosa@example.com",
      language: "es",
    });
    assert.match(
      email.html,
      /<a href="mailto:rosa@example\.com\?subject=Su%20solicitud%20de%20servicio%20EVP-9WNRN">/,
    );
  },
);
