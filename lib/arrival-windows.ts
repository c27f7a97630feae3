// The site's side of the preferred arrival windows: the shared logic bound to the business's
// own schedule (content/business.ts). Step 2 of the form lists arrivalWindowOptions(); the
// server action refuses a stale or tampered value with checkPostedWindow().
import { business } from "@/content/business";
import {
  type ArrivalDay,
  type ArrivalPlan,
  type ArrivalWindowCheck,
  checkArrivalWindow,
  offeredArrivalDays,
} from "@/supabase/functions/_shared/arrival-windows";

export {
  type ArrivalDay,
  type ArrivalWindow,
  type ArrivalWindowCheck,
  arrivalWindowMessages,
  FIRST_AVAILABLE,
} from "@/supabase/functions/_shared/arrival-windows";

export const arrivalPlan: ArrivalPlan = {
  hours: business.hours,
  ...business.arrivalWindows,
};

/** The days and windows to offer at `now` (default: this instant), in Arizona time. */
export function arrivalWindowOptions(now: Date = new Date()): ArrivalDay[] {
  return offeredArrivalDays(now, arrivalPlan);
}

/** Whether a posted window is still offered; no value or "first-available" means none. */
export function checkPostedWindow(
  value: string | undefined,
  now: Date = new Date(),
): ArrivalWindowCheck {
  return checkArrivalWindow(value, now, arrivalPlan);
}
