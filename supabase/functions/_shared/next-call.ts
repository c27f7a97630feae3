// "What happens next": when the office will call about a request sent at a given instant, read
// on the office's wall clock from its hours and holidays. Shared by the success toast (site) and
// the customer's confirmation e-mail (Edge Function), so both promise the same thing.
import {
  civilDay,
  DAY_NAMES,
  formatClock,
  instantAt,
  type OfficeHours,
  officeStatus,
  wallClock,
} from "./office-hours.ts";
import { clockIn } from "./calendar-words.ts";
import { spanishCalendar } from "./spanish-calendar.ts";

/** The languages the promise is written in: the request's (contact-schema.ts). */
type Language = "en" | "es";

export type NextCallFacts = {
  hours: OfficeHours;
  /** The callback the office promises during open hours. */
  responseTimeMinutes: number;
  /** The office line, also for emergency service. */
  phone: string;
  /** Whether that line is answered for emergencies while the office is closed. */
  emergencyLineAfterHours: boolean;
};

/**
 * What to do about water that will not stop, in three parts so the e-mail can link the phone:
 * call now only where the line is answered after hours (office-schedule.ts), else during them.
 */
export function emergencyAdvice(
  answeredAfterHours: boolean,
  language: Language = "en",
) {
  if (language === "es")
    return {
      lead: "¿El agua no para?",
      action: "Cierre la llave de paso principal y llame al",
      after: answeredAfterHours
        ? "para servicio de emergencia."
        : "para servicio de emergencia mientras la oficina esté abierta.",
    };
  return {
    lead: "Water that won't stop?",
    action: "Shut off the main valve, then call",
    after: answeredAfterHours
      ? "for emergency service."
      : "for emergency service while the office is open.",
  };
}

export type NextCall = {
  /**
   * open: the promise fits before closing; closing: the office closes sooner than that;
   * closed: after hours, a holiday or the weekend.
   */
  kind: "open" | "closing" | "closed";
  /** The promise, one or two sentences, Arizona time named. */
  text: string;
  /** The latest the office means to call (open), or when it next opens (closing, closed). */
  by: Date;
  /** After hours only: what to do about water that will not stop. */
  emergency: string | null;
};

/** "an hour", "30 minutes", "2 hours", "1 hour 30 minutes". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 1 ? "an hour" : `${h} hours`;
  if (h === 0) return `${m} minutes`;
  if (m === 0) return hours;
  return `${h === 1 ? "1 hour" : hours} ${m} minutes`;
}

/** "una hora", "30 minutos", "2 horas", "1 hora y 30 minutos". */
export function formatDurationEs(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 1 ? "una hora" : `${h} horas`;
  if (h === 0) return `${m} minutos`;
  if (m === 0) return hours;
  return `${h === 1 ? "1 hora" : hours} y ${m} minutos`;
}

/** "a la 1 p.m.", "a las 7 a.m.": Spanish says "la" before one o'clock. */
const atEs = (minutes: number) =>
  `${Math.floor(minutes / 60) % 12 === 1 ? "a la" : "a las"} ${clockIn(spanishCalendar, minutes)}`;

/** When the office next opens after `instant`, and how to name that day. */
function nextOpening(instant: Date, hours: OfficeHours) {
  const status = officeStatus(instant, hours);
  if (status.open) return null;
  const today = wallClock(instant, hours.timeZone).date;
  const day = civilDay(today.year, today.month, today.day + status.inDays);
  // A weekday name alone is clear up to six days out; further (long closures) adds the date.
  const name =
    status.inDays === 0
      ? "today"
      : status.inDays < 6
        ? DAY_NAMES[status.weekday]
        : `${DAY_NAMES[status.weekday]}, ${day.month}/${day.day}`;
  const { weekdays, months } = spanishCalendar;
  const nameEs =
    status.inDays === 0
      ? "hoy"
      : status.inDays < 6
        ? `el ${weekdays[status.weekday]}`
        : `el ${weekdays[status.weekday]} ${day.day} de ${months[day.month - 1]}`;
  return {
    at: instantAt(day, status.opens, hours.timeZone),
    words: `${formatClock(status.opens)} ${name}`,
    wordsEs: `${atEs(status.opens)} ${nameEs}`,
  };
}

/**
 * `channel` is how the visitor asked to be reached: the promise says "text" to whoever chose
 * Text Message, so nobody waits for a call that was never going to come.
 */
export function whatHappensNext(
  now: Date,
  facts: NextCallFacts,
  channel: "call" | "text" = "call",
  language: Language = "en",
): NextCall {
  const { hours, responseTimeMinutes, phone } = facts;
  const advice = emergencyAdvice(facts.emergencyLineAfterHours, language);
  const emergency = `${advice.lead} ${advice.action} ${phone} ${advice.after}`;
  const status = officeStatus(now, hours);
  const clock = wallClock(now, hours.timeZone);

  if (status.open && status.closes - clock.minute >= responseTimeMinutes) {
    const by = clock.minute + responseTimeMinutes;
    return {
      kind: "open",
      text:
        language === "es"
          ? `Nuestra oficina está abierta: ${willReach(channel)} en menos de ${formatDurationEs(responseTimeMinutes)}, ${atEs(by)} a más tardar, hora de Arizona.`
          : `Our office is open: we'll ${channel} you within ${formatDuration(responseTimeMinutes)}, by ${formatClock(by)} Arizona time.`,
      by: instantAt(clock.date, by, hours.timeZone),
      emergency: null,
    };
  }
  if (status.open) {
    const closing = instantAt(clock.date, status.closes, hours.timeZone);
    const opening = nextOpening(closing, hours);
    if (!opening) throw new Error("The office is open at its own closing time");
    return {
      kind: "closing",
      text:
        language === "es"
          ? `Nuestra oficina cierra ${atEs(status.closes)}, hora de Arizona. Si no alcanzamos a ${reach(channel)} antes, ${willReach(channel)} cuando abramos, ${opening.wordsEs}.`
          : `Our office closes at ${formatClock(status.closes)} Arizona time. If we can't ${channel} you before then, we'll ${channel} when we open at ${opening.words}.`,
      by: opening.at,
      emergency,
    };
  }
  const opening = nextOpening(now, hours);
  if (!opening) throw new Error("officeStatus said closed, then open");
  return {
    kind: "closed",
    text:
      language === "es"
        ? `Abrimos ${opening.wordsEs}, hora de Arizona, y ${willReach(channel)} entonces.`
        : `We open at ${opening.words}, Arizona time, and ${channel} you then.`,
    by: opening.at,
    emergency,
  };
}

/** "le llamaremos" or "le enviaremos un mensaje de texto": the Spanish promise, as chosen. */
const willReach = (channel: "call" | "text") =>
  channel === "text" ? "le enviaremos un mensaje de texto" : "le llamaremos";
/** "llamarle" or "enviarle un mensaje de texto". */
const reach = (channel: "call" | "text") =>
  channel === "text" ? "enviarle un mensaje de texto" : "llamarle";
