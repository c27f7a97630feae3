import assert from "node:assert/strict";
import { contactSchema } from "../_shared/contact-schema.ts";
import { escapeHtml, renderOfficeEmail } from "./office-email.ts";
import { validInput } from "./testing.ts";

const receivedAt = new Date("2026-07-14T20:05:00Z");

Deno.test(
  "escapeHtml neutralises every character that could open markup or an attribute",
  () => {
    assert.equal(
      escapeHtml(`<img src=x onerror="alert('hi')"> & more`),
      "&lt;img src=x onerror=&quot;alert(&#39;hi&#39;)&quot;&gt; &amp; more",
    );
  },
);

Deno.test("no visitor-typed value reaches the HTML unescaped", () => {
  const hostile = `<script>alert(1)</script>`;
  const request = contactSchema.parse(
    validInput({
      name: hostile,
      message: `${hostile}\nSecond line`,
      address: hostile,
      city: hostile,
    }),
  );
  const { html, text } = renderOfficeEmail({
    id: "req-1",
    request,
    receivedAt,
  });
  assert.ok(!html.includes("<script>"));
  assert.ok(html.includes("&lt;script&gt;alert(1)&lt;/script&gt;"));
  // The plain-text part is not HTML and keeps the visitor's words as typed.
  assert.ok(text.includes(`${hostile}\nSecond line`));
});

Deno.test("the subject stays on one line whatever the name holds", () => {
  const request = contactSchema.parse(
    validInput({ name: "Maria\r\nBcc: someone@example.com" }),
  );
  const { subject } = renderOfficeEmail({ id: "req-1", request, receivedAt });
  assert.ok(!/[\r\n]/.test(subject));
  assert.equal(
    subject,
    "New service request: Maria Bcc: someone@example.com, Mesa (text message)",
  );
});

Deno.test(
  "the e-mail gives the office what it needs to call back, in Arizona time",
  () => {
    const request = contactSchema.parse(
      validInput({ preferredContact: "call", marketingConsent: true }),
    );
    const { text } = renderOfficeEmail({ id: "req-42", request, receivedAt });
    assert.match(text, /^Phone: \(480\) 555-0187$/m);
    assert.match(text, /^Prefers: Phone call$/m);
    assert.match(text, /^Address: 1452 East Brown Road, Mesa, AZ 85203$/m);
    assert.match(text, /^Marketing SMS consent: yes$/m);
    assert.match(text, /^Account SMS consent: yes$/m);
    // 20:05 UTC is 1:05 PM in Arizona (UTC-7 all year, no daylight saving).
    assert.match(text, /^Received: Jul 14, 2026, 1:05\s?PM \(Arizona time\)$/m);
    assert.match(text, /^Request id: req-42$/m);
  },
);

Deno.test(
  "a Spanish request that asked for texts: the office is told to text back in Spanish, first",
  () => {
    const request = contactSchema.parse(validInput({ language: "es" }));
    const { subject, text } = renderOfficeEmail({
      id: "req-1",
      request,
      receivedAt,
    });
    assert.equal(
      subject,
      "Text back in Spanish · New service request: Maria Delgado, Mesa (text message)",
    );
    assert.equal(
      text.split("\n")[0],
      "Text back in Spanish: this customer sent the request from the site's Spanish pages.",
    );
  },
);
