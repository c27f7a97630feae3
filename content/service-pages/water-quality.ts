import type { ServicePage } from "./types";

// Water treatment: whole-home filtration, softeners, salt-free conditioners and drinking water.
// Figures and their sources, each read 2026-11-27:
// - Hardness: City of Mesa Water Resources, "2024 Water Quality Consumer Confidence Report",
//   Water FAQ's 2: average about 12 gpg (City Zone) and 16 gpg (Eastern and Southern Zones),
//   https://issuu.com/mesawaterresources/docs/2024_water_quality_consumer_confidence_report. No
//   source read gives one range for the East Valley, so the specification's 12–18 is not printed.
// - Half the detergent: Water Quality Association press release on studies funded by the Water
//   Quality Research Foundation (washing machines: "can reduce detergent use by 50 percent";
//   dishwashers in very hard water: more than 50 percent), reprinted at
//   https://www.martinwater.com/faqs/studies-show-washing-with-softened-water-can-significantly-cut-detergent-use-energy-consumption/
// - Reverse osmosis: the specification's 1 gallon to the drain per gallon made was not backed
//   (the pages read give ratios from under 1:1 to 4:1 and more, by unit and pressure), so no
//   ratio is printed. Filters checked yearly is our own service advice.
// No health claims, and no claims about a particular city's treatment beyond what is general.

export const waterQualityPages = {
  "water-filtration": {
    slug: "water-filtration",
    name: "Whole-Home Water Filtration",
    canonicalPath: "/services/water-filtration",
    meta: {
      title: "Whole-Home Water Filtration Systems in Mesa & the East Valley",
      description:
        "Whole-home filtration, softeners, carbon filters, descaling, reverse osmosis and alkaline systems for East Valley water, from a licensed and insured company.",
      keywords: [
        "whole home water filtration Mesa",
        "water filtration system East Valley",
        "carbon filtration",
        "reverse osmosis system",
        "alkaline water system",
        "hard water treatment Arizona",
      ],
    },
    hero: {
      title: "Whole-Home Water Filtration",
      subtitle: "Softening · Carbon · Descaling · Reverse osmosis · Alkaline",
      description:
        "Better water at every tap, matched to what actually comes out of your pipes. We test first, then recommend the smallest system that fixes the problems you have.",
    },
    intro: [
      "East Valley tap water is treated and disinfected before it reaches you, but plenty of people don't enjoy living with it. It is hard (the City of Mesa's 2024 water quality report gives averages of about 12 to 16 grains per gallon, depending on the zone), and many people can taste the chlorine or chloramine that disinfects it.",
      "No single filter fixes everything. A softener handles hardness but not chlorine taste; carbon handles taste but not scale; reverse osmosis makes excellent drinking water but isn't practical for a whole house. Here is how the pieces fit together.",
    ],
    sections: [
      {
        id: "whole-home",
        title: "Whole-home systems",
        body: [
          "A whole-home system treats water where the main line enters the house, so showers, laundry, the water heater and every faucet get the same water. Many East Valley homes are best served by a stage for hardness and a carbon stage for chlorine taste and odor, behind a simple sediment pre-filter.",
          "Many homes here already have a softener loop in the garage. Where there isn't one, we add a loop and a bypass valve so the system can be serviced without shutting off the house, and we size by flow so pressure stays strong with two showers running.",
        ],
      },
      {
        id: "softening-carbon-descaling",
        title: "Softeners, carbon filtration and descaling",
        body: [
          {
            list: [
              {
                title: "Water softeners",
                text: "Ion exchange takes the calcium and magnesium out of the water. Soft water lathers easily, leaves no white crust on fixtures or glass shower doors, and stops scale building up in water heaters. Our water softener page covers sizing and upkeep.",
              },
              {
                title: "Carbon filtration",
                text: "Activated carbon removes chlorine, the taste and smell that come with it, and many organic compounds. Where a water provider uses chloramine, we specify catalytic carbon, which handles it far better.",
              },
              {
                title: "Salt-free descaling",
                text: "If you don't want a brine tank, salt bags or any discharge, a descaling system (a salt-free water conditioner) changes how hardness minerals behave instead of removing them, so less scale sticks to pipes and heaters. Water still tests hard and glasses can still spot. Our water conditioner page compares it with a softener.",
              },
            ],
          },
        ],
      },
      {
        id: "reverse-osmosis",
        title: "Reverse osmosis for drinking water",
        body: [
          "Reverse osmosis pushes water through a membrane fine enough to reject most dissolved minerals, salts and other contaminants. It makes excellent drinking and cooking water, and it usually fits under the kitchen sink with its own faucet and an optional line to the refrigerator.",
          "Two facts to know before you buy one. First, an RO system sends some water down the drain for every gallon of purified water it makes, how much depending on the unit, your water pressure and the state of its filters, which is why we use it for drinking water and not for the whole house. Second, its filters need to be checked yearly and replaced on schedule: a clogged pre-filter lets chlorine through and ruins the membrane.",
        ],
        note: "Reverse osmosis sends some water down the drain for each gallon it makes; ask for the rating of any unit you consider. Have the filters checked yearly.",
      },
      {
        id: "alkaline",
        title: "Alkaline and remineralizing systems",
        body: [
          "Because reverse osmosis strips out minerals, some people find its water flat. An alkaline or remineralizing stage after the membrane adds back a little calcium and magnesium and nudges the pH up, which gives the water a rounder taste. We fit it to a new RO system or add it to most existing ones.",
          "People choose alkaline water for the taste, and that is how we sell it. We don't make health claims for it.",
        ],
      },
    ],
    process: {
      title: "How we choose and install your system",
      steps: [
        "We test your water for hardness, chlorine, total dissolved solids and pH.",
        "We ask what bothers you: spots, taste, scale in the water heater.",
        "We recommend the smallest set of stages that solves it, with an upfront price.",
        "We install it with a bypass valve, and a loop if your home lacks one.",
        "We show you the controls and set the date for the yearly filter check.",
      ],
      benefits: [
        "No paying for stages you don't need",
        "Every tap covered, or only the kitchen if that's all you want",
        "Bypass and service valves that make filter changes quick",
        "A written maintenance schedule you can follow",
      ],
      recommendation:
        "Check every filter yearly. RO pre-filters are the ones people forget.",
    },
    faq: [
      {
        question: "Do I need a softener if I have reverse osmosis?",
        answer:
          "They do different jobs. Reverse osmosis treats the drinking water at one tap; a softener protects the rest of the house from scale. In water as hard as ours, a softener also helps an RO membrane last longer.",
      },
      {
        question: "How much water does reverse osmosis waste?",
        answer:
          "It depends on the unit and your water pressure, and we give you the rating of the one we recommend. For a household that drinks and cooks with RO water that is a fair trade, and it is the reason we don't put RO on the whole house.",
      },
      {
        question: "How often do the filters need changing?",
        answer:
          "Check every filter yearly. Sediment and carbon cartridges are usually replaced at that visit; whole-home carbon media and RO membranes last longer, depending on how much water you use.",
      },
    ],
    related: [
      "water-softener",
      "water-conditioner",
      "drinking-water",
      "tankless-water-heaters",
    ],
    callBlock: {
      title: "Not sure which system you need?",
      description:
        "Call us. We'll test your water and recommend only what solves your problem, with the price upfront, before any work starts.",
    },
    // The seed puts this page's form at the bottom instead of in a sticky column.
    formPlacement: "bottom",
    form: {
      title: "Request a water test",
      description:
        "Tell us what bothers you about your water and we'll call to set up a visit.",
    },
  },

  "water-softener": {
    slug: "water-softener",
    name: "Water Softeners",
    canonicalPath: "/services/water-softener",
    meta: {
      title: "Water Softeners: Installation & Repair in Mesa & the East Valley",
      description:
        "Water softener installation, repair and service for hard East Valley water, sized to your home by a licensed and insured company.",
      keywords: [
        "water softener installation Mesa AZ",
        "water softener repair",
        "hard water East Valley",
        "water softener Gilbert",
        "water softener Chandler",
        "softener loop",
      ],
    },
    hero: {
      title: "Water Softeners",
      subtitle: "Installation · Repair · Tune-ups",
      description:
        "Stop the white crust, the spotted dishes and the scale in your water heater. We install, repair and tune softeners for homes and businesses across the East Valley.",
    },
    intro: [
      "Hard water is a daily nuisance in Mesa, Gilbert, Chandler and the rest of the East Valley. The City of Mesa's 2024 water quality report, for one, gives average hardness of about 12 to 16 grains per gallon, depending on the zone: dissolved calcium and magnesium. You see it as the white ring around faucets, the crust on shower heads and the film on glass doors. You don't see it building up inside the water heater, the dishwasher and the valve of every fixture, which is where it costs real money.",
      "A properly sized softener removes those minerals before they reach anything. Soft water lathers easily, rinses clean, and stops scale forming in pipes and appliances. In lab tests funded by the water treatment industry, washing machines and dishwashers on softened water cleaned as well with half the detergent.",
    ],
    sections: [
      {
        id: "how-it-works",
        title: "How a water softener works",
        body: [
          "Inside the main tank, thousands of small resin beads trade the calcium and magnesium in your water for sodium, or for potassium if you prefer. When the beads are full, the control valve runs a regeneration: it rinses them with salty brine from the second tank, flushes the hardness down the drain, and the beads are ready to work again.",
          "Modern softeners regenerate according to how much water you have actually used, measured by a meter in the valve. Older timer models regenerate on a fixed schedule whether you need it or not, wasting salt and water. Replacing an old timer valve with a metered one is often worth doing on its own.",
        ],
      },
      {
        id: "sizing",
        title: "Sizing a softener for East Valley water",
        body: [
          "Softeners are rated by how many grains of hardness they remove between regenerations. We size yours from three numbers: your water's hardness (we test it at the tap), how many people live in the house, and how much water you use. An undersized softener regenerates too often and wears out early; an oversized one costs more than it should and lets the resin sit.",
          "We also check where it goes. Many East Valley homes have a softener loop already plumbed in the garage; we confirm it is connected the right way round, add a bypass valve if there isn't one, and give the drain line a proper air gap.",
        ],
      },
      {
        id: "repair",
        title: "Softener repair and upkeep",
        body: [
          "Call us if you notice any of these:",
          {
            list: [
              "Spots and scale are back, or soap has stopped lathering",
              "The salt level in the brine tank hasn't dropped in weeks, often a salt bridge: a hard crust with a hollow beneath it",
              "The water in the brine tank is higher than usual",
              "The unit regenerates constantly, or in the middle of the day",
              "Water pressure has been low since the softener went in",
            ],
          },
          "Most of these come down to a stuck valve, a worn seal, a plugged injector, a salt bridge or tired resin. We rebuild or replace the part and retest your water, so you know it's working.",
        ],
        note: "Keep the salt above the water line in the brine tank, and break up any crust with a broom handle before topping up.",
      },
    ],
    process: {
      title: "Installing your softener",
      steps: [
        "Test hardness at the tap and check the loop, the drain and the electrical outlet.",
        "Install the softener on the loop with a bypass valve for servicing.",
        "Run the drain line with an air gap and fill the brine tank.",
        "Program the valve for your water's hardness and your household.",
        "Run the first regeneration and test the softened water before we leave.",
      ],
      benefits: [
        "Less soap and detergent",
        "No white scale on fixtures, dishes or glass doors",
        "Longer life for the water heater, dishwasher and washing machine",
        "Far less scrubbing in kitchens and bathrooms",
      ],
      recommendation:
        "Test your water once a year; we adjust the setting if the hardness has changed.",
    },
    schedule: {
      title: "Schedule softener service",
      text: "Salt not going down, spots coming back, or it has been years since anyone looked at it? Call and we'll book a visit.",
    },
    faq: [
      {
        question: "How much salt will my softener use?",
        answer:
          "That depends on your hardness and how much water you use. A metered softener set for your household uses far less than an old timer model. We set yours up and tell you how often to check the tank.",
      },
      {
        question: "Is softened water safe to drink?",
        answer:
          "Softening adds a small amount of sodium in proportion to the hardness it removes. If you watch your sodium, use potassium chloride instead of salt, or drink from a reverse osmosis tap.",
      },
      {
        question: "Softener or salt-free conditioner?",
        answer:
          "A softener removes hardness; a conditioner only keeps it from sticking. If you want spot-free glass and the soap savings, choose a softener. Our water conditioner page compares the two side by side.",
      },
      {
        question: "Do you service softeners you didn't install?",
        answer:
          "Yes. We repair and tune the common brands, and we'll tell you honestly if an old unit is worth fixing.",
      },
    ],
    related: [
      "water-conditioner",
      "water-filtration",
      "tankless-water-heaters",
      "drinking-water",
    ],
    callBlock: {
      title: "Ready to be done with hard water?",
      description:
        "Call for a water test and an upfront quote on a softener sized for your home.",
    },
    formPlacement: "side",
    form: {
      title: "Request softener service",
      description:
        "New softener, repair or a tune-up: tell us what you need and we'll call you back.",
    },
  },

  "water-conditioner": {
    slug: "water-conditioner",
    name: "Water Conditioners",
    canonicalPath: "/services/water-conditioner",
    meta: {
      title: "Water Conditioners: Salt-Free Scale Control in the East Valley",
      description:
        "Salt-free water conditioners that keep hard-water scale out of pipes and water heaters: no salt, no brine, no drain line. Installed by East Valley plumbers.",
      keywords: [
        "salt-free water conditioner Mesa",
        "water conditioner installation",
        "salt-free water softener alternative",
        "scale prevention",
        "template assisted crystallization",
      ],
    },
    hero: {
      title: "Water Conditioners",
      subtitle: "Salt-free scale control",
      description:
        "Protect your pipes and water heater from scale without bags of salt, a brine tank or a drain line. A salt-free conditioner may be the simpler fit for your home.",
    },
    intro: [
      "A water conditioner is the low-upkeep alternative to a softener. It doesn't remove the calcium and magnesium that make East Valley water so hard. Instead, it turns them into microscopic crystals that stay suspended in the water and rinse away instead of sticking to the inside of pipes, heaters and fixture valves.",
      "It suits people who want scale protection with nothing to refill, homes with no room or no drain for a softener, and households that would rather not add any sodium to their water. It is not a softener, though, and it is worth knowing exactly what it will and won't do before you buy.",
    ],
    sections: [
      {
        id: "how-it-works",
        title: "How salt-free conditioning works",
        body: [
          "The most common type, called template-assisted crystallization, sends water through a tank of specially treated media beads. Hardness minerals form tiny crystals on the beads, break off and travel through the plumbing as harmless particles. Because nothing is removed or exchanged, there is no regeneration, no wastewater and usually no electricity.",
          "The media wears slowly and is replaced on the manufacturer's schedule. We usually install a sediment pre-filter or a carbon stage ahead of it, which protects the media and takes care of chlorine taste at the same time.",
        ],
      },
      {
        id: "expectations",
        title: "What to expect, honestly",
        body: [
          {
            list: [
              {
                title: "What it does",
                text: "Reduces new scale in pipes, water heaters, tankless heat exchangers and fixture valves, with almost no upkeep and no brine discharge.",
              },
              {
                title: "What it doesn't do",
                text: "Your water will still test hard. Soap won't lather the way it does in soft water, and glassware and shower doors can still spot as water dries and leaves its minerals behind.",
              },
              {
                title: "Where it fits best",
                text: "Homes where the goal is protecting plumbing and appliances, and where carrying salt or finding a drain would be a nuisance.",
              },
            ],
          },
        ],
      },
      {
        id: "choosing",
        title: "Conditioner or softener?",
        body: [
          "Both protect your plumbing. The difference is what comes out of the tap. If you want the slick feel of soft water, spot-free dishes and the soap savings, choose a softener. If your main goal is keeping scale out of the water heater and pipes with no salt to haul, a conditioner is the simpler system.",
          "Some owners of tankless heaters choose a conditioner specifically to protect the heat exchanger. We still recommend descaling a tankless unit once a year either way.",
        ],
      },
    ],
    comparison: {
      title: "Salt-free conditioner vs. water softener",
      option1Label: "Salt-free conditioner",
      option2Label: "Water softener",
      rows: [
        {
          feature: "Removes hardness minerals",
          option1: "No; changes them so they don't stick",
          option2: "Yes, by ion exchange",
        },
        {
          feature: "Scale in pipes and heaters",
          option1: "Reduced",
          option2: "Prevented",
        },
        {
          feature: "Spots on glass and fixtures",
          option1: "Still likely",
          option2: "Largely gone",
        },
        {
          feature: "Soap use",
          option1: "About the same as now",
          option2: "Less",
        },
        {
          feature: "Salt and brine tank",
          option1: "None",
          option2: "Yes, topped up regularly",
        },
        {
          feature: "Drain line and power outlet",
          option1: "Not needed",
          option2: "Needed",
        },
        {
          feature: "Sodium added to the water",
          option1: "None",
          option2: "A small amount (potassium is an option)",
        },
      ],
    },
    process: {
      title: "Installing a conditioner",
      steps: [
        "Check the main line, the space available and your water pressure.",
        "Fit a sediment or carbon pre-filter where your water needs one.",
        "Mount the conditioner tank on the main line or the softener loop, with a bypass valve.",
        "Flush the new media and check every connection for leaks.",
        "Note the replacement dates for the media and pre-filter and remind you when they're due.",
      ],
      benefits: [
        "No salt to buy or carry",
        "No wastewater and no drain line",
        "Scale protection for heaters and fixtures",
        "Needs no outlet, so it fits where a softener can't",
      ],
    },
    faq: [
      {
        question: "Will a conditioner get rid of the spots on my shower door?",
        answer:
          "Not entirely. Spots form when water dries and leaves its minerals behind, and a conditioner doesn't remove minerals. A squeegee helps; a softener solves it.",
      },
      {
        question: "How long does the conditioning media last?",
        answer:
          "It depends on the product and how much water you use. We follow the manufacturer's replacement schedule and remind you when it is due.",
      },
      {
        question: "Can I switch from a softener to a conditioner?",
        answer:
          "Yes. We can install a conditioner on your existing softener loop and remove the softener, leaving the loop in place in case you change your mind later.",
      },
    ],
    related: [
      "water-softener",
      "water-filtration",
      "tankless-water-heaters",
      "drinking-water",
    ],
    callBlock: {
      title: "Want scale protection without the salt?",
      description:
        "Call us and we'll tell you honestly whether a conditioner or a softener fits your home better, with the price upfront.",
    },
    formPlacement: "side",
  },

  "drinking-water": {
    slug: "drinking-water",
    name: "Drinking Water Filtration",
    canonicalPath: "/services/drinking-water",
    meta: {
      title: "Drinking Water Filtration: Reverse Osmosis & Alkaline Filters",
      description:
        "Under-sink reverse osmosis, alkaline remineralization and fridge filter lines for East Valley homes, installed, checked yearly and serviced by local plumbers.",
      keywords: [
        "reverse osmosis installation Mesa",
        "drinking water filter",
        "under sink water filter",
        "alkaline water filter",
        "refrigerator water line",
        "RO system service East Valley",
      ],
    },
    hero: {
      title: "Drinking Water Filtration",
      subtitle: "Under-sink RO · Alkaline · Fridge & ice maker lines",
      description:
        "Clean, good-tasting water at the kitchen tap, the refrigerator and the ice maker, without hauling cases of bottled water home from the store.",
    },
    intro: [
      "Hard water with a dose of disinfectant doesn't always taste the way people want. So plenty of East Valley families buy bottled water or fill jugs at a vending kiosk. A drinking water system at the kitchen sink does the same job at home.",
      "Because it treats only the water you drink and cook with, a point-of-use system can do a far more thorough job than a whole-house filter while fitting in the cabinet under the sink.",
    ],
    sections: [
      {
        id: "under-sink-ro",
        title: "Under-sink reverse osmosis",
        body: [
          "A reverse osmosis system is a row of stages under the sink: a sediment filter, a carbon filter that removes chlorine and protects the membrane, the RO membrane itself, a small storage tank and a final polishing filter. It has its own faucet on the sink, and we can run a line from it to the refrigerator's water dispenser and ice maker.",
          "The membrane removes most dissolved minerals and salts, which is why RO water tastes clean even with our hardness. It works by water pressure, and it sends some water to the drain for every gallon of drinking water it makes. That is a fair trade at a kitchen tap, and exactly why RO belongs at the sink rather than on the whole house.",
        ],
      },
      {
        id: "alkaline",
        title: "Alkaline and remineralizing filters",
        body: [
          "RO water is so low in minerals that some people find it flat. A remineralizing cartridge after the membrane puts back a little calcium and magnesium and raises the pH slightly, which many people prefer. We offer it on every new system and can add it to most existing ones. We recommend it for flavor; we don't make health claims for alkaline water.",
        ],
      },
      {
        id: "upkeep",
        title: "Keeping it working",
        body: [
          "An RO system is only as good as its filters. We check them yearly and replace the sediment and carbon stages on schedule, because a spent carbon filter lets chlorine reach the membrane and shortens its life. Membranes last longer, especially in homes with a softener ahead of them. At each visit we measure total dissolved solids before and after the system, so you can see it is still doing its job.",
          "Call us sooner if you notice any of these:",
          {
            list: [
              "The RO faucet flows slowly, or the tank runs out quickly",
              "The taste has changed, or ice cubes come out cloudy and stale-tasting",
              "You can hear the drain line running constantly",
              "It has been more than a year since anyone changed the filters",
            ],
          },
        ],
        note: "Have RO filters checked yearly, and expect some water to go down the drain for every gallon of drinking water.",
      },
    ],
    process: {
      title: "Installing an under-sink RO system",
      steps: [
        "Check the space under the sink, the cold supply and the drain, and measure your tap water's dissolved solids.",
        "Mount the filter stages and tank, and connect to the cold line with its own shut-off valve.",
        "Fit the RO faucet in a spare sink hole or drill a clean new one.",
        "Connect the drain line with a drain saddle or an air-gap faucet.",
        "Run a line to the refrigerator or ice maker if wanted, flush the system and test the water it makes.",
      ],
      benefits: [
        "Clean-tasting water and ice without bottled water",
        "Better coffee and tea, with no chlorine taste",
        "Far fewer plastic bottles and trips to the store",
        "A yearly check that keeps the membrane working",
      ],
    },
    faq: [
      {
        question: "Can you connect reverse osmosis to my refrigerator?",
        answer:
          "Yes. We run a line from the RO system to the fridge's water and ice supply. If the fridge has its own filter, it can often be swapped for a bypass plug, since the RO already does that job.",
      },
      {
        question: "How much water does an RO system send down the drain?",
        answer:
          "Some, for each gallon of drinking water it makes; how much depends on the unit and your water pressure. That rinse is what keeps the membrane from clogging with the minerals it rejects.",
      },
      {
        question: "Do I need a softener as well?",
        answer:
          "Not for drinking water. But with our hardness, a softener or conditioner upstream helps the membrane last longer and protects the rest of the house from scale.",
      },
      {
        question: "How often should the filters be changed?",
        answer:
          "We check them yearly. Sediment and carbon filters are usually replaced at that visit; the membrane lasts longer, and we test it rather than guess.",
      },
    ],
    related: [
      "water-filtration",
      "water-softener",
      "water-conditioner",
      "faucets",
    ],
    callBlock: {
      title: "Better water at the kitchen tap",
      description:
        "Call to set up a reverse osmosis or alkaline system, with the price upfront, before we start.",
    },
    formPlacement: "side",
  },
} satisfies Record<
  | "water-filtration"
  | "water-softener"
  | "water-conditioner"
  | "drinking-water",
  ServicePage
>;
