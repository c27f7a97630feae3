import { offeredArrivalDays } from "@/supabase/functions/_shared/arrival-windows";
import { officeArrivalPlan } from "@/supabase/functions/_shared/office-schedule";
import type { ArrivalDayOptions } from "./arrival-window-field";

// The island's step 2 (computed when it opens, on the visitor's clock) and the one-page form
// (on the server's). The island loads on first use, so the schedule and holidays are not part of
// a page's first JavaScript.

/** Days and windows as the form lists them, from the shared schedule in Arizona time. */
export function freshArrivalDays(now: Date): ArrivalDayOptions[] {
  return offeredArrivalDays(now, officeArrivalPlan).map((day) => ({
    dayLabel: day.dayLabel,
    windows: day.windows.map((window) => ({
      value: window.value,
      label: `${window.name}, ${window.spanLabel}`,
      startsAt: window.startsAt.getTime(),
    })),
  }));
}
