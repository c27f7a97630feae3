import { emergencyAdvice } from "@/supabase/functions/_shared/next-call";
import type { StopTheWater } from "./types";

// The "Right now: stop the water" boxes of the leak and water-heater pages: what to do in the
// next five minutes, before anyone reads further. General steps that hold in any house, with
// no figures, each kept to about two lines on a phone so the box fits under the hero in the
// first screen. The closing call step (components/sections/shut-off-steps.tsx) carries the
// business phone and callStepText's words.

const title = "Right now: stop the water";

/**
 * What the closing step says after "Call (phone)". "now." only where the phone is answered for
 * emergencies while the office is closed (emergencyLineAfterHours in office-schedule.ts, which the
 * owner confirms), as the header decides; otherwise the e-mails' and the success message's words
 * (emergencyAdvice), so no page tells a visitor at 2 am to call a line nobody answers. The only
 * place the site says "call … now" (content/claims.test.ts).
 */
export function callStepText(answeredAfterHours: boolean): string {
  return answeredAfterHours ? "now." : emergencyAdvice(false).after;
}

const electrics = {
  title: "Water near electrics?",
  text: "Keep clear; switch off that breaker from a dry spot.",
};

const gasNote = "Smell gas? Get out, then call your gas utility.";

/** Water through a ceiling, a wall or the floor. */
export const leakShutOff: StopTheWater = {
  title,
  steps: [
    {
      title: "Close the main shut-off valve,",
      text: "where the water line enters the house: often by the front hose bib or in the garage.",
    },
    {
      title: "Can't find it or turn it?",
      text: "Close the curb valve in the meter box by the street.",
    },
    electrics,
  ],
};

/** A leaking tank water heater. */
export const tankHeaterShutOff: StopTheWater = {
  title,
  steps: [
    {
      title: "Close the cold-water valve",
      text: "on top of the heater, or the house's main shut-off.",
    },
    {
      title: "Turn the heater off:",
      text: "gas control to OFF or PILOT; on an electric heater, its breaker.",
    },
    electrics,
  ],
  note: gasNote,
};

/** A leaking tankless water heater. */
export const tanklessShutOff: StopTheWater = {
  title,
  steps: [
    {
      title: "Close the cold-water valve",
      text: "below the unit, or the house's main shut-off.",
    },
    {
      title: "Turn it off at its breaker;",
      text: "on a gas unit, also close the gas valve.",
    },
    electrics,
  ],
  note: gasNote,
};
