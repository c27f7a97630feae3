// The e-mail the office receives for each new request. Every visitor-typed value goes through
// escapeHtml in the HTML part; the subject is flattened to one line so no value can add headers.
import { requestLanguage } from "../_shared/contact-fields.ts";
import type { ContactRequest } from "../_shared/contact-schema.ts";

export interface OfficeNotice {
  id: string;
  request: ContactRequest;
  receivedAt: Date;
}

export interface OfficeEmail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Arizona keeps Mountain Standard Time all year, so the office reads times in America/Phoenix. */
const arizonaTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/Phoenix",
});

/**
 * The first line of a Spanish request's e-mail, and its subject's start: in English, which the
 * office reads, saying how to answer (a call or a text, as the customer chose) and why.
 */
export function spanishCallBack(channel: ContactRequest["preferredContact"]) {
  const act =
    channel === "text" ? "Text back in Spanish" : "Call back in Spanish";
  return {
    subject: act,
    line: `${act}: this customer sent the request from the site's Spanish pages.`,
  };
}

export function renderOfficeEmail({
  id,
  request,
  receivedAt,
}: OfficeNotice): OfficeEmail {
  const prefers =
    request.preferredContact === "text" ? "Text message" : "Phone call";
  const yesNo = (value: boolean) => (value ? "yes" : "no");
  const fields: [label: string, value: string][] = [
    ["Name", request.name],
    ["Phone", request.phone],
    ["Prefers", prefers],
    [
      "Address",
      `${request.address}, ${request.city}, ${request.state} ${request.zipCode}`,
    ],
    ["Marketing SMS consent", yesNo(request.marketingConsent)],
    ["Account SMS consent", yesNo(request.accountConsent)],
    ["Received", `${arizonaTime.format(receivedAt)} (Arizona time)`],
    ["Request id", id],
  ];

  const spanish =
    requestLanguage(request) === "es"
      ? spanishCallBack(request.preferredContact)
      : null;
  const subject = oneLine(
    `${spanish ? `${spanish.subject} · ` : ""}New service request: ${request.name}, ${request.city} (${prefers.toLowerCase()})`,
  );
  const text = [
    ...(spanish ? [spanish.line, ""] : []),
    ...fields.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    request.message,
  ].join("\n");

  const telDigits = request.phone.replace(/\D/g, "");
  const rows = fields
    .map(([label, value]) => {
      const cell =
        label === "Phone"
          ? `<a href="tel:+1${telDigits.slice(-10)}">${escapeHtml(value)}</a>`
          : escapeHtml(value);
      return `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td>${cell}</td></tr>`;
    })
    .join("");
  const html = [
    ...(spanish
      ? [
          `<p style="font-size:18px;font-weight:bold;margin:0 0 12px">${escapeHtml(spanish.line)}</p>`,
        ]
      : []),
    `<h1 style="font-size:18px">New service request from the website</h1>`,
    `<table>${rows}</table>`,
    `<h2 style="font-size:16px">Message</h2>`,
    `<p style="white-space:pre-wrap">${escapeHtml(request.message)}</p>`,
  ].join("\n");

  return { subject, text, html };
}

function oneLine(value: string): string {
  // deno-lint-ignore no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\s]+/g, " ").trim();
}
