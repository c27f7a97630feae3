import { offeredArrivalDays } from "@/supabase/functions/_shared/arrival-windows";
import { officeArrivalPlan } from "@/supabase/functions/_shared/office-schedule";
import type { ArrivalDayOptions } from "./arrival-window-field";

// Loaded only when a cached page's windows have started: the schedule and holidays stay out of
// the form's first JavaScript otherwise.

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
