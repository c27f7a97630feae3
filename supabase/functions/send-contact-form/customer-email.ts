// The confirmation a customer gets when they leave an e-mail address: their reference, how they
// asked to be reached, the window they prefer (in Arizona time, with a calendar file), the
// office's hours, the emergency line, when the office will call, and the company's license.
//
// Nobody has proved the address belongs to the visitor, so a public form that e-mailed back what
// it was given would let anyone send a stranger a message (a name like "Bit.ly/win-prize", a
// "verify your account at …" note) from the company's domain. So this e-mail carries nothing the
// visitor typed, not even shortened: only the company's own words and values it chose (the
// reference, the contact choice, the window from the office's list). The office e-mail has the rest.
import { requestLanguage } from "../_shared/contact-fields.ts";
import type { RequestLanguage } from "../_shared/contact-schema.ts";
import { emergencyAdvice, whatHappensNext } from "../_shared/next-call.ts";
import type { OfficeHours } from "../_shared/office-hours.ts";
import {
  officeHours,
  emergencyLineAfterHours,
  responseTimeMinutes,
} from "../_shared/office-schedule.ts";
import { requestReference } from "../_shared/request-reference.ts";
import { rocLicenseLine } from "../_shared/roc-license.mjs";
import { CONFIRMATION_WORDS } from "./confirmation-words.ts";
import { renderIcs } from "./ics.ts";
import { escapeHtml } from "./office-email.ts";
import type { StoredRequest, StoredWindow } from "./stored-request.ts";

export interface OfficeFacts {
  /** The company's name as the customer knows it. */
  name: string;
  /** The office line, also for emergency service. */
  phone: string;
  hours: OfficeHours;
  responseTimeMinutes: number;
  /** Whether the office line is answered for emergencies while the office is closed. */
  emergencyLineAfterHours: boolean;
  /** "ROC 123456", …, printed after the name (A.R.S. § 32-1124(B)); empty leaves the line out. */
  rocLicenses: readonly string[];
  /**
   * The name on the license (OFFICE_LICENSEE_NAME, the site's NEXT_PUBLIC_LICENSEE_NAME), which
   * signs the license line; the company's name when unset.
   */
  licenseeName?: string | null;
}

/** The facts with the shared schedule filled in; the rest comes from the function's env. */
export function officeFacts(
  name: string,
  phone: string,
  rocLicenses: readonly string[] = [],
  licenseeName: string | null = null,
): OfficeFacts {
  return {
    name,
    phone,
    hours: officeHours,
    responseTimeMinutes,
    emergencyLineAfterHours,
    rocLicenses,
    licenseeName,
  };
}

/** Everything the confirmation may say: no field here holds text the visitor typed. */
export interface CustomerConfirmation {
  /** The stored request's id; the reference is derived from it. */
  id: string;
  /** The address the request gave, unverified. */
  to: string;
  preferredContact: "call" | "text";
  receivedAt: Date;
  /** The preferred window as stored; null for first available. */
  window: StoredWindow | null;
  office: OfficeFacts;
  /** The language of the page the request came from: the e-mail is written in it. */
  language: RequestLanguage;
}

/** The confirmation of a request as stored; null when it gave no e-mail address. */
export function confirmationOf(
  { id, request, receivedAt, window }: StoredRequest,
  office: OfficeFacts,
): CustomerConfirmation | null {
  if (!request.email) return null;
  const { email: to, preferredContact } = request;
  const language = requestLanguage(request);
  return { id, to, preferredContact, receivedAt, window, office, language };
}

export interface EmailAttachment {
  filename: string;
  /** Base64, as Resend's API takes it. */
  content: string;
  content_type: string;
}

export interface CustomerEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: EmailAttachment[];
}

function base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary);
}

export function renderCustomerEmail({
  id,
  to,
  preferredContact,
  receivedAt,
  window,
  office,
  language,
}: CustomerConfirmation): CustomerEmail {
  const words = CONFIRMATION_WORDS[language];
  const reference = requestReference(id);
  const next = whatHappensNext(receivedAt, office, preferredContact, language);
  const contact = words.contact[preferredContact];
  const label = window && words.windowLabel(window, office.hours.timeZone);
  const windowText = label ? words.window(label) : words.firstAvailable;
  const hours = words.hours(office.hours);
  // The specification's claim is emergency service, not a line answered at any hour.
  const {
    lead: emergencyLead,
    action: emergencyAction,
    after: emergencyAfter,
  } = emergencyAdvice(office.emergencyLineAfterHours, language);
  const emergency = `${emergencyLead} ${emergencyAction} ${office.phone} ${emergencyAfter}`;
  // Signed by the licensee, as the site's footer is: § 32-1124(B) covers what the company sends.
  const license = rocLicenseLine(
    office.licenseeName?.trim() || office.name,
    office.rocLicenses,
  );
  const footer = words.footer(office.name);

  const subject = words.subject(reference, office.name).replace(/\s+/g, " ");

  const text = [
    words.greeting,
    "",
    words.received(reference),
    "",
    words.headings.next,
    next.text,
    "",
    words.headings.contact,
    contact,
    "",
    words.headings.window,
    windowText,
    "",
    words.headings.hours,
    hours,
    "",
    emergency,
    "",
    // With a license, the name line carries it (A.R.S. § 32-1124(B)) and the phone goes below.
    ...(license
      ? [license, office.phone]
      : [`${office.name} · ${office.phone}`]),
    "",
    footer,
  ].join("\n");

  const telDigits = office.phone.replace(/\D/g, "").slice(-10);
  const phoneLink = `<a href="tel:+1${telDigits}">${escapeHtml(office.phone)}</a>`;
  const section = (title: string, body: string) =>
    `<h2 style="font-size:16px;margin:20px 0 4px">${title}</h2>\n<p style="margin:0">${body}</p>`;
  const body = [
    `<p>${escapeHtml(words.greeting)}</p>`,
    `<p>${words.received(`<strong>${reference}</strong>`)}</p>`,
    section(words.headings.next, escapeHtml(next.text)),
    section(words.headings.contact, escapeHtml(contact)),
    section(words.headings.window, escapeHtml(windowText)),
    section(words.headings.hours, escapeHtml(hours)),
    `<p style="margin-top:20px"><strong>${emergencyLead}</strong> ${emergencyAction} ${phoneLink} ${emergencyAfter}</p>`,
    `<p>${license ? `${escapeHtml(license)}<br>${phoneLink}` : `${escapeHtml(office.name)} · ${phoneLink}`}</p>`,
    `<p style="color:#555;font-size:12px">${escapeHtml(footer)}</p>`,
  ].join("\n");
  // Spanish is marked so a screen reader in the mail client reads it as Spanish.
  const html = words.htmlLang
    ? `<div lang="${words.htmlLang}">\n${body}\n</div>`
    : body;

  const attachments =
    window && label
      ? [
          {
            filename: words.calendar.filename(reference),
            content: base64(
              renderIcs({
                uid: `${reference}-${id}@send-contact-form`,
                start: window.startsAt,
                end: window.endsAt,
                stamp: receivedAt,
                summary: words.calendar.summary(office.name, reference),
                description: words.calendar.description(
                  label,
                  reference,
                  office.phone,
                  license,
                ),
                language: words.calendar.language,
              }),
            ),
            content_type: "text/calendar; charset=utf-8",
          },
        ]
      : [];

  return { to, subject, text, html, attachments };
}
