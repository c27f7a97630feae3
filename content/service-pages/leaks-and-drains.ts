import { leakShutOff } from "./stop-the-water";
import type { ServicePage } from "./types";

// Leaks, sewer lines and drains.
//
// CANONICAL DECISION (also in canonical.ts and docs/canonical-urls.md): pipe-leaks and
// pipe-leak-repairs are two distinct pages, each canonical to itself.
//   - pipe-leaks: finding the leak. Signs, why East Valley homes leak (slab, pinhole, attic),
//     the meter test, and how detection works. The "Pipe Leaks" card links here.
//   - pipe-leak-repairs: fixing it. Spot repair vs reroute vs whole-home PEX repipe, and
//     documentation for an insurance claim.
// Someone with a warm spot on the floor and someone holding a leak report are at different
// steps; each page answers one. Keep their copy distinct.

export const leaksAndDrainsPages = {
  // Distinct page, self-canonical: detection (see header).
  "pipe-leaks": {
    slug: "pipe-leaks",
    name: "Pipe Leaks",
    canonicalPath: "/services/pipe-leaks",
    meta: {
      title: "Pipe Leaks: Slab Leak & Hidden Leak Detection in the East Valley",
      description:
        "Slab leaks, pinhole leaks in copper and hidden attic leaks found with pressure tests, acoustic listening and thermal imaging. Same-day service available.",
      keywords: [
        "slab leak detection Mesa",
        "leak detection East Valley",
        "pinhole leak copper pipe",
        "hidden water leak",
        "high water bill leak",
        "water leak under slab",
      ],
    },
    hero: {
      title: "Pipe Leaks",
      subtitle: "Slab, pinhole and hidden leaks found",
      description:
        "A warm spot on the floor or a stain on the ceiling? We find the leak.",
    },
    stopTheWater: leakShutOff,
    intro: [
      "Most East Valley houses sit on a concrete slab, and in many of them the water lines run under it. When one of those lines leaks, the water soaks into the soil beneath the house instead of showing up on your floor, and it can run for weeks before anything looks wrong. Leaks in walls and attics hide in other ways.",
      "Pinpointing a leak is what keeps the repair small. A precise location means we open one small spot in the floor or a wall, or avoid opening anything at all by rerouting the line, instead of guessing.",
    ],
    sections: [
      {
        id: "signs",
        title: "Signs of a hidden leak",
        body: [
          {
            list: [
              {
                title: "A water bill that jumps",
                text: "With no change in how you use water, a higher bill is often the first sign.",
              },
              {
                title: "The meter moves with everything off",
                text: "The most reliable home test; see below.",
              },
              {
                title: "A warm spot on the floor",
                text: "A leak on the hot line under the slab warms the concrete above it. Pets often find it first.",
              },
              {
                title: "The sound of running water",
                text: "A hiss or a far-off running sound when no fixture is on, clearest at night.",
              },
              {
                title: "A water heater that never rests",
                text: "If the leak is on the hot side, the heater keeps refilling and reheating.",
              },
              {
                title: "Damp flooring, stains, musty smells",
                text: "A wet carpet pad, lifting wood or vinyl, or stains spreading on drywall and ceilings.",
              },
            ],
          },
        ],
      },
      {
        id: "why-homes-leak",
        title: "Why East Valley homes leak",
        body: [
          {
            list: [
              {
                title: "Slab leaks",
                text: "Many older East Valley homes have soft copper water lines run beneath the slab. Over decades the pipe rubs against concrete and the rocky, caliche-laden soil as it expands and contracts, and hard water adds wear from inside. Hot lines move the most, and often fail first.",
              },
              {
                title: "Pinhole leaks",
                text: "Copper can pit from the inside through water chemistry, fast-moving water and high pressure. Where one pinhole appears, others tend to follow, which is why we check the house pressure on every leak call.",
              },
              {
                title: "Attic and wall leaks",
                text: "Many homes, including newer PEX-plumbed builds, run water lines through an attic that bakes all summer. PEX copes with heat when installed well, but loose fittings, unsupported runs and rodent damage can fail. The first sign is often a ceiling stain or a drip from a light fixture.",
              },
            ],
          },
        ],
      },
      {
        id: "meter-test",
        title: "A leak test you can do yourself",
        body: [
          "Turn off every faucet, the dishwasher, the washing machine, the ice maker and the irrigation controller. Find your water meter in the box near the street and watch its leak indicator, usually a small triangle or star-shaped dial. If it turns with all the water off, water is escaping somewhere.",
          "Next, close the main shut-off at the house. If the indicator stops, the leak is inside the house. If it keeps turning, the leak is on the service line between the meter and the house, or on a branch such as irrigation that leaves the line before your valve.",
        ],
        note: "Call us right away if you find a warm spot on the floor or hear water running with everything off. A slab leak that runs for weeks can wash out soil and damage flooring.",
      },
    ],
    process: {
      title: "How we find a leak",
      steps: [
        "Confirm the leak at the meter and isolate it: inside or outside, hot side or cold side.",
        "Pressure-test individual lines to narrow down which one is losing water.",
        "Listen through the slab and walls with acoustic equipment that picks up escaping water.",
        "Trace hot lines and wet areas with thermal imaging.",
        "Mark the location and explain your repair options, with an upfront price for each.",
      ],
      benefits: [
        "The leak pinpointed, not guessed at",
        "Openings in floors and walls kept small, or avoided",
        "A written record of what we found, for your insurer",
        "Same-day detection available when water is running",
      ],
    },
    faq: [
      {
        question: "What does a slab leak sound like?",
        answer:
          "Often like a faucet running somewhere far away, or a faint hiss near the floor. It's easiest to hear at night when the house is quiet.",
      },
      {
        question: "Can a slab leak be found without breaking the floor?",
        answer:
          "Yes. Detection is done from above with pressure tests, acoustic listening and thermal imaging. Opening the floor is part of some repairs, not part of finding the leak.",
      },
      {
        question: "Is a slab leak an emergency?",
        answer:
          "A small one isn't cause for panic, but it shouldn't wait. Water under a slab can wash out soil, damage flooring and raise the water bill every day; on the hot line it raises the energy bill too.",
      },
      {
        question: "We found the leak. What now?",
        answer:
          "If it's active, close the main shut-off and call us. Our leak repair page explains the choices: a spot repair, a reroute or a whole-home repipe.",
      },
    ],
    related: [
      "pipe-leak-repairs",
      "pressure-valves",
      "shut-off-valves",
      "water-heater-services",
    ],
    callBlock: {
      title: "Think you have a hidden leak?",
      description:
        "Call for leak detection; same-day service is available. We'll find it, show you where it is and give you an upfront price for each way to fix it.",
    },
    formPlacement: "side",
  },

  // Distinct page, self-canonical: repair options (see header).
  "pipe-leak-repairs": {
    slug: "pipe-leak-repairs",
    name: "Pipe Leak Repair",
    summary:
      "Spot repairs, slab leak reroutes and whole-home PEX repipes, with the paperwork your insurer will ask for.",
    canonicalPath: "/services/pipe-leak-repairs",
    meta: {
      title: "Pipe Leak Repair: Spot Repair, Reroute or PEX Repipe",
      description:
        "Slab and pipe leak repair in the East Valley: spot repairs, line reroutes and whole-home PEX repipes, with photos and reports ready for your insurance claim.",
      keywords: [
        "slab leak repair Mesa AZ",
        "pipe leak repair",
        "slab leak reroute",
        "whole house repipe PEX",
        "copper repipe East Valley",
        "slab leak insurance claim",
      ],
    },
    hero: {
      title: "Pipe Leak Repair",
      subtitle: "Spot repair · Reroute · Whole-home PEX repipe",
      description:
        "Once the leak is found, you pick the repair, each priced upfront.",
    },
    stopTheWater: leakShutOff,
    intro: [
      "The right repair depends on where the leak is, what the pipe is made of and how old it is. One leak in a sound line is a different decision from the third pinhole this year in decades-old copper. Our job is to lay the options out plainly, tell you which we would choose in your shoes, and then do the work cleanly.",
      "If you haven't pinpointed the leak yet, start with our leak detection page. Everything below assumes we already know where the water is coming from.",
    ],
    sections: [
      {
        id: "spot-repair",
        title: "Spot repair",
        body: [
          "For a single leak in otherwise healthy pipe, we open access directly above it, cut out the damaged section and join in new pipe. Under a slab that means cutting a neat opening in the concrete, digging down to the line, repairing it, testing it under pressure, then backfilling and patching the concrete. In a wall or ceiling it means a small, square opening that is easy to patch.",
          "A spot repair makes sense when the pipe is in good shape, the leak is easy to reach and it's the first one. It makes less sense under finished flooring you would have to destroy, or when the rest of the line is likely to fail soon.",
        ],
      },
      {
        id: "reroute",
        title: "Rerouting the line",
        body: [
          "Instead of breaking into the slab, we leave the leaking section in place, disconnected, and run a new line to the same fixtures through the walls and attic. For slab leaks it is often the better repair: nothing under your floor is disturbed, and the new line stays reachable for any future work.",
          "In our climate we run attic lines low, under the insulation wherever we can, and insulate them, so the cold water stays cooler and the pipe is sheltered from summer attic heat.",
        ],
      },
      {
        id: "repipe",
        title: "Whole-home repipe with PEX",
        body: [
          "When a house has had several leaks, or its copper is old and thin, we recommend replacing the water supply piping throughout. We repipe with PEX, the flexible tubing common in newer East Valley homes. It doesn't corrode or pinhole, it stands up well to hard water, and because it bends around corners it needs fewer fittings and fewer openings in your walls.",
          "A typical repipe runs new lines through the attic and drops them to each fixture, with a new shut-off valve at every sink and toilet. We plan the work with you so the house is without water for as little time as possible.",
        ],
      },
      {
        id: "insurance",
        title: "Documentation for your insurance claim",
        body: [
          "Many homeowner policies treat a leak in two parts: the damage the water caused and the cost of getting to the pipe, which are often covered, and the pipe itself, which often isn't. Coverage varies a lot between policies, so read yours and call your insurer early. We make the claim easier by providing:",
          {
            list: [
              "Photos and video of the leak and the damage, before and during the repair",
              "A written leak detection report with the location and likely cause",
              "Moisture readings where water reached floors or walls",
              "An itemized invoice separating access, repair and restoration work",
            ],
          },
        ],
        note: "Don't wait for the adjuster to stop an active leak. Shut off the water, take photos and call us: insurers expect you to prevent further damage.",
      },
    ],
    comparison: {
      title: "Reroute vs. whole-home repipe",
      option1Label: "Reroute",
      option2Label: "Whole-home PEX repipe",
      rows: [
        {
          feature: "Best for",
          option1: "One failed line, usually under the slab",
          option2: "Repeated leaks, or old and thin copper throughout",
        },
        {
          feature: "What gets replaced",
          option1: "The leaking run only",
          option2: "All the water supply piping in the house",
        },
        {
          feature: "Floor disturbed",
          option1: "No",
          option2: "No",
        },
        {
          feature: "Wall and ceiling openings",
          option1: "A few, patched afterward",
          option2: "More, patched afterward",
        },
        {
          feature: "Future leaks in the old pipe",
          option1: "Still possible elsewhere",
          option2: "Old pipe is out of service",
        },
      ],
    },
    process: {
      title: "How a repair job goes",
      steps: [
        "We confirm the leak location and shut off or isolate the affected line.",
        "You choose the repair from written, upfront prices.",
        "We protect floors and furniture, then open only what the repair needs.",
        "We repair or replace the pipe and pressure-test it before anything is closed up.",
        "We patch concrete, leave wall openings clean for drywall repair, and hand over your documentation.",
      ],
      benefits: [
        "A clear choice, with prices, before any work starts",
        "New pipe tested under pressure before it is covered",
        "Paperwork ready for your insurer",
        "Same-day repairs available when a leak is active",
      ],
    },
    faq: [
      {
        question: "Is rerouting better than breaking the slab?",
        answer:
          "Often, yes: it avoids jackhammering under finished floors and leaves the new line accessible. A spot repair can still be the quicker, cheaper choice for a single leak that's easy to reach.",
      },
      {
        question: "Does homeowners insurance pay for slab leak repair?",
        answer:
          "Many policies cover the water damage and the cost of reaching the pipe, but not repairing the pipe itself. Policies differ, so ask your insurer. We provide the photos, report and itemized invoice they will ask for.",
      },
      {
        question: "Why PEX instead of copper for a repipe?",
        answer:
          "PEX doesn't corrode or pinhole, handles hard water well, and its flexibility means fewer joints and smaller wall openings.",
      },
    ],
    related: [
      "pipe-leaks",
      "shut-off-valves",
      "pressure-valves",
      "water-heater-services",
    ],
    callBlock: {
      title: "Leak found? Let's fix it.",
      description:
        "Call for an upfront price on a spot repair, reroute or repipe, with documentation ready for your insurer.",
    },
    formPlacement: "side",
  },

  "sewer-camera": {
    slug: "sewer-camera",
    name: "Sewer Camera Inspections",
    canonicalPath: "/services/sewer-camera",
    meta: {
      title: "Sewer Camera Inspections in Mesa, Gilbert & the East Valley",
      description:
        "Video sewer line inspections for backups, roots and home purchases. See the inside of your drain line before you dig or pay for a repair. East Valley service.",
      keywords: [
        "sewer camera inspection Mesa",
        "sewer line inspection",
        "video drain inspection",
        "sewer scope home purchase",
        "tree roots in sewer line",
      ],
    },
    hero: {
      title: "Sewer Camera Inspections",
      subtitle: "See the problem before you dig",
      description:
        "A waterproof camera on a cable travels down your sewer line and shows us, and you, exactly what's inside: roots, cracks, sags or a simple clog.",
    },
    intro: [
      "Your home's main sewer line runs under the slab and the yard to the city sewer or a septic tank, and nobody has seen inside it since the house was built. When drains back up again and again, guessing gets expensive. A camera inspection replaces the guess with a recording.",
      "We inspect lines for homeowners with recurring clogs, for buyers before they close on a house, and for businesses that need to know a line's condition before a remodel or a new tenant.",
    ],
    sections: [
      {
        id: "when",
        title: "When a camera inspection makes sense",
        body: [
          {
            list: [
              {
                title: "Recurring backups",
                text: "If the main line has been cleared more than once, the camera shows why it keeps coming back.",
              },
              {
                title: "Buying a home",
                text: "A standard home inspection usually doesn't look inside the sewer line. In older neighborhoods, a short inspection before closing can reveal problems the seller may not know about.",
              },
              {
                title: "Before a repair",
                text: "Confirm what is wrong and exactly where before anyone digs up landscaping or cuts concrete.",
              },
              {
                title: "After a repair or cleaning",
                text: "Verify that roots are cleared or a new section is sound.",
              },
              {
                title: "Slow drains all over the house",
                text: "Gurgling toilets, or water backing up into a shower when the washing machine drains.",
              },
            ],
          },
        ],
      },
      {
        id: "findings",
        title: "What we find in East Valley sewer lines",
        body: [
          "Older homes often have cast iron drains under the slab. Cast iron corrodes from the inside, builds up scale and can crack or rot through along the bottom. Newer homes use ABS or PVC plastic pipe, which doesn't corrode but can have separated joints, sags or damage from settling or digging. In both, common findings are:",
          {
            list: [
              "Tree roots entering through joints, drawn by the water inside",
              "Bellies: sagging sections where water and waste sit and build up",
              "Offset or separated joints",
              "Cracks and breaks, and in cast iron, corroded or missing pipe bottoms",
              "Grease build-up from kitchen drains",
              "Things that shouldn't be there: wipes, toys, construction debris",
            ],
          },
        ],
      },
      {
        id: "report",
        title: "What you get",
        body: [
          "We record the inspection and talk you through it on screen as it happens. For each problem we note the distance from the cleanout, and a transmitter in the camera head lets us find the spot from above ground and mark its location and depth.",
          "You receive the video and a summary of what we found, with upfront prices for any repair we recommend. If the line is healthy, we tell you that too.",
        ],
      },
    ],
    process: {
      title: "How the inspection works",
      steps: [
        "Find and open the cleanout, usually outside near the foundation.",
        "Clear any stoppage first, so the camera can get through.",
        "Feed the camera down the line to the city connection or septic tank, recording as we go.",
        "Locate and mark any problem spots from above ground.",
        "Review the footage with you and explain the options.",
      ],
      benefits: [
        "No guesswork: you see the actual condition of the pipe",
        "Repairs aimed at the right spot",
        "Facts to negotiate with when buying a home",
        "A recording for your records or your insurer",
      ],
    },
    faq: [
      {
        question: "Do I need a cleanout for a camera inspection?",
        answer:
          "It is the easiest way in, and most homes have one outside near the foundation. If yours doesn't, we can go in through a toilet opening or a roof vent, or install a cleanout.",
      },
      {
        question: "Should I get a sewer inspection before buying a house?",
        answer:
          "For older homes, homes with large trees near the line, or any house that has sat empty, it costs little next to a sewer repair you might inherit.",
      },
      {
        question: "Can the camera clear the clog?",
        answer:
          "No, the camera only looks. If the line is blocked we clear it first, then inspect.",
      },
    ],
    related: ["drain-cleaning", "pipe-leaks", "toilets", "garbage-disposal"],
    callBlock: {
      title: "Drains keep backing up?",
      description:
        "Call for a sewer camera inspection and see for yourself what's happening in the line, priced upfront before we start.",
    },
    formPlacement: "side",
  },

  "drain-cleaning": {
    slug: "drain-cleaning",
    name: "Drain Cleaning",
    canonicalPath: "/services/drain-cleaning",
    meta: {
      title: "Drain Cleaning & Hydro-Jetting in Mesa & the East Valley",
      description:
        "Clogged sink, slow shower or main line backup? Drain cleaning with cable machines and hydro-jetting for homes and businesses; same-day service available.",
      keywords: [
        "drain cleaning Mesa AZ",
        "clogged drain plumber",
        "hydro jetting East Valley",
        "main line clog",
        "sewer backup",
        "commercial drain cleaning",
      ],
    },
    hero: {
      title: "Drain Cleaning",
      subtitle: "Sinks · Tubs · Main lines · Hydro-jetting",
      description:
        "From a slow bathroom sink to sewage coming up in the shower, we clear it and tell you why it happened. Same-day service is available.",
    },
    intro: [
      "Most clogs have ordinary causes: grease and food in kitchen lines, hair and soap in bathrooms, wipes and too much paper in toilets. Hard water makes each of them worse, because mineral scale roughens the inside of older pipes and gives everything else something to cling to.",
      "We clear drains in houses, restaurants, offices and rental properties across the East Valley, with the right machine for the line and without chemicals that damage pipes.",
    ],
    sections: [
      {
        id: "main-line",
        title: "One drain, or the main line?",
        body: [
          "One slow drain is usually a local clog in that fixture's branch. Several drains acting up at once points to the main sewer line, and that needs attention quickly. Signs of a main line problem:",
          {
            list: [
              "Toilets gurgle or bubble when a sink or the washing machine drains",
              "Water comes up in a shower or tub when a toilet is flushed",
              "Several fixtures are slow at the same time",
              "Water or sewage appears at the cleanout",
              "A sewer smell inside the house",
            ],
          },
        ],
        note: "If the main line is backing up, stop using water, including the washing machine and dishwasher, until it has been cleared.",
      },
      {
        id: "methods",
        title: "How we clear drains",
        body: [
          {
            list: [
              {
                title: "Cable machines",
                text: "A rotating steel cable with a cutting head breaks up hair, grease and paper and pulls out what it can. It is the right tool for most sink, tub and toilet clogs and for many main line stoppages.",
              },
              {
                title: "Hydro-jetting",
                text: "High-pressure water scours the whole inside of the pipe, washing away grease, scale and root fragments instead of just punching a hole through them. It suits restaurant grease lines and recurring main line clogs. We camera the line first, because jetting is not for broken or badly corroded pipe.",
              },
              {
                title: "Camera follow-up",
                text: "For repeat stoppages, a sewer camera inspection shows roots, sags or broken pipe that cleaning alone won't fix.",
              },
            ],
          },
        ],
      },
      {
        id: "prevention",
        title: "Keeping drains clear",
        body: [
          "Most repeat clogs are preventable. Let grease cool and put it in the trash, not down the sink. Use a hair catcher in showers. Flush only toilet paper: wipes sold as flushable don't break apart the way paper does.",
          "We don't recommend chemical drain cleaners. They rarely clear a real clog, they can damage older pipes and the disposal, and they make the job more hazardous for whoever opens the drain next.",
        ],
      },
    ],
    comparison: {
      title: "Cable machine vs. hydro-jetting",
      option1Label: "Cable machine",
      option2Label: "Hydro-jetting",
      rows: [
        {
          feature: "Best for",
          option1: "Hair, paper and most single clogs",
          option2: "Grease, scale and recurring main line clogs",
        },
        {
          feature: "How it works",
          option1: "A cutting head bores through the clog",
          option2: "High-pressure water scours the pipe walls",
        },
        {
          feature: "Cleans the whole pipe wall",
          option1: "Partly",
          option2: "Yes",
        },
        {
          feature: "Older or fragile pipe",
          option1: "Fine with care",
          option2: "Only after a camera check",
        },
        {
          feature: "Typical use",
          option1: "Sinks, tubs, toilets and main lines",
          option2: "Main lines and commercial kitchen lines",
        },
      ],
    },
    faq: [
      {
        question: "Why does my kitchen sink keep clogging?",
        answer:
          "Usually grease. It goes down warm and liquid, then cools, coats the pipe and catches food. Hydro-jetting removes the build-up; keeping grease out of the sink stops it coming back.",
      },
      {
        question: "Are chemical drain cleaners safe for my pipes?",
        answer:
          "We don't recommend them. They seldom clear a solid clog, they are hard on older pipes and disposals, and the chemical is still sitting in the line when someone has to open it.",
      },
      {
        question: "Do you clean commercial drains?",
        answer:
          "Yes. We clear restaurant kitchen lines, office restrooms and rental properties, and can schedule jetting as routine maintenance for grease-heavy lines.",
      },
      {
        question: "Why does my main line clog when we're careful?",
        answer:
          "Roots, a sagging section or scale in an old cast iron line can catch ordinary waste. If it happens more than once, a camera inspection tells us why.",
      },
    ],
    related: ["sewer-camera", "garbage-disposal", "toilets", "showers"],
    callBlock: {
      title: "Drain backed up?",
      description:
        "Call for drain cleaning; same-day service is available. We quote the price before we start, and tell you if the line needs more than a cleaning.",
    },
    formPlacement: "side",
  },
} satisfies Record<
  "pipe-leaks" | "pipe-leak-repairs" | "sewer-camera" | "drain-cleaning",
  ServicePage
>;
