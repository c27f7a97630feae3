import type { ServicePage } from "./types";

// Fixtures: garbage disposals, faucets, showers and toilets. Hard water is the common thread:
// scale in cartridges, aerators, shower heads and flush valves. Figures other than the seed's
// are sourced where they stand.

export const fixturePages = {
  "garbage-disposal": {
    slug: "garbage-disposal",
    name: "Garbage Disposals",
    canonicalPath: "/services/garbage-disposal",
    meta: {
      title: "Garbage Disposals: Repair & Installation in the East Valley",
      description:
        "Jammed, humming or leaking garbage disposal? We repair it or install a new one, connected and leak-tested. Serving Mesa and the East Valley.",
      keywords: [
        "garbage disposal repair Mesa",
        "garbage disposal installation",
        "disposal jammed humming",
        "leaking garbage disposal",
        "septic safe disposal",
      ],
    },
    hero: {
      title: "Garbage Disposals",
      subtitle: "Jams · Leaks · New installs",
      description:
        "A disposal that hums, won't start or leaks under the sink is a daily annoyance. We fix it or replace it, and take the old one away.",
    },
    intro: [
      "A garbage disposal is a simple machine: a motor spins a plate with two swiveling lugs that throw food against a grinding ring, and running water carries the result down the drain. Most problems come from something that shouldn't have gone in, a worn seal, or plain age.",
      "We repair and install disposals in homes and businesses across the East Valley, plug-in and hardwired, and we connect the dishwasher drain the right way.",
    ],
    sections: [
      {
        id: "troubleshooting",
        title: "Common problems and what they mean",
        body: [
          {
            list: [
              {
                title: "It hums but doesn't spin",
                text: "The plate is jammed. Switch it off, then work the hex key in the socket on the bottom of the unit back and forth. If it won't free up, call us.",
              },
              {
                title: "Nothing happens at all",
                text: "Press the red reset button on the bottom and check the breaker or the outlet under the sink. An overheated motor trips the reset.",
              },
              {
                title: "Leaking from the top",
                text: "The sink flange seal has failed; we reseat it with fresh plumber's putty.",
              },
              {
                title: "Leaking from the side",
                text: "Usually the dishwasher hose or the drain connection, both repairable.",
              },
              {
                title: "Leaking from the bottom",
                text: "The internal seals have failed. That can't be repaired; the unit needs replacing.",
              },
              {
                title: "Slow draining or a bad smell",
                text: "Food and grease are building up in the unit or the drain line beyond it.",
              },
            ],
          },
        ],
        note: "Never put your hand into a disposal. Switch it off at the wall and use tongs to lift out anything that fell in.",
      },
      {
        id: "what-not-to-grind",
        title: "What not to put down a disposal",
        body: [
          "A disposal handles everyday plate scraps, but a few things cause most jams and clogs:",
          {
            list: [
              "Grease, oil and fat, which coat the drain line and trap everything else",
              "Stringy scraps such as celery, onion skins, corn husks and artichoke leaves, which wrap around the plate",
              "Potato peels, rice and pasta in quantity, which turn to paste",
              "Coffee grounds, which settle into dense sludge in the trap",
              "Bones, fruit pits and shells",
              "Anything that isn't food",
            ],
          },
          "Run cold water while the disposal is on and for a few seconds afterward, so the scraps travel all the way down the line.",
        ],
      },
      {
        id: "replacement",
        title: "Repair or replace, and choosing a new unit",
        body: [
          "Jams and top or side leaks are repairs. A leaking body, a burned-out motor or a unit that has rusted under the sink for years means replacement. We size a new disposal to how you cook: a compact unit for light use, a more powerful one for big families and serious cooking. Homes on a septic system, still found on some larger lots around the area, need a model rated for septic use.",
          "When a dishwasher drains through the disposal, the knockout plug inside the new unit's dishwasher inlet has to be removed; a forgotten plug is the classic reason a dishwasher stops draining after a do-it-yourself install. We handle that and make sure the dishwasher hose has a high loop or an air gap.",
        ],
      },
    ],
    process: {
      title: "Installing a new disposal",
      steps: [
        "Shut off the power and remove the old unit.",
        "Fit a new sink flange and mounting assembly with fresh putty.",
        "Connect the dishwasher drain and the discharge to the trap.",
        "Connect power: a plug-in cord or the existing hardwired circuit.",
        "Run water and the disposal, and check every joint for leaks.",
      ],
      benefits: [
        "Old unit hauled away",
        "Dishwasher drain connected correctly",
        "Leak-tested before we leave",
        "Septic-rated models where you need one",
      ],
    },
    faq: [
      {
        question: "Can I have a disposal if my home is on septic?",
        answer:
          "Yes, with a unit designed for septic systems and sensible use. Food waste adds solids to the tank, so it may need pumping more often.",
      },
      {
        question: "Why does my dishwasher drain into the disposal?",
        answer:
          "That connection lets dishwasher water leave through the sink's trap. It needs a high loop or an air gap so dirty sink water can't flow back into the dishwasher; we check it on every install.",
      },
      {
        question: "Is a humming disposal dangerous?",
        answer:
          "Not dangerous, but switch it off. Running a jammed motor overheats it. Free the plate with the hex key or call us.",
      },
    ],
    related: ["drain-cleaning", "faucets", "sewer-camera", "toilets"],
    callBlock: {
      title: "Disposal jammed or leaking?",
      description:
        "Call and we'll repair or replace it, with the price upfront.",
    },
    formPlacement: "side",
  },

  faucets: {
    slug: "faucets",
    name: "Faucets",
    canonicalPath: "/services/faucets",
    meta: {
      title: "Faucets: Repair & Installation in Mesa & the East Valley",
      description:
        "Dripping, stiff or low-flow faucets repaired, and new kitchen, bathroom and outdoor faucets installed with new supply lines and shut-offs. East Valley plumbers.",
      keywords: [
        "faucet repair Mesa",
        "faucet installation East Valley",
        "leaky faucet",
        "kitchen faucet replacement",
        "hose bib repair",
      ],
    },
    hero: {
      title: "Faucets",
      subtitle: "Repair & installation · Kitchen · Bath · Hose bibs",
      description:
        "A dripping faucet wastes water every hour of the day, and hard water leaves faucets stiff and crusted. We repair them or install new ones, including the supply lines and valves underneath.",
    },
    intro: [
      "East Valley water is rough on faucets. Scale builds up on aerators and inside cartridges, making handles stiff, flow weak and the spray uneven. The white crust on the base and spout is the same minerals on the outside.",
      "Most faucet problems can be repaired, and a good repair on a quality faucet is often the better choice. When it is time for something new, we install the faucet you've picked out, or help you choose one that is easy to find parts for.",
    ],
    sections: [
      {
        id: "repairs",
        title: "Faucet problems we fix",
        body: [
          {
            list: [
              {
                title: "Drips from the spout",
                text: "A worn cartridge, ceramic disc or washer. We identify the brand and model and replace the part.",
              },
              {
                title: "Leaks around the handle or base",
                text: "Failed O-rings or seals.",
              },
              {
                title: "Low flow or uneven spray",
                text: "Usually scale in the aerator or cartridge. Cleaning or replacing the aerator often fixes it in minutes.",
              },
              {
                title: "A stiff or grinding handle",
                text: "Mineral build-up in the cartridge; a new cartridge restores smooth movement.",
              },
              {
                title: "Water under the sink",
                text: "Loose or failing supply lines, or a weeping shut-off valve. We replace old lines with braided stainless and old stops with quarter-turn valves.",
              },
              {
                title: "Pull-down spray trouble",
                text: "Leaking or sluggish spray heads and hoses on kitchen faucets.",
              },
            ],
          },
        ],
      },
      {
        id: "installation",
        title: "New faucet installation",
        body: [
          "We install kitchen, bar, bathroom, tub and laundry faucets, including touchless and pull-down models, and reverse osmosis drinking water faucets. Every install includes new supply lines, a check of the shut-off valves under the sink (replaced if they are seized or dripping) and a leak test.",
          "If you're shopping for a faucet, pick a brand whose replacement parts are easy to get, and match it to the number of holes in your sink or countertop. A deck plate can cover an extra hole.",
        ],
      },
      {
        id: "outdoor",
        title: "Outdoor faucets and hose bibs",
        body: [
          "Outdoor hose bibs take a beating here: full sun, hard water and daily use for watering and washing. Leaking stems, broken handles and cracked vacuum breakers are common, and we repair or replace them. Because the main shut-off often shares a riser with the front hose bib, we check that valve while we're there.",
        ],
      },
    ],
    process: {
      title: "How a faucet install goes",
      steps: [
        "Shut off the supply valves, or the main if they won't close.",
        "Remove the old faucet and clean the deck.",
        "Set the new faucet and connect new supply lines.",
        "Replace seized stops with quarter-turn valves where needed.",
        "Flush the lines, fit the aerator and check for leaks.",
      ],
      benefits: [
        "No drips and no wasted water",
        "Smooth handles and full flow",
        "New supply lines, so less risk of a flood under the sink",
        "Old faucet hauled away",
      ],
      recommendation:
        "Every few months, unscrew the aerators and soak them in white vinegar to keep scale from choking the flow.",
    },
    faq: [
      {
        question: "Is it worth repairing an old faucet?",
        answer:
          "If it is a quality brand and parts are available, usually yes. Inexpensive faucets with hard-to-find cartridges are often better replaced.",
      },
      {
        question: "Can you install a faucet I bought myself?",
        answer:
          "Yes. Tell us the model when you book and we'll bring the right supply lines and fittings.",
      },
      {
        question: "Why is the flow from my faucet so weak?",
        answer:
          "Scale in the aerator is the most common cause. If cleaning it doesn't help and other faucets are fine, the cartridge is probably clogged.",
      },
    ],
    related: ["showers", "toilets", "drinking-water", "shut-off-valves"],
    callBlock: {
      title: "Dripping or stiff faucet?",
      description:
        "Call for a repair, or a new faucet installed with new supply lines, priced upfront.",
    },
    formPlacement: "side",
  },

  showers: {
    slug: "showers",
    name: "Showers",
    canonicalPath: "/services/showers",
    meta: {
      title: "Showers: Valve Repair & Replacement in the East Valley",
      description:
        "Leaking shower valves, weak flow and sudden temperature swings fixed. Cartridges, valves and shower heads repaired or replaced by East Valley plumbers.",
      keywords: [
        "shower valve repair Mesa",
        "shower valve replacement",
        "shower cartridge replacement",
        "leaking shower",
        "shower temperature fluctuation",
      ],
    },
    hero: {
      title: "Showers",
      subtitle: "Valve repair · Leaks · Temperature swings · Weak flow",
      description:
        "A shower that drips, scalds when someone flushes, or trickles instead of sprays. We find the cause and fix it, usually without tearing out tile.",
    },
    intro: [
      "Most shower trouble lives in two places: the valve behind the handle and the shower head. Both face our hard water every day, and scale is behind much of it: stiff handles, worn cartridges, blocked spray nozzles and diverters that won't fully switch from tub to shower.",
      "We repair and replace shower valves, cartridges, heads and tub spouts in homes and businesses, and we track down leaks inside the wall or under the shower pan.",
    ],
    sections: [
      {
        id: "problems",
        title: "Shower problems we fix",
        body: [
          {
            list: [
              {
                title: "A dripping shower head or tub spout",
                text: "A worn cartridge or valve seats, usually a straightforward repair.",
              },
              {
                title: "Temperature swings and scalding",
                text: "Modern valves are pressure-balancing or thermostatic and hold the temperature steady when a toilet is flushed. When that stops working, the balancing part of the cartridge is worn or clogged with scale.",
              },
              {
                title: "Weak or uneven spray",
                text: "Scale in the shower head or its flow restrictor, or a partly blocked cartridge.",
              },
              {
                title: "A handle that's stiff, loose or turns too far",
                text: "A worn or scaled cartridge, or a broken stop.",
              },
              {
                title: "Water from the spout and the head at once",
                text: "A worn diverter.",
              },
              {
                title: "Not hot enough",
                text: "A hot-limit stop set too low, or a water heater problem.",
              },
            ],
          },
        ],
      },
      {
        id: "valves",
        title: "Valve repair or replacement",
        body: [
          "Most shower valves can be rebuilt through the opening behind the trim plate: we identify the brand, replace the cartridge and seals, and set the hot-limit stop so the water can't get dangerously hot.",
          "Older shower valves may have no anti-scald protection at all, or parts that are no longer made. Replacing one brings the shower up to modern pressure-balancing safety. We work from behind through an access panel when a closet or wall backs onto the shower, or through a small opening hidden by a larger trim plate.",
        ],
        // 120°F: "the Department of Energy recommends most Americans set their water heater's
        // temperature to 120°F" (Green Newton, "Tip of the week: reset your water heater's base
        // temperature", https://greennewton.org/tip-of-the-week-reset-your-water-heaters-base-temperature/,
        // read 2026-11-27); the same in Mother Earth News, "30 Steps to Energy Efficiency – Step
        // 8", https://www.motherearthnews.com/sustainable-living/green-homes/30-steps-to-energy-efficiency8/
        // (read 2026-11-27). The Department's own page was not in what could be read.
        note: "On every repair we set the valve's hot-limit stop, and we recommend keeping the water heater at about 120°F.",
      },
      {
        id: "hidden-leaks",
        title: "Hidden shower leaks",
        body: [
          "A stain on the ceiling below an upstairs shower, loose tile, a damp baseboard in the next room or a musty smell can all mean water is escaping where you can't see it: a leaking valve body or pipe inside the wall, a failing drain connection, or a cracked shower pan under the tile. We test each part in turn, so you repair the actual leak and not the whole bathroom.",
        ],
      },
    ],
    process: {
      title: "Replacing a shower cartridge",
      steps: [
        "Shut off the water and remove the handle and trim plate.",
        "Pull the old cartridge and inspect the valve body for scale and wear.",
        "Fit a new cartridge and seals made for your valve's brand.",
        "Set the hot-limit stop and check the temperature at the head.",
        "Reinstall the trim and check for drips.",
      ],
      benefits: [
        "Steady temperature, even when someone flushes",
        "No drips from the head or spout",
        "Smooth handle movement",
        "Usually no tile removed",
      ],
    },
    faq: [
      {
        question: "Why does my shower go scalding hot when someone flushes?",
        answer:
          "Flushing drops the cold-water pressure, so the mix swings hot. A pressure-balancing valve corrects that instantly; if yours doesn't, the cartridge is worn or the valve is an older type without balancing.",
      },
      {
        question: "Do you have to remove tile to replace a shower valve?",
        answer:
          "Usually not. We work from an access panel behind the wall or through the trim opening, with an oversized trim plate where needed.",
      },
      {
        question: "How do I clean scale off a shower head?",
        answer:
          "Soak it in white vinegar for a few hours, then scrub the nozzles. If your shower heads crust over quickly, a water softener stops it at the source.",
      },
    ],
    related: ["faucets", "toilets", "water-softener", "water-heater-services"],
    callBlock: {
      title: "Shower giving you trouble?",
      description:
        "Call for shower valve repair, priced upfront before we start; same-day service is available.",
    },
    formPlacement: "side",
  },

  toilets: {
    slug: "toilets",
    name: "Toilets",
    canonicalPath: "/services/toilets",
    meta: {
      title: "Toilets: Repair & Replacement in Mesa & the East Valley",
      description:
        "Running, leaking, rocking or clogged toilets repaired, and new high-efficiency toilets installed on a fresh seal and flange. Same-day service available.",
      keywords: [
        "toilet repair Mesa AZ",
        "running toilet",
        "toilet replacement East Valley",
        "toilet installation",
        "leaking toilet base",
        "high efficiency toilet",
      ],
    },
    hero: {
      title: "Toilets",
      subtitle: "Repair & installation · Running · Leaking · Clogged",
      description:
        "A running toilet wastes water around the clock, and a leaking one can ruin a floor. We repair the parts that fail and install new toilets that use far less water.",
    },
    intro: [
      "Toilets are simple, which is good news: most problems come down to a handful of parts in the tank, the seal under the base, or a clog. Hard water is tough on all of them, stiffening flappers, scaling fill valves and narrowing the rim holes that direct the flush.",
      "We repair every common brand, and when a toilet is cracked, worn out or simply uses far more water than it needs to, we replace it with a modern high-efficiency model.",
    ],
    sections: [
      {
        id: "problems",
        title: "Toilet problems we fix",
        body: [
          {
            list: [
              {
                title: "Running constantly or refilling on its own",
                text: "A worn flapper, a fill valve that won't shut off, or a flush valve seat crusted with scale. High water pressure makes fill valves fail sooner.",
              },
              {
                title: "A weak or incomplete flush",
                text: "A low water level in the tank, scale in the rim holes and siphon jet, or a partial clog.",
              },
              {
                title: "A rocking toilet",
                text: "Loose bolts or a broken flange. Rocking breaks the wax seal, so fix it before it leaks.",
              },
              {
                title: "Water around the base",
                text: "A failed wax seal, condensation or a leaking supply line. We find out which.",
              },
              {
                title: "Frequent clogs",
                text: "A partial blockage in the trapway, an early low-flow design, or a problem further down the drain line.",
              },
            ],
          },
        ],
      },
      {
        id: "dye-test",
        title: "A quick test for a silent leak",
        body: [
          "Put a few drops of food coloring in the tank and don't flush for a while. If color shows up in the bowl, the flapper or flush valve is leaking and water is slipping down the drain around the clock. It is an inexpensive repair that saves water from the first day.",
        ],
      },
      {
        id: "new-toilet",
        title: "New toilet installation",
        body: [
          // 1.28 gallons: US EPA WaterSense, "Tank-Type High-Efficiency Toilet Specification",
          // 3.1: "The effective flush volume shall not exceed 1.28 gallons",
          // https://nepis.epa.gov/Exe/ZyPURL.cgi?Dockey=P1007ASE.txt (read 2026-11-27); version 1.2
          // (June 2014) did not change the efficiency criteria,
          // http://nepis.epa.gov/Exe/ZyPURL.cgi?Dockey=P101HFW7.txt (read 2026-11-27). Older
          // toilets use 3.5 to 7 gallons a flush: US EPA, "Indoor Water Use in the United States",
          // https://nepis.epa.gov/Exe/ZyPURL.cgi?Dockey=P1004SNL.txt (read 2026-11-27).
          "Toilets installed decades ago often use far more water per flush than current models. High-efficiency toilets with the WaterSense label use 1.28 gallons per flush or less and still clear the bowl well. We help you choose the height, bowl shape and flush type, then install it properly.",
          "That means checking the flange and repairing or replacing it if needed, setting the toilet on a new wax or wax-free seal, anchoring it so it can't rock, connecting a new supply line and quarter-turn stop, and hauling the old toilet away.",
        ],
        note: "On a concrete slab, a broken toilet flange needs a proper repair ring or replacement. Stacking extra wax rings on a bad flange only delays the leak.",
      },
    ],
    process: {
      title: "Installing a new toilet",
      steps: [
        "Shut off the water, drain the old toilet and remove it.",
        "Inspect the flange and drain opening; repair or replace the flange if it is cracked or set too low.",
        "Set the new toilet on a fresh seal and tighten it evenly so it sits level and solid.",
        "Connect a new supply line and quarter-turn shut-off valve.",
        "Flush several times, check the base and tank for leaks, and finish the base.",
      ],
      benefits: [
        "Less water used with every flush",
        "No rocking and no leaks at the base",
        "A flush that clears the bowl the first time",
        "Old toilet removed and disposed of",
      ],
    },
    faq: [
      {
        question: "Why does my toilet refill when nobody has used it?",
        answer:
          "That is a phantom flush: water is slowly leaking from the tank into the bowl, usually past a worn flapper, until the fill valve tops it up. The food coloring test confirms it.",
      },
      {
        question: "Should I repair or replace my toilet?",
        answer:
          "Replace it if the tank or bowl is cracked, or if it clogs often because of its design. Most other problems are inexpensive part repairs.",
      },
      {
        question: "Will you install a toilet I bought?",
        answer:
          "Yes. We install it with a new seal, supply line and valve, and take the old one away.",
      },
      {
        question: "Plunger or drain cleaner?",
        answer:
          "A flange plunger clears most toilet clogs. Don't pour chemical drain cleaners into a toilet; if plunging doesn't work, we clear it with a toilet auger.",
      },
    ],
    related: ["drain-cleaning", "faucets", "showers", "pressure-valves"],
    callBlock: {
      title: "Toilet running, rocking or clogged?",
      description:
        "Call for toilet repair or installation, with the price upfront; same-day service is available.",
    },
    formPlacement: "side",
  },
} satisfies Record<
  "garbage-disposal" | "faucets" | "showers" | "toilets",
  ServicePage
>;
