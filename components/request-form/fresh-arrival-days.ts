import { offeredArrivalDays } from "@/supabase/functions/_shared/arrival-days";
import { officeArrivalPlan } from "@/supabase/functions/_shared/office-schedule";
import {
  arrivalWindowIn,
  type CalendarWords,
} from "@/supabase/functions/_shared/calendar-words";
import type { ArrivalDayOptions } from "./arrival-window-field";

// The island's step 2 (computed when it opens, on the visitor's clock) and the one-page form
// (on the server's). The island loads on first use, so the schedule and holidays are not part of
// a page's first JavaScript.

/**
 * Days and windows as the form lists them, from the shared schedule in Arizona time; in the
 * page's words when it gives them (calendar-words.ts), else the schedule's English.
 */
export function freshArrivalDays(
  now: Date,
  calendar?: CalendarWords,
): ArrivalDayOptions[] {
  return offeredArrivalDays(now, officeArrivalPlan).map((day) => ({
    dayLabel: calendar
      ? arrivalWindowIn(calendar, day.windows[0]!).dayLabel
      : day.dayLabel,
    windows: day.windows.map((window) => {
      const words = calendar ? arrivalWindowIn(calendar, window) : window;
      return {
        value: window.value,
        label: `${words.name}, ${words.spanLabel}`,
        startsAt: window.startsAt.getTime(),
      };
    }),
  }));
}
