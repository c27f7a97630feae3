// Arrival windows and office times in another language's words: the formatting only, with the
// words passed in, so the form island can format Spanish days from the words its page gave it
// (its chunk holds no language's words) and the function from spanish-calendar.ts. English keeps
// its own formatting in arrival-windows.ts and office-hours.ts.
import type { ArrivalWindow } from "./arrival-windows.ts";
import { civilDay } from "./office-hours.ts";

export type CalendarWords = {
  /** Sunday first, as Date.getUTCDay() counts. */
  weekdays: readonly string[];
  /** January first. */
  months: readonly string[];
  /** After a time before noon, and from noon on: "a.m.", "p.m.". */
  am: string;
  pm: string;
  /** The arrival slots' names, by half of the day. */
  parts: { am: string; pm: string };
  /** A day's heading: "{weekday}", "{day}" and "{month}" are filled in. */
  dayLabel: string;
};

/** "7 a.m.", "12:30 p.m.". */
export function clockIn(words: CalendarWords, minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h < 12 ? words.am : words.pm}`;
}

/** "7–11 a.m.", "11 a.m.–1 p.m.": the half of the day said once when both ends share it. */
export function spanIn(words: CalendarWords, from: number, to: number): string {
  const sameHalf = from < 720 === to < 720;
  const start = clockIn(words, from);
  const suffix = ` ${from < 720 ? words.am : words.pm}`;
  return `${sameHalf ? start.slice(0, -suffix.length) : start}–${clockIn(words, to)}`;
}

/** A calendar date ("2026-12-01") as a day's heading, "Martes, 1 de diciembre". */
export function dayLabelIn(words: CalendarWords, date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const civil = civilDay(year ?? 0, month ?? 1, day ?? 1);
  const label = words.dayLabel
    .replace("{weekday}", words.weekdays[civil.weekday] ?? "")
    .replace("{day}", String(civil.day))
    .replace("{month}", words.months[civil.month - 1] ?? "");
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** A window's words in another language: its name, day, span, and the one-line label. */
export function arrivalWindowIn(
  words: CalendarWords,
  window: Pick<ArrivalWindow, "date" | "part" | "fromMinute" | "toMinute">,
): { name: string; dayLabel: string; spanLabel: string; label: string } {
  const dayLabel = dayLabelIn(words, window.date);
  const spanLabel = spanIn(words, window.fromMinute, window.toMinute);
  return {
    name: words.parts[window.part],
    dayLabel,
    spanLabel,
    label: `${dayLabel}, ${spanLabel}`,
  };
}
