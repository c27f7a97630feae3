// The confirmation a customer gets when they leave an e-mail address: their reference, what they
// asked for, the window they prefer (in Arizona time, with a calendar file), the office's hours,
// the emergency line and when the office will call. Every visitor-typed value goes through
// escapeHtml in the HTML part, and the subject holds none, so no value can add headers.
//
// A public form that e-mails any address it is given can be used to send someone else a
// message: the echo of the request is short, has its links removed, and the footer says so.
import type { ArrivalWindow } from "../_shared/arrival-windows.ts";
import type { ContactRequest } from "../_shared/contact-schema.ts";
import { whatHappensNext } from "../_shared/next-call.ts";
import { describeWeek, type OfficeHours } from "../_shared/office-hours.ts";
import {
  officeHours,
  responseTimeMinutes,
} from "../_shared/office-schedule.ts";
import { requestReference } from "../_shared/request-reference.ts";
import { renderIcs } from "./ics.ts";
import { escapeHtml } from "./office-email.ts";

export interface OfficeFacts {
  /** The company's name as the customer knows it. */
  name: string;
  /** The office line; it takes emergency calls after hours. */
  phone: string;
  hours: OfficeHours;
  responseTimeMinutes: number;
}

/** The facts with the shared schedule filled in; name and phone come from the function's env. */
export function officeFacts(name: string, phone: string): OfficeFacts {
  return { name, phone, hours: officeHours, responseTimeMinutes };
}

export interface CustomerConfirmation {
  /** The stored request's id; the reference is derived from it. */
  id: string;
  request: ContactRequest & { email: string };
  receivedAt: Date;
  /** The preferred window, resolved from request.arrivalWindow; null for first available. */
  window: ArrivalWindow | null;
  office: OfficeFacts;
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

/** Longest echo of the visitor's message: enough to recognise it, too little to carry spam. */
export const ECHO_LENGTH = 200;

/** The visitor's words for an e-mail to an address nobody verified: one line, short, no links. */
export function echo(value: string, max = ECHO_LENGTH): string {
  const flat = value
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, "[link removed]")
    // deno-lint-ignore no-control-regex
    .replace(/[\u0000-\u001f\u007f\s]+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
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
  request,
  receivedAt,
  window,
  office,
}: CustomerConfirmation): CustomerEmail {
  const reference = requestReference(id);
  const next = whatHappensNext(receivedAt, office);
  const firstName = echo(request.name, 40).split(" ")[0] ?? "";
  const asked = echo(request.message);
  const where = echo(`${request.address}, ${request.city}, ${request.state}`);
  const windowText = window
    ? `${window.label} (Arizona time). This is your preference: we'll call or text to confirm it.`
    : "First available: we'll offer you the first free slot when we call.";
  const hours = `${describeWeek(office.hours)}, Arizona time. Closed on major holidays.`;
  const emergencyLead = "Water that won't stop?";
  const emergencyAction = "Shut off the main valve and call";
  const emergencyAfter = "the same number takes emergency calls after hours.";
  const emergency = `${emergencyLead} ${emergencyAction} ${office.phone}: ${emergencyAfter}`;
  const footer = `You are getting this because this address was entered on ${office.name}'s service request form. If that wasn't you, ignore this e-mail: nothing else will be sent.`;

  const subject = `We have your request: ${reference}, ${office.name}`.replace(
    /\s+/g,
    " ",
  );

  const text = [
    `Hi ${firstName},`,
    "",
    `Thanks for your request. Your reference is ${reference}: quote it if you call us.`,
    "",
    "What happens next",
    next.text,
    "",
    "What you asked for",
    asked,
    where,
    "",
    "Preferred arrival window",
    windowText,
    "",
    "Office hours",
    hours,
    "",
    emergency,
    "",
    `${office.name} · ${office.phone}`,
    "",
    footer,
  ].join("\n");

  const telDigits = office.phone.replace(/\D/g, "").slice(-10);
  const phoneLink = `<a href="tel:+1${telDigits}">${escapeHtml(office.phone)}</a>`;
  const section = (title: string, body: string) =>
    `<h2 style="font-size:16px;margin:20px 0 4px">${title}</h2>\n<p style="margin:0">${body}</p>`;
  const html = [
    `<p>Hi ${escapeHtml(firstName)},</p>`,
    `<p>Thanks for your request. Your reference is <strong>${reference}</strong>: quote it if you call us.</p>`,
    section("What happens next", escapeHtml(next.text)),
    section(
      "What you asked for",
      `${escapeHtml(asked)}<br>${escapeHtml(where)}`,
    ),
    section("Preferred arrival window", escapeHtml(windowText)),
    section("Office hours", escapeHtml(hours)),
    `<p style="margin-top:20px"><strong>${emergencyLead}</strong> ${emergencyAction} ${phoneLink}: ${emergencyAfter}</p>`,
    `<p>${escapeHtml(office.name)} · ${phoneLink}</p>`,
    `<p style="color:#555;font-size:12px">${escapeHtml(footer)}</p>`,
  ].join("\n");

  const attachments = window
    ? [
        {
          filename: `${reference}-arrival-window.ics`,
          content: base64(
            renderIcs({
              uid: `${reference}-${id}@send-contact-form`,
              start: window.startsAt,
              end: window.endsAt,
              stamp: receivedAt,
              summary: `${office.name}: plumber arrival window (to be confirmed), ${reference}`,
              description: `Your preferred arrival window, ${window.label} Arizona time. We'll call or text to confirm it. Reference ${reference}. Questions or a change: ${office.phone}.`,
              location: where,
            }),
          ),
          content_type: "text/calendar; charset=utf-8",
        },
      ]
    : [];

  return { to: request.email, subject, text, html, attachments };
}
