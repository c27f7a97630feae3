// The preferred arrival windows (arrival-days.ts) and the check that a posted window is still one
// of them, with what a refused visitor is told. The site renders the list, and the server action
// and the Edge Function re-check a posted value with their own clocks.
import {
  FIRST_AVAILABLE,
  ARRIVAL_WINDOW_VALUE,
} from "./arrival-window-value.ts";
import { arrivalWindowMessages } from "./arrival-window-messages.ts";
import {
  type ArrivalPlan,
  type ArrivalWindowCheck,
  arrivalWindowFor,
  offeredArrivalWindows,
} from "./arrival-days.ts";
export * from "./arrival-days.ts";
export { arrivalWindowMessages };

/**
 * Whether a posted window may be accepted at `now`. No value, "" and "first-available" are
 * accepted as no window. `graceMinutes` lets a second check (the Edge Function after the server
 * action, or a retry) accept a window that was still offered that many minutes ago.
 */
export function checkArrivalWindow(
  value: string | undefined,
  now: Date,
  plan: ArrivalPlan,
  { graceMinutes = 0 }: { graceMinutes?: number } = {},
): ArrivalWindowCheck {
  if (value === undefined || value === "" || value === FIRST_AVAILABLE) {
    return { ok: true, window: null };
  }
  const refuse = (reason: keyof typeof arrivalWindowMessages) => ({
    ok: false as const,
    reason,
    message: arrivalWindowMessages[reason],
  });
  if (!ARRIVAL_WINDOW_VALUE.test(value)) return refuse("malformed");
  const window = arrivalWindowFor(value, plan);
  if (!window) return refuse("notOffered");
  const asOf = new Date(now.getTime() - graceMinutes * 60_000);
  if (window.startsAt.getTime() <= asOf.getTime()) return refuse("started");
  const offered = offeredArrivalWindows(asOf, plan).some(
    (w) => w.value === value,
  );
  return offered ? { ok: true, window } : refuse("notOffered");
}
