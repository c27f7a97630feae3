import type { ServicePage } from "./types";

// Main shut-off valves and water pressure.
//
// Sources, each read 2026-11-27:
// - The 80 psi limit: IRC P2903.3.1, static pressure in a building's water supply may not exceed
//   80 psi, and a pressure-reducing valve is required where the main's pressure is higher
//   (Jaspector, "Does code require a pressure reducing valve over 80 psi?",
//   https://www.jaspector.com/codes/irc-2021/ch29-water-supply/maximum-water-pressure-prv/); the
//   Uniform Plumbing Code's section 608.2 reduces it to "80 pounds per square inch ... or less"
//   (as amended by Signal Hill, CA, https://codelibrary.amlegal.com/codes/signalhill/latest/signalhill_ca/0-0-0-67901).
//   Hence "80 psi or less" and "may not exceed 80 psi" on the site: 80 itself is within the limit.
// - Mains "can reach 100 pounds per square inch (psi) or more"; WaterSense recommends 45 to 60
//   psi; high pressure damages piping, fixtures and appliances and risks leaks: US EPA
//   WaterSense, https://nepis.epa.gov/Exe/ZyPURL.cgi?Dockey=P10180TH.txt
//
// CANONICAL DECISION (also in canonical.ts and docs/canonical-urls.md): pressure-valves and
// pressure-regulating-valves are two distinct pages, each canonical to itself.
//   - pressure-valves: the problem. Symptoms of high and low pressure, how we test (static and
//     max-needle gauges, night-time spikes), thermal expansion as a cause, the 80 psi limit.
//     The "Pressure Regulating Valves" service card links here, as the seed maps it.
//   - pressure-regulating-valves: the part. How a PRV works, how it fails, expansion tanks,
//     and the replacement procedure and setting.
// They answer different searches ("water pressure too high", "PRV replacement"), so folding
// one into the other would lose a page someone is looking for. Keep their copy distinct.

export const valvePages = {
  "shut-off-valves": {
    slug: "shut-off-valves",
    name: "Main Shut-Off Valves",
    canonicalPath: "/services/shut-off-valves",
    meta: {
      title: "Main Shut-Off Valves: Repair & Replacement in the East Valley",
      description:
        "Seized or leaking main water shut-off? We replace old gate valves with quarter-turn ball valves, plus the stops under sinks and toilets, across the East Valley.",
      keywords: [
        "main water shut-off valve replacement",
        "water shut-off valve Mesa",
        "gate valve replacement",
        "quarter-turn ball valve",
        "angle stop replacement",
      ],
    },
    hero: {
      title: "Main Shut-Off Valves",
      subtitle: "Quarter-turn valves that close when it counts",
      description:
        "When a pipe bursts, the only thing between you and a flooded house is a valve you may not have touched in years. We make sure yours works.",
    },
    intro: [
      "Every home has a main shut-off valve that stops water to the whole house. In many East Valley homes it sits on the main line where the pipe rises out of the ground beside the house, often next to the front hose bib, or in the garage near the water heater and softener loop. In older homes it is frequently a multi-turn gate valve with a round handle, and after years of hard water many of those no longer close all the way, or the handle snaps when somebody finally needs it.",
      "We find your valve, test it and, if it needs it, replace it with a full-port, quarter-turn ball valve that closes in one motion. It's a small job that makes every future plumbing emergency smaller.",
    ],
    sections: [
      {
        id: "finding-it",
        title: "Where to find your main shut-off",
        body: [
          "Look where the main water line enters the house: a pipe coming out of the ground along an outside wall, usually on the side facing the street, often with a hose bib and sometimes a pressure regulator on the same riser. In newer homes it may be inside the garage.",
          "The valve in the meter box near the street is normally the water utility's. In an emergency, use the valve at the house, and call us if you can't find one or it won't turn.",
        ],
        note: "Test your main valve once a year: close it, open a faucet to confirm the water stops, then reopen it slowly. If it won't budge, don't force it; call us.",
      },
      {
        id: "signs",
        title: "Signs your shut-off valve needs replacing",
        body: [
          {
            list: [
              "The handle won't turn, or turns without stopping the water",
              "Water weeps from the valve stem when it is opened",
              "Crusty white or green build-up on the valve body",
              "The handle is broken, missing or held on with wire",
              "You're planning other plumbing work and the house can't be shut off for it",
            ],
          },
        ],
      },
      {
        id: "fixture-stops",
        title: "Fixture stops under sinks and toilets",
        body: [
          "The same problem shows up at the small valves under every sink and toilet and behind the washing machine. Old multi-turn stops seize in hard water or start dripping the first time they're turned in years. While we're at your house, we can replace them with quarter-turn stops and braided stainless supply lines, so a leaking faucet or a running toilet can be isolated without shutting off the whole home.",
        ],
      },
    ],
    process: {
      title: "Replacing a main shut-off valve",
      steps: [
        "Shut the water off at the meter and relieve the pressure by opening faucets.",
        "Cut out the old gate valve and clean and prepare the pipe ends.",
        "Install a full-port brass ball valve with soldered, pressed or threaded connections to suit the pipe.",
        "Restore the water slowly, purge air from the lines and check every joint for leaks.",
        "Label the valve and show everyone in the house where it is.",
      ],
      benefits: [
        "Water off in seconds during a leak or a burst",
        "No more valves that weep or won't close",
        "Full-port flow, so no loss of pressure",
        "Faster, cheaper repairs in the future",
      ],
      recommendation:
        "Exercise the main valve once a year so it is never the first time when it matters.",
    },
    faq: [
      {
        question: "Should I turn off my main water when I travel?",
        answer:
          "For longer trips it's a sensible precaution: a failed supply hose can run for days with nobody home. Turn your water heater to its vacation setting too.",
      },
      {
        question: "Can I replace the main valve myself?",
        answer:
          "It means shutting the water at the meter and cutting into the main line, so most homeowners leave it to a plumber. For us it is usually a short visit.",
      },
      {
        question: "What about the valve at the meter?",
        answer:
          "That one normally belongs to the water utility. If it leaks or won't turn, call your city's water department; we take care of everything on the house side of the meter.",
      },
    ],
    related: ["pressure-regulating-valves", "pipe-leaks", "faucets", "toilets"],
    callBlock: {
      title: "Can't shut your water off?",
      description:
        "If a pipe is leaking and the valve won't close, call us. Same-day and emergency service are available across the East Valley.",
    },
    formPlacement: "side",
  },

  // Distinct page, self-canonical: the pressure problem and the 80 psi limit (see header).
  "pressure-valves": {
    slug: "pressure-valves",
    name: "Pressure Regulating Valves",
    canonicalPath: "/services/pressure-valves",
    meta: {
      title:
        "Pressure Regulating Valves: Water Pressure Testing & the 80 psi Limit",
      description:
        "Banging pipes, leaking fixtures or a dripping relief valve? We test your home's water pressure and bring it within the 80 psi code limit. East Valley service.",
      keywords: [
        "water pressure test Mesa",
        "high water pressure",
        "80 psi water pressure limit",
        "water hammer",
        "low water pressure",
        "thermal expansion",
      ],
    },
    hero: {
      title: "Pressure Regulating Valves",
      subtitle: "Water pressure testing · The 80 psi code limit",
      description:
        "Too much pressure quietly wears out every valve, hose and fixture in the house; too little makes every shower a disappointment. We measure it, find the cause and fix it.",
    },
    intro: [
      "The model plumbing codes cap the static water pressure inside a home at 80 psi, and call for a pressure-reducing valve where the supply is higher. Pressure in a utility's mains can reach 100 psi or more, and what reaches your house depends on where you sit in the system. It isn't steady either: it can climb at night, when the neighborhood stops using water.",
      "A house running above 80 psi can seem fine for years. Meanwhile toilet fill valves, faucet cartridges, washing machine hoses, ice maker lines and the water heater's relief valve are all working against more force than they were built for. Many fixture leaks start at one of them.",
    ],
    sections: [
      {
        id: "symptoms",
        title: "Signs of high water pressure",
        body: [
          {
            list: [
              {
                title: "Banging or knocking pipes",
                text: "A loud thud when a faucet or the washing machine shuts off quickly (water hammer) gets much worse at high pressure.",
              },
              {
                title: "Toilets that run or refill on their own",
                text: "Fill valves struggle to seal against excess pressure.",
              },
              {
                title: "Dripping faucets and shower heads",
                text: "Cartridges and washers wear out early.",
              },
              {
                title: "A dripping water heater relief valve",
                text: "It may be relieving pressure spikes, especially overnight. Thermal expansion, explained below, causes the same thing.",
              },
              {
                title: "Burst or bulging supply hoses",
                text: "Washing machine, ice maker and faucet supply lines fail years before they should.",
              },
              {
                title: "Faucets that spit and roar",
                text: "Water bursts out with a rush when a tap is first opened.",
              },
            ],
          },
        ],
      },
      {
        id: "testing",
        title: "How we test your water pressure",
        body: [
          "A pressure test takes minutes and tells us more than any guess. We thread a gauge onto a hose bib or the water heater drain and read the static pressure with nothing running. Then we fit a gauge with a maximum-reading needle, which records the highest pressure it sees, and leave it in place to catch the night-time spikes a single reading misses.",
          "We also look at thermal expansion. When a house has a pressure regulator or a check valve at the meter, its plumbing becomes a closed system. Each time the water heater fires, the heated water expands with nowhere to go and pressure climbs well past the regulator's setting. An expansion tank absorbs that, so we check whether yours exists and works.",
        ],
        note: "The code limit: static water pressure in a home may not exceed 80 psi. A regulator holds it at a steady setting within that limit.",
      },
      {
        id: "low-pressure",
        title: "When pressure is too low",
        body: [
          "Low pressure has different causes, and the gauge tells us which. Low everywhere usually means a pressure regulator that has failed partly closed, a main valve that isn't fully open, or an old main line narrowed by scale. Low at one fixture is usually a clogged aerator, shower head or cartridge. A sudden drop everywhere with nothing else changed can mean a leak, and is worth a call right away.",
        ],
      },
      {
        id: "fixing-it",
        title: "Bringing pressure under control",
        body: [
          "If your home is above 80 psi and has no regulator, it needs one. If it has one and pressure is still high, the regulator needs adjusting or replacing. Our pressure regulating valve replacement page explains how we install, set and replace them. Where the only problem is water hammer at a single appliance, an arrestor fitted at that connection often solves it.",
        ],
      },
    ],
    process: {
      title: "What a pressure check includes",
      steps: [
        "A static pressure reading at a hose bib or the water heater drain.",
        "A maximum-reading gauge left in place to catch night-time spikes.",
        "A look at the pressure regulator and the main valve, if your home has them.",
        "A check of the water heater's expansion tank and relief valve.",
        "The readings in writing, with a clear recommendation and an upfront price for any fix.",
      ],
      benefits: [
        "Fixtures, hoses and appliances that last as long as they should",
        "No more water hammer or dripping relief valve",
        "A home within the 80 psi code limit",
        "Steady shower pressure, day and night",
      ],
    },
    faq: [
      {
        question: "What is normal water pressure for a house?",
        answer:
          "No more than 80 psi, the code limit. The EPA's WaterSense program recommends 45 to 60 psi; the right setting depends on your house and fixtures, and a regulator holds it steady.",
      },
      {
        question: "Why is my water pressure higher at night?",
        answer:
          "When the neighborhood stops using water, less flows through the utility's mains, so less pressure is lost on the way to your house. A regulator holds your home steady regardless.",
      },
      {
        question: "Can I test my own water pressure?",
        answer:
          "Yes. A simple gauge from a hardware store threads onto an outdoor hose bib. Read it with everything inside turned off. If it shows more than 80 psi, or climbs overnight, call us.",
      },
      {
        question:
          "My pressure reads fine, but the water heater relief valve drips. Why?",
        answer:
          "That is the classic sign of thermal expansion in a closed system. The usual fix is an expansion tank on the water heater, charged to match your house pressure.",
      },
    ],
    related: [
      "pressure-regulating-valves",
      "water-heater-services",
      "shut-off-valves",
      "pipe-leaks",
    ],
    callBlock: {
      title: "Think your water pressure is too high?",
      description:
        "Call for a pressure test. If it's above 80 psi, we'll show you the reading and give you an upfront price to fix it.",
    },
    formPlacement: "side",
  },

  // Distinct page, self-canonical: the valve itself (see header).
  "pressure-regulating-valves": {
    slug: "pressure-regulating-valves",
    name: "Pressure Regulating Valve Replacement",
    summary:
      "Worn or missing pressure regulator? We install and replace PRVs, set them with a gauge and check the expansion tank.",
    canonicalPath: "/services/pressure-regulating-valves",
    meta: {
      title: "Pressure Regulating Valve (PRV) Installation & Replacement",
      description:
        "Pressure regulating valve installation, adjustment and replacement in Mesa and the East Valley, gauge-set and paired with an expansion tank where needed.",
      keywords: [
        "pressure regulating valve replacement",
        "PRV installation Mesa AZ",
        "pressure reducing valve",
        "water pressure regulator",
        "expansion tank installation",
      ],
    },
    hero: {
      title: "Pressure Regulating Valve Replacement",
      subtitle: "PRV installation · Adjustment · Replacement",
      description:
        "A pressure regulating valve is the bell-topped brass valve on your main line that keeps street pressure away from your fixtures. When it wears out, we replace it and set it right.",
    },
    intro: [
      "When water arrives above the code limit, a pressure regulating valve (a PRV, also called a pressure reducing valve) is what brings it down to a safe, steady level. Many East Valley homes have one on the main line by the front hose bib or where the line enters the garage, and homes without one can have one added.",
      "Like any valve with moving parts in hard water, a PRV doesn't last forever. This page is about the valve itself: how it works, how it fails, and what we do when we install or replace one. If you're still working out whether your pressure is a problem at all, start with our page on pressure regulating valves and water pressure testing.",
    ],
    sections: [
      {
        id: "how-it-works",
        title: "How a pressure regulating valve works",
        body: [
          "Inside the bell on top of the valve, a spring presses down on a diaphragm, and the water pressure on the house side pushes back. Open a faucet and house pressure falls, so the spring opens the valve a little further; shut everything off and pressure builds until it balances the spring, and the valve closes. The adjusting screw on top sets how hard the spring pushes, and so the pressure your house sees.",
          "Because a PRV closes when nothing is running, it also turns your plumbing into a closed system. That is why a house with a PRV needs a working expansion tank at the water heater. Without one, the heater's relief valve ends up doing that job, and it drips.",
        ],
      },
      {
        id: "failing",
        title: "Signs your PRV is failing",
        body: [
          {
            list: [
              "House pressure creeping up over weeks, or reading the same as the street",
              "Pressure that sags badly when two fixtures run at once",
              "A hum or buzz from the main line while water runs",
              "Water leaking from the bell or the valve body",
              "Turning the adjusting screw no longer changes the pressure",
            ],
          },
          "Scale and grit wear the seat and stiffen the diaphragm, so the valve either can't close fully and lets pressure creep up, or can't open fully and starves the house. Hard water speeds that wear.",
        ],
      },
      {
        id: "expansion-tanks",
        title: "Expansion tanks go with the valve",
        body: [
          "An expansion tank is a small tank on the cold line at the water heater, split inside by a rubber bladder with air on one side. When heated water expands, it pushes into the tank instead of spiking the house pressure. The air side has to be charged to match your house pressure, and the bladder can fail with age, leaving a tank full of water that does nothing.",
          "Whenever we install or replace a PRV, we test the expansion tank and recharge or replace it as needed.",
        ],
        note: "A dripping water heater relief valve in a home with a PRV usually means the expansion tank is missing, waterlogged or charged wrong.",
      },
    ],
    process: {
      title: "Replacing a pressure regulating valve",
      steps: [
        "Measure the static and maximum pressure, so we know what we're working with.",
        "Shut the main, relieve the pressure and remove the old valve, or cut in a new one where there is none.",
        "Install the new PRV with union connections so it can be serviced later.",
        "Set the outlet pressure with a gauge, at 80 psi or less and suited to your house.",
        "Test and charge the expansion tank to match, and check the water heater relief valve.",
        "Run the fixtures, then recheck the pressure with everything off.",
      ],
      benefits: [
        "Steady pressure, day and night",
        "Fixtures, hoses and appliances that last longer",
        "No more dripping relief valve",
        "Union fittings that make the next service quick",
      ],
      recommendation:
        "Have the PRV and expansion tank checked whenever you replace the water heater; it's the easiest time to catch a worn one.",
    },
    faq: [
      {
        question: "How long does a pressure regulating valve last?",
        answer:
          "There's no fixed number: hard water, grit and how high the street pressure is all play a part. The reliable approach is a pressure check every year or two, or as soon as you notice the signs above.",
      },
      {
        question: "Can a PRV be adjusted instead of replaced?",
        answer:
          "Often, yes, if the valve is healthy and simply set too high. If turning the screw no longer changes the pressure, or the pressure creeps back up, the valve is worn and should be replaced.",
      },
      {
        question: "Where is my pressure regulating valve?",
        answer:
          "Usually on the main line just after the main shut-off, where the pipe rises out of the ground by the house or enters the garage. Look for a bell-shaped top with a screw and locknut. Some homes have it in a buried box near the front of the lot.",
      },
      {
        question: "Do I need a PRV if my pressure is 80 psi or less?",
        answer:
          "Not necessarily. If it stays at 80 psi or less day and night, you may not need one. We measure with a maximum-reading gauge before recommending anything.",
      },
    ],
    related: [
      "pressure-valves",
      "water-heater-services",
      "shut-off-valves",
      "pipe-leaks",
    ],
    callBlock: {
      title: "Pressure regulator acting up?",
      description:
        "Call for a PRV check and an upfront price to adjust, repair or replace it; same-day service is available.",
    },
    formPlacement: "side",
  },
} satisfies Record<
  "shut-off-valves" | "pressure-valves" | "pressure-regulating-valves",
  ServicePage
>;
