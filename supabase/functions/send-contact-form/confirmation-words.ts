// The customer's confirmation in each language the site takes requests in (issue 57): every
// sentence of the e-mail and its calendar file, side by side, so the two say the same facts.
// Spanish is US Spanish with usted, worded as the office writes ("horario de llegada",
// "Primer horario disponible", as the Spanish form says them). The promise of when the office
// calls and the emergency advice are next-call.ts's, shared with the site's toast.
import { arrivalWindowIn, clockIn } from "../_shared/calendar-words.ts";
import type { RequestLanguage } from "../_shared/contact-schema.ts";
import {
  describeWeek,
  minutesOf,
  type OfficeHours,
  wallClock,
} from "../_shared/office-hours.ts";
import { spanishCalendar } from "../_shared/spanish-calendar.ts";
import type { StoredWindow } from "./stored-request.ts";

export type ConfirmationWords = {
  /** The HTML lang of the e-mail's body; null leaves the English e-mail as it always was. */
  htmlLang: string | null;
  greeting: string;
  /** `reference` arrives as the text shows it, or wrapped in <strong> for the HTML. */
  received: (reference: string) => string;
  headings: { next: string; contact: string; window: string; hours: string };
  contact: Record<"call" | "text", string>;
  /** The stored window, in this language (English: the label the customer saw). */
  windowLabel: (window: StoredWindow, timeZone: string) => string;
  window: (label: string) => string;
  firstAvailable: string;
  hours: (hours: OfficeHours) => string;
  footer: (officeName: string) => string;
  subject: (reference: string, officeName: string) => string;
  calendar: {
    filename: (reference: string) => string;
    summary: (officeName: string, reference: string) => string;
    description: (
      label: string,
      reference: string,
      phone: string,
      license: string | null,
    ) => string;
    /** RFC 5545's LANGUAGE parameter on the event's text; null leaves it out. */
    language: string | null;
  };
};

const en: ConfirmationWords = {
  htmlLang: null,
  greeting: "Hello,",
  received: (reference) =>
    `Thanks for your request. We received it, and your reference is ${reference}: quote it if you call us.`,
  headings: {
    next: "What happens next",
    contact: "How you asked us to reach you",
    window: "Preferred arrival window",
    hours: "Office hours",
  },
  contact: {
    call: "By phone call, at the phone number on your request.",
    text: "By text message, at the phone number on your request.",
  },
  windowLabel: (window) => window.label,
  window: (label) =>
    `${label} (Arizona time). This is your preference: we'll call or text to confirm it.`,
  firstAvailable:
    "First available: we'll offer you the first free slot when we call.",
  hours: (hours) =>
    `${describeWeek(hours)}, Arizona time. Closed on major holidays.`,
  footer: (officeName) =>
    `You are getting this because this address was entered on ${officeName}'s service request form. If that wasn't you, ignore this e-mail, or reply to tell us, and we'll delete the request. This e-mail repeats nothing typed on the form.`,
  subject: (reference, officeName) =>
    `We have your request: ${reference}, ${officeName}`,
  calendar: {
    filename: (reference) => `${reference}-arrival-window.ics`,
    summary: (officeName, reference) =>
      `${officeName}: plumber arrival window (to be confirmed), ${reference}`,
    description: (label, reference, phone, license) =>
      `Your preferred arrival window, ${label} Arizona time. We'll call or text to confirm it. Reference ${reference}. Questions or a change: ${phone}.${license ? ` ${license}.` : ""}`,
    language: null,
  },
};

/** "Lunes a viernes, 7 a.m.–5 p.m. · sábado, 8 a.m.–2 p.m.": describeWeek's line in Spanish. */
function describeWeekEs(hours: OfficeHours): string {
  const { weekdays } = spanishCalendar;
  const line = hours.periods
    .map((p) => {
      const first = weekdays[p.days[0] ?? 0];
      const last = weekdays[p.days[p.days.length - 1] ?? 0];
      const days = p.days.length > 1 ? `${first} a ${last}` : first;
      const opens = clockIn(spanishCalendar, minutesOf(p.opens));
      return `${days}, ${opens}–${clockIn(spanishCalendar, minutesOf(p.closes))}`;
    })
    .join(" · ");
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/**
 * The stored window in Spanish, from its stored times on the office's clock (the stored label
 * is the office's English): "Martes, 1 de diciembre, 7–11 a.m.".
 */
function windowLabelEs(window: StoredWindow, timeZone: string): string {
  const start = wallClock(window.startsAt, timeZone);
  return arrivalWindowIn(spanishCalendar, {
    date: window.value.slice(0, 10),
    part: window.value.endsWith(":pm") ? "pm" : "am",
    fromMinute: start.minute,
    toMinute: wallClock(window.endsAt, timeZone).minute,
  }).label;
}

const es: ConfirmationWords = {
  htmlLang: "es",
  greeting: "Hola:",
  received: (reference) =>
    `Gracias por su solicitud. La recibimos, y su número de referencia es ${reference}: menciónelo si nos llama.`,
  headings: {
    next: "Qué sigue",
    contact: "Cómo pidió que nos comuniquemos con usted",
    window: "Horario de llegada preferido",
    hours: "Horario de la oficina",
  },
  contact: {
    call: "Por llamada telefónica, al número de teléfono de su solicitud.",
    text: "Por mensaje de texto, al número de teléfono de su solicitud.",
  },
  windowLabel: windowLabelEs,
  window: (label) =>
    `${label} (hora de Arizona). Es su preferencia: le llamaremos o le enviaremos un mensaje de texto para confirmarlo.`,
  firstAvailable:
    "Primer horario disponible: cuando le llamemos, le ofreceremos el primer horario libre.",
  hours: (hours) =>
    `${describeWeekEs(hours)}, hora de Arizona. Cerrado los días festivos principales.`,
  footer: (officeName) =>
    `Recibe este correo porque esta dirección se escribió en el formulario de solicitud de servicio de ${officeName}. Si no fue usted, ignore este correo o respóndanos para avisarnos, y borraremos la solicitud. Este correo no repite nada de lo que se escribió en el formulario.`,
  subject: (reference, officeName) =>
    `Recibimos su solicitud: ${reference}, ${officeName}`,
  calendar: {
    filename: (reference) => `${reference}-horario-de-llegada.ics`,
    summary: (officeName, reference) =>
      `${officeName}: horario de llegada del plomero (por confirmar), ${reference}`,
    description: (label, reference, phone, license) =>
      `Su horario de llegada preferido: ${label.charAt(0).toLowerCase()}${label.slice(1)}, hora de Arizona. Le llamaremos o le enviaremos un mensaje de texto para confirmarlo. Referencia ${reference}. Preguntas o cambios: ${phone}.${license ? ` ${license}.` : ""}`,
    language: "es",
  },
};

export const CONFIRMATION_WORDS = { en, es } as const satisfies Record<
  RequestLanguage,
  ConfirmationWords
>;
