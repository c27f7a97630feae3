// What issue 26 adds to the office's e-mail, applied to renderOfficeEmail's output so that file
// stays as it is: the reference in the subject and body, the preferred window (or first
// available), and the customer's e-mail as a mailto link. Visitor values are escaped as there.
// Then the company's license line at the foot (A.R.S. § 32-1124(B)), as on the confirmation.
import { escapeHtml, type OfficeEmail } from "./office-email.ts";
import type { RequestLanguage } from "../_shared/contact-schema.ts";
import type { StoredWindow } from "./stored-request.ts";

export interface RequestDetails {
  /** requestReference(id), e.g. "EVP-9WNRN". */
  reference: string;
  /** The preferred window as stored; null for first available. */
  window: StoredWindow | null;
  /** The customer's own e-mail, when they gave one. */
  customerEmail?: string;
  /** Why the customer's confirmation was held back (confirm.ts), when it was. */
  confirmationHeld?: string;
  /** The request's language: the mailto's subject is written in it. */
  language?: RequestLanguage;
}

/** The reply's subject, in the customer's language: the office writes back in it. */
const REPLY_SUBJECT: Record<RequestLanguage, string> = {
  en: "Your service request",
  es: "Su solicitud de servicio",
};

/** "mailto:" with the reference as subject, so the office's reply names the request. */
export function mailtoHref(
  address: string,
  reference: string,
  language: RequestLanguage = "en",
): string {
  const to = encodeURIComponent(address).replace(/%40/g, "@");
  return `mailto:${to}?subject=${encodeURIComponent(`${REPLY_SUBJECT[language]} ${reference}`)}`;
}

export function addRequestDetails(
  email: OfficeEmail,
  {
    reference,
    window,
    customerEmail,
    confirmationHeld,
    language = "en",
  }: RequestDetails,
): OfficeEmail {
  const windowText = window
    ? `${window.label} (Arizona time; a preference, confirm with the customer)`
    : "First available";
  const fields: [label: string, text: string, html: string][] = [
    ["Reference", reference, `<strong>${escapeHtml(reference)}</strong>`],
    ["Arrival window", windowText, escapeHtml(windowText)],
  ];
  if (customerEmail) {
    fields.push([
      "E-mail",
      customerEmail,
      `<a href="${escapeHtml(mailtoHref(customerEmail, reference, language))}">${escapeHtml(customerEmail)}</a>`,
    ]);
  }

  if (confirmationHeld) {
    fields.push([
      "Confirmation",
      confirmationHeld,
      `<strong>${escapeHtml(confirmationHeld)}</strong>`,
    ]);
  }

  const subject =
    `${email.subject} · ${reference} · ${window ? window.label : "first available"}`
      // deno-lint-ignore no-control-regex
      .replace(/[\u0000-\u001f\u007f\s]+/g, " ")
      .trim();

  const lines = fields.map(([label, text]) => `${label}: ${text}`).join("\n");
  const at = email.text.indexOf("\n\nMessage:\n");
  const text =
    at >= 0
      ? `${email.text.slice(0, at)}\n${lines}${email.text.slice(at)}`
      : `${email.text}\n\n${lines}`;

  const rows = fields
    .map(
      ([label, , html]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td>${html}</td></tr>`,
    )
    .join("");
  const html = email.html.includes("<table>")
    ? email.html.replace("<table>", () => `<table>${rows}`)
    : `<table>${rows}</table>\n${email.html}`;

  return { subject, text, html };
}

/** "Copper State Plumbing · Arizona ROC 123456" under everything else; null adds nothing. */
export function addLicenseLine(
  email: OfficeEmail,
  line: string | null,
): OfficeEmail {
  if (!line) return email;
  return {
    subject: email.subject,
    text: `${email.text}\n\n${line}`,
    html: `${email.html}\n<p style="color:#555;font-size:12px">${escapeHtml(line)}</p>`,
  };
}
