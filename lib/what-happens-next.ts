// "What happens next" for the success toast, from the business's own hours and phone. The
// confirmation e-mail says the same through the shared whatHappensNext.
import { business } from "@/content/business";
import {
  type NextCall,
  whatHappensNext,
} from "@/supabase/functions/_shared/next-call";

export type { NextCall } from "@/supabase/functions/_shared/next-call";

/**
 * When the office will call (or text, as the visitor chose) about a request sent at `now`
 * (default: this instant).
 */
export function nextCall(
  now: Date = new Date(),
  channel: "call" | "text" = "call",
  language: "en" | "es" = "en",
): NextCall {
  return whatHappensNext(
    now,
    {
      hours: business.hours,
      responseTimeMinutes: business.responseTimeMinutes,
      phone: business.phone,
      emergencyLineAfterHours: business.emergencyLineAfterHours,
    },
    channel,
    language,
  );
}
