import {
  DAY_NAMES,
  minutesOf,
  type OfficeHours,
  type OfficeStatus,
} from "@/lib/office-hours";

// The hours line in words: English built in (the open-status island's default, so English pages
// send none), Spanish given by the server as plain strings (lib/i18n/messages/layout.ts), so the
// island holds only its page's language. The English words give exactly describeStatus and
// describeWeek's lines (status-line.test.ts holds them to it).

export type StatusWords = {
  /** "Open now · until {time}". */
  open: string;
  /** "Closed · opens {time} {day}". */
  closed: string;
  today: string;
  tomorrow: string;
  /** Sunday first, as Weekday counts: how {day} names a day after tomorrow. */
  days: readonly string[];
  /** A time in a sentence, {time} being "7 am": `one` for 1 o'clock (Spanish "la 1"). */
  at: { one: string; other: string };
  am: string;
  pm: string;
};

export type WeekWords = Pick<StatusWords, "am" | "pm"> & {
  /** Sunday first: the week line's day names. */
  shortDays: readonly string[];
};

export const englishStatusWords: StatusWords = {
  open: "Open now · until {time}",
  closed: "Closed · opens {time} {day}",
  today: "today",
  tomorrow: "tomorrow",
  days: DAY_NAMES,
  at: { one: "{time}", other: "{time}" },
  am: "am",
  pm: "pm",
};

export const englishWeekWords: WeekWords = {
  shortDays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  am: "am",
  pm: "pm",
};

/** "7 am", "5 pm", "7:30 am", "12 pm" in the words' own am and pm. */
export function clockIn(
  words: Pick<StatusWords, "am" | "pm">,
  minutes: number,
) {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h < 12 ? words.am : words.pm}`;
}

function at(words: StatusWords, minutes: number) {
  const phrase =
    Math.floor(minutes / 60) % 12 === 1 ? words.at.one : words.at.other;
  return phrase.replace("{time}", clockIn(words, minutes));
}

export function describeStatusIn(words: StatusWords, status: OfficeStatus) {
  if (status.open)
    return words.open.replace("{time}", at(words, status.closes));
  const day =
    status.inDays === 0
      ? words.today
      : status.inDays === 1
        ? words.tomorrow
        : (words.days[status.weekday] ?? "");
  return words.closed
    .replace("{time}", at(words, status.opens))
    .replace("{day}", day);
}

/** The week as one line, true at any hour: "Mon–Fri 7 am–5 pm · Sat 8 am–2 pm". */
export function describeWeekIn(words: WeekWords, hours: OfficeHours) {
  return hours.periods
    .map((p) => {
      const first = words.shortDays[p.days[0] ?? 0];
      const last = words.shortDays[p.days[p.days.length - 1] ?? 0];
      const days = p.days.length > 1 ? `${first}–${last}` : first;
      return `${days} ${clockIn(words, minutesOf(p.opens))}–${clockIn(words, minutesOf(p.closes))}`;
    })
    .join(" · ");
}
