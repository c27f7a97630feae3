// The preferred arrival windows offered at a given instant (arrival-windows.ts adds the check that
// a posted window is still one of them, with its words; the form island imports this file alone). Pure functions of an instant read on the office's wall clock, so the
// visitor's own clock zone never matters; the site renders the list, and the server action and
// the Edge Function re-check a posted value with their own clocks.
import {
  ARRIVAL_WINDOW_VALUE,
  FIRST_AVAILABLE,
} from "./arrival-window-value.ts";
import type { arrivalWindowMessages } from "./arrival-window-messages.ts";
import {
  type CivilDay,
  civilDay,
  type ClockTime,
  DAY_NAMES,
  formatClock,
  instantAt,
  minutesOf,
  type OfficeHours,
  periodOn,
  wallClock,
} from "./office-hours.ts";
export { ARRIVAL_WINDOW_VALUE, FIRST_AVAILABLE };

/** A window of the day, before it is clipped to one day's opening hours. */
export type ArrivalSlot = {
  part: "am" | "pm";
  name: string;
  from: ClockTime;
  to: ClockTime;
};

export type ArrivalPlan = {
  hours: OfficeHours;
  slots: readonly ArrivalSlot[];
  /** Business days with a window still open to choose, today included. */
  businessDays: number;
};

export type ArrivalWindow = {
  /** The posted value, "2026-12-01:am". */
  value: string;
  /** The office's calendar date, "2026-12-01". */
  date: string;
  part: ArrivalSlot["part"];
  /** "Morning" or "Afternoon". */
  name: string;
  startsAt: Date;
  endsAt: Date;
  /** Its start and end on the office's wall clock, minutes after midnight (calendar-words.ts). */
  fromMinute: number;
  toMinute: number;
  /** "Tuesday, Dec 1". */
  dayLabel: string;
  /** "7–11 am", "12–5 pm". */
  spanLabel: string;
  /** "Tuesday, Dec 1, 7–11 am": one line for an option, an e-mail or the office. */
  label: string;
};

export type ArrivalDay = {
  date: string;
  dayLabel: string;
  windows: ArrivalWindow[];
};

export type ArrivalWindowCheck =
  | { ok: true; window: ArrivalWindow | null }
  | {
      ok: false;
      reason: keyof typeof arrivalWindowMessages;
      message: string;
    };

const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

const pad = (n: number) => String(n).padStart(2, "0");
const isoDate = (d: CivilDay) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/** "7–11 am", "12–5 pm", "11 am–1 pm". */
export function formatSpan(from: number, to: number): string {
  const sameHalf = from < 720 === to < 720;
  const start = formatClock(from);
  return `${sameHalf ? start.replace(/ [ap]m$/, "") : start}–${formatClock(to)}`;
}

/** The windows a calendar day offers under the plan, whatever the time now. */
function windowsOn(day: CivilDay, plan: ArrivalPlan): ArrivalWindow[] {
  const period = periodOn(day, plan.hours);
  if (!period) return [];
  const date = isoDate(day);
  const dayLabel = `${DAY_NAMES[day.weekday]}, ${MONTHS[day.month - 1]} ${day.day}`;
  return plan.slots.flatMap((slot) => {
    const from = Math.max(minutesOf(slot.from), period.opens);
    const to = minutesOf(slot.to);
    if (period.closes < to || from >= to) return [];
    const spanLabel = formatSpan(from, to);
    return [
      {
        value: `${date}:${slot.part}`,
        date,
        part: slot.part,
        name: slot.name,
        startsAt: instantAt(day, from, plan.hours.timeZone),
        endsAt: instantAt(day, to, plan.hours.timeZone),
        fromMinute: from,
        toMinute: to,
        dayLabel,
        spanLabel,
        label: `${dayLabel}, ${spanLabel}`,
      },
    ];
  });
}

/**
 * The windows to offer at `now`, grouped by day: the next `businessDays` days that still have a
 * window which has not started, holidays and closed days skipped.
 */
export function offeredArrivalDays(now: Date, plan: ArrivalPlan): ArrivalDay[] {
  const today = wallClock(now, plan.hours.timeZone).date;
  const days: ArrivalDay[] = [];
  // Sixty days is far past any run of weekends and holidays; it only bounds a broken plan.
  for (let ahead = 0; ahead < 60 && days.length < plan.businessDays; ahead++) {
    const day = civilDay(today.year, today.month, today.day + ahead);
    const windows = windowsOn(day, plan).filter(
      (w) => w.startsAt.getTime() > now.getTime(),
    );
    const first = windows[0];
    if (first)
      days.push({ date: first.date, dayLabel: first.dayLabel, windows });
  }
  return days;
}

/** The same list, flat and in time order. */
export function offeredArrivalWindows(
  now: Date,
  plan: ArrivalPlan,
): ArrivalWindow[] {
  return offeredArrivalDays(now, plan).flatMap((day) => day.windows);
}

/**
 * The window a value names, if that day offers it under the plan, at any time: for showing a
 * stored choice (the e-mails, the office). Null for a malformed value, a closed day or a holiday.
 */
export function arrivalWindowFor(
  value: string,
  plan: ArrivalPlan,
): ArrivalWindow | null {
  const match = ARRIVAL_WINDOW_VALUE.exec(value);
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  const civil = civilDay(year ?? 0, month ?? 0, day ?? 0);
  // civilDay rolls 2026-02-30 over to March; a value that does not round-trip is no date.
  if (isoDate(civil) !== value.slice(0, 10)) return null;
  return windowsOn(civil, plan).find((w) => w.value === value) ?? null;
}
