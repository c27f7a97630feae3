// Open or closed, from the office's wall clock in its own time zone. Pure functions of an
// instant (a Date), so the visitor's own clock zone never matters and tests can pin the time.
// No imports: the open-status island ships this file and nothing else, and the Edge Function
// (Deno) uses it too for the arrival windows and "what happens next" (lib/office-hours.ts
// re-exports it for the site).

/** 0 = Sunday … 6 = Saturday, like Date#getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** "07:00"; 24-hour wall-clock time in the office's zone. */
export type ClockTime = `${number}:${number}`;

export type OpeningPeriod = {
  days: readonly Weekday[];
  opens: ClockTime;
  closes: ClockTime;
};

/** A day the office is shut: a fixed date, or the nth weekday of a month (Thanksgiving). */
export type Holiday =
  | { name: string; month: number; day: number }
  | { name: string; month: number; weekday: Weekday; nth: number };

export type OfficeHours = {
  /** IANA zone of the office. */
  timeZone: string;
  periods: readonly OpeningPeriod[];
  holidays: readonly Holiday[];
};

export type OfficeStatus =
  | { open: true; closes: number }
  | {
      open: false;
      /** Minutes after midnight, and when: 0 = today, 1 = tomorrow, n = n days ahead. */
      opens: number;
      inDays: number;
      weekday: Weekday;
    };

export const DAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

export const minutesOf = (time: ClockTime): number => {
  const [h = "0", m = "0"] = time.split(":");
  return Number(h) * 60 + Number(m);
};

export type CivilDay = {
  year: number;
  month: number;
  day: number;
  weekday: Weekday;
};

/**
 * Zones whose clocks never change, by their offset from UTC in minutes. Arizona has kept
 * standard time all year since 1968 (the Navajo Nation, which does not, is America/Denver).
 * For these the wall clock is plain arithmetic: a browser's first Intl.DateTimeFormat loads
 * ICU's locale data, 55–65 ms of a page's hydration on a 4× slower CPU (docs/benchmark.md).
 */
const FIXED_OFFSET_ZONES: Readonly<Record<string, number>> = {
  "America/Phoenix": -7 * 60,
  UTC: 0,
};

/** The office's calendar date and minute of the day at `now`. */
export function wallClock(now: Date, timeZone: string) {
  const offset = FIXED_OFFSET_ZONES[timeZone];
  if (offset !== undefined) {
    const shifted = new Date(now.getTime() + offset * 60_000);
    return {
      date: civilDay(
        shifted.getUTCFullYear(),
        shifted.getUTCMonth() + 1,
        shifted.getUTCDate(),
      ),
      minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
    };
  }
  return zoneWallClock(now, timeZone);
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** wallClock for any IANA zone, through Intl (exported for the test that pins the table above). */
export function zoneWallClock(now: Date, timeZone: string) {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    zoneFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    date: civilDay(get("year"), get("month"), get("day")),
    minute: (get("hour") % 24) * 60 + get("minute"),
  };
}

/** A calendar date, normalised through UTC arithmetic (day 32 rolls over to the next month). */
export function civilDay(year: number, month: number, day: number): CivilDay {
  const d = new Date(Date.UTC(year, month - 1, day));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay() as Weekday,
  };
}

export function isHoliday(
  date: CivilDay,
  holidays: readonly Holiday[],
): boolean {
  return holidays.some((h) => {
    if (h.month !== date.month) return false;
    if ("day" in h) return h.day === date.day;
    return h.weekday === date.weekday && Math.ceil(date.day / 7) === h.nth;
  });
}

export function periodOn(date: CivilDay, hours: OfficeHours) {
  if (isHoliday(date, hours.holidays)) return null;
  const period = hours.periods.find((p) => p.days.includes(date.weekday));
  return period
    ? { opens: minutesOf(period.opens), closes: minutesOf(period.closes) }
    : null;
}

/**
 * The instant at which the office's wall clock reads `minute` on `day`. Exact for any zone
 * without a daylight-saving jump at that hour, which America/Phoenix never has.
 */
export function instantAt(
  day: CivilDay,
  minute: number,
  timeZone: string,
): Date {
  const wanted = Date.UTC(day.year, day.month - 1, day.day) + minute * 60_000;
  // Read the zone's offset at a first guess, then once more at the corrected instant.
  let instant = wanted;
  for (let i = 0; i < 2; i++) {
    const seen = wallClock(new Date(instant), timeZone);
    const seenUtc =
      Date.UTC(seen.date.year, seen.date.month - 1, seen.date.day) +
      seen.minute * 60_000;
    instant += wanted - seenUtc;
  }
  return new Date(instant);
}

export function officeStatus(now: Date, hours: OfficeHours): OfficeStatus {
  const { date, minute } = wallClock(now, hours.timeZone);
  const today = periodOn(date, hours);
  if (today && minute >= today.opens && minute < today.closes) {
    return { open: true, closes: today.closes };
  }
  // Two weeks covers any run of weekends and holidays a real calendar holds.
  for (let inDays = 0; inDays <= 14; inDays++) {
    const day = civilDay(date.year, date.month, date.day + inDays);
    const period = periodOn(day, hours);
    if (!period || (inDays === 0 && minute >= period.opens)) continue;
    return { open: false, opens: period.opens, inDays, weekday: day.weekday };
  }
  throw new Error("Office hours list no opening in the next two weeks");
}

/** "7 am", "5 pm", "7:30 am", "12 pm". */
export function formatClock(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h < 12 ? "am" : "pm"}`;
}

/** "Open now · until 5 pm", "Closed · opens 7 am tomorrow", "Closed · opens 7 am Monday". */
export function describeStatus(status: OfficeStatus): string {
  if (status.open) return `Open now · until ${formatClock(status.closes)}`;
  const when =
    status.inDays === 0
      ? "today"
      : status.inDays === 1
        ? "tomorrow"
        : DAY_NAMES[status.weekday];
  return `Closed · opens ${formatClock(status.opens)} ${when}`;
}

const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** The week as one line, true at any hour: "Mon–Fri 7 am–5 pm · Sat 8 am–2 pm". */
export function describeWeek(hours: OfficeHours): string {
  return hours.periods
    .map((p) => {
      const first = SHORT_DAYS[p.days[0] ?? 0];
      const last = SHORT_DAYS[p.days[p.days.length - 1] ?? 0];
      const days = p.days.length > 1 ? `${first}–${last}` : first;
      return `${days} ${formatClock(minutesOf(p.opens))}–${formatClock(minutesOf(p.closes))}`;
    })
    .join(" · ");
}
