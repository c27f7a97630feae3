import type { Benefit } from "@/components/sections/benefits-panel";
import type { ComparisonRow } from "@/components/sections/comparison-table";
import type { FaqItem } from "@/components/sections/faq";
import { business } from "@/content/business";

// The water-heater guide at /flushing-vs-draining-water-heater-mesa-az. The schedule (flush every
// 6 months, 6–12 elsewhere, reconciled below; drain yearly; descale tankless yearly) and the job
// times are our own service advice, the $99–$189 our own price. "Early replacement $1,000+" and
// "maintenance adds 3–5 years" are the specification's own figures for this guide (§9, "Water-
// heater guide"), stated as it states them; no public source read on 2026-11-27 gave either, so
// they stay the company's claims, not a study's. Mesa's hardness and 120°F are sourced where
// they stand.
//
// Dates: datePublished is the day this guide was added to the site (git log --diff-filter=A:
// 2026-11-22), dateModified the day its figures were last changed (2026-11-27).

export type ProcessCopy = {
  title: string;
  steps: readonly string[];
  benefits: readonly string[];
  recommendation: string;
};

export const flushingVsDraining = {
  slug: "flushing-vs-draining-water-heater-mesa-az",
  path: "/flushing-vs-draining-water-heater-mesa-az",
  title: "Flushing vs. Draining a Water Heater in Mesa, AZ",
  description:
    "Flushing or draining your water heater? Steps, time, how often in hard Mesa water, and when to call a pro. Maintenance runs $99–$189.",
  keywords: [
    "flush water heater Mesa",
    "drain water heater",
    "water heater maintenance Mesa AZ",
    "water heater sediment",
    "how often to flush water heater",
    "tankless descaling",
  ],
  datePublished: "2026-11-22",
  dateModified: "2026-11-27",
  hero: {
    subtitle: "Water heater guide · Mesa, AZ",
    description:
      "Hard East Valley water leaves sediment in every tank. Here is the difference between a quick flush and a full drain, how often each is worth doing, and when to let a plumber handle it.",
  },
  intro: [
    // City of Mesa Water Resources, "2024 Water Quality Consumer Confidence Report", Water FAQ's
    // 2, https://issuu.com/mesawaterresources/docs/2024_water_quality_consumer_confidence_report
    // (read 2026-11-27).
    "Water in Mesa is hard: the city's 2024 water quality report gives an average of about 12 grains per gallon of hardness minerals in its City Zone and 16 in its Eastern and Southern Zones. Heat drives those minerals out of the water, and they settle on the bottom of the tank as sediment. Over time that layer insulates the water from the burner, makes the heater pop and rumble, and eats into the space that should hold hot water.",
    "There are two ways to get it out. A flush sends fresh water through the tank while it stays full, carrying loose sediment out of the drain valve. A drain empties the tank completely so the settled, heavier layer can be rinsed out too. They do different jobs, and a well-kept heater gets both.",
  ],
  flushing: {
    title: "Flushing a water heater",
    steps: [
      "Set a gas heater's control to Pilot or Vacation, or switch off the breaker for an electric heater.",
      "Connect a garden hose to the drain valve at the bottom of the tank and lead it outside or to a drain that can take hot water.",
      "Leave the cold-water supply open so the tank stays full and under pressure.",
      "Open the drain valve and let the water run: the incoming water stirs loose sediment and pushes it out through the hose.",
      "When the water from the hose runs clear, close the drain valve, remove the hose and check the valve for drips.",
      // 120°F: "the Department of Energy recommends most Americans set their water heater's
      // temperature to 120°F" (Green Newton, "Tip of the week: reset your water heater's base
      // temperature", https://greennewton.org/tip-of-the-week-reset-your-water-heaters-base-temperature/,
      // read 2026-11-27); the same in Mother Earth News, "30 Steps to Energy Efficiency – Step
      // 8", https://www.motherearthnews.com/sustainable-living/green-homes/30-steps-to-energy-efficiency8/
      // (read 2026-11-27). The Department's own page was not in what could be read.
      "Return the gas control to its setting or switch the breaker back on, then check the thermostat (around 120°F suits most homes).",
    ],
    benefits: [
      "Clears loose sediment before it hardens into a crust on the bottom of the tank.",
      "Quiets the popping and rumbling caused by water trapped under the sediment.",
      "Keeps the burner or elements heating water instead of a layer of minerals.",
      "Takes 15–30 minutes with no need to empty or refill the tank.",
    ],
    recommendation:
      "How often: every 6 months in Mesa's hard water. You will often see 6–12 months quoted instead. Both figures hold, for different homes: every 6 months if your water is unsoftened, every 12 months at most if you have a working softener or a lightly used heater. If you are unsure, flush every 6 months.",
  } satisfies ProcessCopy,
  draining: {
    title: "Draining a water heater",
    steps: [
      "Turn off the gas or the breaker, then close the cold-water supply valve above the heater. Let the water cool for a few hours if you can: it comes out scalding.",
      "Open a hot-water tap somewhere in the house so air can enter and the tank can empty.",
      "Connect a hose to the drain valve, lead it to a safe spot and open the valve until the tank is completely empty.",
      "Open the cold supply in short bursts to stir up the settled sediment, and repeat until the water leaving the hose runs clear.",
      "Close the drain valve, open the cold supply and let the tank fill until water flows steadily from the open hot tap, then close the tap.",
      "Only with the tank full, restore the gas or power: an electric element that switches on in an empty tank burns out in seconds. Check the valve for leaks.",
    ],
    benefits: [
      "Removes the heavier, settled sediment that a flush leaves behind.",
      "Restores the tank's full capacity, so hot water lasts longer again.",
      "Shows you what came out, a good gauge of the tank's condition.",
      "Gives a chance to inspect the anode rod and test the relief valve while the tank is open.",
    ],
    recommendation:
      "How often: a full drain once a year, in addition to the flushes. Tankless water heaters are not drained this way; they need descaling once a year, with a pump circulating a descaling solution through the heat exchanger.",
  } satisfies ProcessCopy,
  comparison: [
    {
      feature: "Time it takes",
      option1: "15–30 minutes",
      option2: "1–2 hours",
    },
    {
      feature: "Water supply",
      option1: "Stays on; the tank stays full",
      option2: "Shut off; the tank is emptied and refilled",
    },
    {
      feature: "What it removes",
      option1: "Loose sediment",
      option2: "Loose and settled sediment",
    },
    {
      feature: "How often in the East Valley",
      option1: "Every 6 months (up to 12 with a softener)",
      option2: "Once a year",
    },
    {
      feature: "Hot water afterwards",
      option1: "Back as soon as the heater is relit",
      option2: "After the tank refills and reheats",
    },
    {
      feature: "Doing it yourself",
      option1: "Easy for most homeowners",
      option2: "Moderate: scalding water and a risk to electric elements",
    },
  ] satisfies ComparisonRow[],
  whenToCall: [
    "Your heater is older than 5 years and has never been flushed: hardened sediment can clog the drain valve, and a valve that has not moved in years may leak once opened.",
    "The drain valve is stuck, made of brittle plastic, or keeps dripping after you close it.",
    "The popping and rumbling continue after a flush or a drain.",
    "The hot water comes out rusty or smells of rotten eggs, a sign the anode rod needs replacing.",
    "There is water around the base of the tank or the relief valve drips.",
    "You have a tankless heater that is due for its yearly descaling and has no service valves.",
  ],
  gasWarning:
    "If you smell gas, don't flush anything: leave the house and call your gas utility from outside.",
  whyChoose: [
    {
      title: "Upfront pricing",
      description:
        "Professional maintenance runs $99–$189, and you know the price before we start.",
    },
    {
      title: "Licensed & insured",
      description:
        "A licensed and insured company that services gas and electric heaters.",
    },
    {
      title: `${business.claims.yearsOfExperience}+ years of experience`,
      description: "We check the anode rod and relief valve on every visit.",
    },
    {
      title: "Emergency service, same-day available",
      description:
        "For a leaking or failed heater, call us: emergency service, and same-day service available.",
    },
  ] satisfies Benefit[],
  faq: [
    {
      question: "How often should I flush my water heater in Mesa?",
      answer:
        "Every 6 months if your water is not softened: our hard water leaves sediment quickly. Guides that say every 6–12 months are not wrong: with a working softener or a lightly used heater, once a year is enough. Add a full drain once a year either way.",
    },
    {
      question: "Is flushing the same as draining?",
      answer:
        "No. A flush runs water through a full tank for 15–30 minutes and carries out loose sediment. A drain empties the tank completely, takes 1–2 hours including the refill, and removes the heavier sediment that has settled on the bottom.",
    },
    {
      question: "How much does professional water heater maintenance cost?",
      answer:
        "Our professional maintenance runs $99–$189, depending on the heater and what it needs: a flush or full drain, an anode rod check and a relief valve test. Replacing a heater that failed early costs $1,000 or more, so maintenance is the cheaper side of the bet.",
    },
    {
      question: "Does maintenance really make a water heater last longer?",
      answer:
        "Yes. Regular flushing, a yearly drain and a timely anode rod replacement can add 3–5 years to a heater's life, because the tank stays clear of the sediment that overheats its bottom and corrodes the steel.",
    },
    {
      question: "Do tankless water heaters need flushing too?",
      answer:
        "They need descaling instead, once a year. A small pump circulates a descaling solution through the heat exchanger through the unit's service valves. Hard water scales a tankless heater faster than you might expect, and the unit may start showing error codes when it does.",
    },
  ] satisfies FaqItem[],
  closing: {
    title: "Let us flush or drain it for you",
    description:
      "Professional maintenance runs $99–$189 and can add 3–5 years to your water heater. Call or book online, and we'll bring the hose.",
  },
};

export type FlushingVsDraining = typeof flushingVsDraining;
