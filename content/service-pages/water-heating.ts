import { tankHeaterShutOff, tanklessShutOff } from "./stop-the-water";
import type { ServicePage } from "./types";

// Tank and tankless water heaters. The schedule (flush every 6 months, drain yearly, descale
// tankless yearly, a professional look at a heater older than 5 years) is our own service advice
// and the $99–$189 our own price. "Maintenance adds 3–5 years" and "an early replacement costs
// $1,000 or more" are the specification's own figures (§9, "Water-heater guide"), stated as it
// states them: no public source read on 2026-11-27 gave either. 120°F is sourced where it stands.

export const waterHeatingPages = {
  "water-heater-services": {
    slug: "water-heater-services",
    name: "Water Heater Repair & Replacement",
    canonicalPath: "/services/water-heater-services",
    meta: {
      title: "Water Heater Repair & Replacement in Mesa & the East Valley",
      description:
        "Gas and electric water heater repair, flushing and replacement in Mesa, Gilbert, Chandler and the East Valley. Upfront pricing; same-day service available.",
      keywords: [
        "water heater repair Mesa AZ",
        "water heater replacement East Valley",
        "water heater flush",
        "no hot water",
        "gas water heater repair",
        "electric water heater repair",
      ],
    },
    hero: {
      title: "Water Heater Repair & Replacement",
      subtitle: "Gas & electric · Same-day available",
      description:
        "No hot water or a leaking tank? Same-day service available, priced upfront.",
    },
    stopTheWater: tankHeaterShutOff,
    intro: [
      "A tank water heater has a hard life in the East Valley. Our water is hard, and every time the tank heats, some of its calcium drops out as scale onto the tank floor and the elements. Many heaters here also sit in a garage that bakes on summer afternoons, so the gas valve and wiring spend the summer in an oven.",
      "Many failures give a warning first, and many can be repaired. We service gas and electric tank heaters of every common brand, in homes and businesses, and tell you straight when a heater is worth fixing and when the money is better spent on a new one.",
    ],
    sections: [
      {
        id: "signs",
        title: "Signs your water heater needs attention",
        body: [
          "Catching these early is usually the difference between a repair and a wet garage floor.",
          {
            list: [
              {
                title: "No hot water, or not enough",
                text: "On a gas heater, often the thermocouple, flame sensor or gas valve; on an electric heater, a burned-out element or thermostat. Hot water that runs out early points to a dead lower element or a tank half full of sediment.",
              },
              {
                title: "Popping or rumbling while it heats",
                text: "Water trapped under scale on the tank floor is flashing to steam. It wastes energy and overheats the steel.",
              },
              {
                title: "Rusty or smelly hot water",
                text: "Brown water from the hot tap only usually means the anode rod is used up and the tank is rusting inside. A rotten-egg smell usually starts at the anode and is often cured by a different type of anode.",
              },
              {
                title: "Water around the base",
                text: "A drip from the relief valve, drain valve or a fitting can be repaired. A leaking tank has to be replaced, and soon.",
              },
              {
                title: "Age",
                text: "A heater older than five years has earned a professional look, especially if nobody has ever flushed it.",
              },
            ],
          },
        ],
      },
      {
        id: "repair-or-replace",
        title: "Repair or replace? How we decide with you",
        body: [
          "Most repairs are parts built to be replaced: thermocouples, flame sensors, igniters, elements, thermostats, relief valves, drain valves and anode rods. When the tank itself is sound, replacing one of these is almost always the better buy.",
          "We recommend a new heater when the tank leaks, when it is badly rusted inside, or when the repair would cost a large share of a new heater on a unit near the end of its life. You get both prices before we touch anything.",
          "A replacement is sized to your household, connected with new flexible connectors, checked for gas, venting or wiring, and the old tank hauled away. In homes with a pressure regulator we also fit or test the expansion tank that protects the heater from pressure spikes.",
        ],
      },
      {
        id: "maintenance",
        title: "Maintenance that pays for itself",
        body: [
          "Hard water is why maintenance matters so much here. A flush takes 15–30 minutes and clears loose scale off the tank floor; a full drain takes 1–2 hours and gets the tank properly clean.",
          "A professional maintenance visit costs $99–$189, depending on the heater. Regular maintenance adds 3–5 years to a heater's life, and replacing one early costs $1,000 or more, so the visit pays for itself.",
        ],
        note: "Rule of thumb for East Valley water: flush every 6 months, drain fully once a year, and have the anode rod checked whenever the tank is drained.",
      },
    ],
    process: {
      title: "What happens on a maintenance visit",
      steps: [
        "Check the burner and venting, or the elements and wiring on an electric heater.",
        "Test the temperature and pressure relief valve.",
        "Shut the heater down and flush the sediment out until the water runs clear.",
        "Inspect the anode rod and replace it if it is mostly consumed.",
        // 120°F: "the Department of Energy recommends most Americans set their water heater's
        // temperature to 120°F" (Green Newton, "Tip of the week: reset your water heater's base
        // temperature", https://greennewton.org/tip-of-the-week-reset-your-water-heaters-base-temperature/,
        // read 2026-11-27); the same in Mother Earth News, "30 Steps to Energy Efficiency – Step
        // 8", https://www.motherearthnews.com/sustainable-living/green-homes/30-steps-to-energy-efficiency8/
        // (read 2026-11-27). The Department's own page was not in what could be read.
        "Refill, purge the air, restart the heater and set it to 120°F.",
      ],
      benefits: [
        "A quiet tank, with no popping",
        "Hot water that lasts as long as it did when new",
        "Lower bills, because heat reaches the water, not a crust of scale",
        "3–5 extra years of service from the heater",
      ],
      recommendation: "Maintenance: $99–$189. Early replacement: $1,000+.",
    },
    faq: [
      {
        question: "How long does a water heater replacement take?",
        answer:
          "A straight swap of a gas or electric tank is the quickest job, and same-day service is available. Moving the heater or converting from gas to electric takes longer, and we tell you so before we start.",
      },
      {
        question: "Can I flush my water heater myself?",
        answer:
          "Yes, if you're comfortable shutting off the gas or power and working around very hot water. The risk is an old plastic drain valve that won't close again once scale gets into it. If your heater has never been flushed or is over five years old, let us do the first one.",
      },
      {
        question: "Should I switch to a tankless water heater?",
        answer:
          "It depends on how you use hot water and on your gas line or electrical panel. Our tankless page lays out the trade-offs; we install both.",
      },
    ],
    related: [
      "tankless-water-heaters",
      "water-softener",
      "pressure-regulating-valves",
      "pipe-leaks",
    ],
    callBlock: {
      title: "No hot water? Same-day service is available.",
      description:
        "Water heater repair in Mesa, Gilbert, Chandler and across the East Valley, from a licensed and insured company that quotes the price upfront.",
    },
    formPlacement: "side",
    form: {
      title: "Request water heater service",
      description:
        "Tell us what your heater is doing and we'll call you back to book a time.",
    },
  },

  "tankless-water-heaters": {
    slug: "tankless-water-heaters",
    name: "Tankless Water Heaters",
    canonicalPath: "/services/tankless-water-heaters",
    meta: {
      title:
        "Tankless Water Heaters: Installation & Descaling in the East Valley",
      description:
        "Tankless water heater installation, conversions from tank heaters and yearly descaling in Mesa and the East Valley, sized for your home and our hard water.",
      keywords: [
        "tankless water heater installation Mesa",
        "tankless water heater descaling",
        "tankless water heater repair",
        "tank to tankless conversion",
        "on-demand water heater East Valley",
      ],
    },
    hero: {
      title: "Tankless Water Heaters",
      subtitle: "Installation · Yearly descaling",
      description:
        "Hot water that doesn't run out, from a unit that hangs on the wall.",
    },
    stopTheWater: tanklessShutOff,
    intro: [
      "A tankless water heater heats water only while it flows, so there is no tank of water kept hot all day and nothing to run dry halfway through the second shower. It frees up floor space in the garage and, looked after properly, it serves for many years.",
      "The catch here is our water. It is hard, and scale builds up inside a tankless heat exchanger faster than the brochures suggest. That is why every tankless unit we install comes with a plan for descaling once a year, and why we often suggest pairing it with a water softener.",
    ],
    sections: [
      {
        id: "right-for-you",
        title: "Is tankless right for your home?",
        body: [
          "A tankless heater is sized by flow, not by gallons stored: the fixtures you run at once, say two showers and the dishwasher on a winter morning, and the temperature rise needed. Water reaching East Valley homes in January is much colder than in July, when the cold tap runs lukewarm, so we size for winter.",
          "While it runs, a gas unit burns far more gas per hour than a tank heater and needs its own venting, so many conversions need a larger gas line; we check on the first visit. Electric units need heavy circuits and spare panel capacity, which rules them out in some older homes.",
          {
            list: [
              {
                title: "A good fit",
                text: "Households that keep running out of hot water, tight garages, and owners staying long enough to enjoy the longer service life.",
              },
              {
                title: "Think twice",
                text: "Homes where the gas line or electrical panel would need a costly upgrade, or where hot water use is mostly quick bursts at one sink.",
              },
            ],
          },
        ],
      },
      {
        id: "installation",
        title: "What a proper installation includes",
        body: [
          "A careful install is most of what makes a tankless heater last. Ours include:",
          {
            list: [
              "A load check of the gas or electrical supply, and a gas line upgrade where the unit needs it",
              "Venting run to the manufacturer's specification, through the wall or the roof",
              "Isolation service valves, so yearly descaling takes minutes instead of cutting pipe",
              "A condensate drain on condensing models and a relief valve piped to a safe place",
              "Removal and disposal of your old tank heater",
            ],
          },
        ],
      },
      {
        id: "descaling",
        title: "Yearly descaling: the maintenance tankless can't skip",
        body: [
          "Water in a tankless heater runs through narrow passages in a heat exchanger. Hard-water scale coats them, the unit works harder, and eventually it shows a scale or overheating error and shuts down, often mid-shower. Descaling dissolves that scale before it does damage.",
          "Units installed with service valves make descaling a tidy job. If yours has none, we add them on the first visit.",
        ],
        note: "Descale once a year in East Valley water. A softener ahead of the heater slows scale a great deal, but the yearly service also cleans the inlet filter and checks the burner.",
      },
    ],
    process: {
      title: "Descaling a tankless heater, step by step",
      steps: [
        "Turn off the gas or power and close the isolation valves on the hot and cold lines.",
        "Connect a small circulating pump and hoses to the service ports.",
        "Circulate a descaling solution through the heat exchanger until the scale is dissolved.",
        "Flush the unit with clean water and clean the inlet water filter screen.",
        "Reopen the valves, purge the air, power up and check the temperature and the error history.",
      ],
      benefits: [
        "Full flow and steady temperature restored",
        "No scale errors or shutdowns mid-shower",
        "Lower gas use, because the heat reaches the water and not the scale",
        "Protection from scale damage to the heat exchanger",
      ],
      recommendation: "Descale every tankless heater once a year.",
    },
    comparison: {
      title: "Tank vs. tankless at a glance",
      option1Label: "Tank water heater",
      option2Label: "Tankless water heater",
      rows: [
        {
          feature: "Hot water supply",
          option1: "Runs out when the stored gallons are used",
          option2: "Continuous, up to the unit's flow rating",
        },
        {
          feature: "Space",
          option1: "Floor space in the garage or a closet",
          option2: "Wall-mounted, about the size of a suitcase",
        },
        {
          feature: "Standby heat loss",
          option1: "Keeps a full tank hot all day",
          option2: "None; heats only while water flows",
        },
        {
          feature: "Installation",
          option1: "Usually a straight swap",
          option2: "Often needs a larger gas line and new venting",
        },
        {
          feature: "Hard-water maintenance",
          option1: "Flush every 6 months, drain once a year",
          option2: "Descale once a year",
        },
        {
          feature: "Upfront cost",
          option1: "Lower",
          option2: "Higher",
        },
      ],
    },
    schedule: {
      title: "Book your yearly descaling",
      text: "Tell us the make of your unit when you call and we'll bring the right fittings and solution.",
    },
    faq: [
      {
        question: "How often does a tankless water heater need descaling here?",
        answer:
          "Once a year. In water as hard as ours, skipping it is how scale failures start. A softener ahead of the unit slows the build-up, but keep the yearly service.",
      },
      {
        question: "Why do I get a burst of cold water from my tankless?",
        answer:
          "Hot water left in the pipe from the last use comes out first, then a few seconds of cold while the burner fires, then hot again. A short burst is normal; a long one is worth a look at the flow settings or a recirculation option.",
      },
      {
        question: "Do I need a water softener with a tankless heater?",
        answer:
          "It isn't required, but softened water keeps the heat exchanger far cleaner. We still recommend yearly descaling either way.",
      },
    ],
    related: [
      "water-heater-services",
      "water-softener",
      "water-conditioner",
      "water-filtration",
    ],
    callBlock: {
      title: "Thinking about going tankless?",
      description:
        "Call for a sizing visit and an upfront price for the unit, the gas line and the venting.",
    },
    formPlacement: "side",
    form: {
      title: "Request a tankless quote",
      description:
        "Tell us about your current heater and household, and we'll call to set up a sizing visit.",
    },
  },
} satisfies Record<
  "water-heater-services" | "tankless-water-heaters",
  ServicePage
>;
