import type { IconName } from "@/components/ui/icons";
import { business, reviewCountText } from "@/content/business";
import { servicePath } from "@/content/services";

// The body the city landing pages share: the credential tiles and three services of the
// water-heater pages, the five solutions and four advantages of the water-softener pages.

export type Tile = {
  title: string;
  description: string;
  icon: IconName;
};

export type LinkedTile = Tile & { href: string };

const { claims } = business;

export const credentialTiles: Tile[] = [
  {
    title: "Licensed & insured",
    description:
      "The company is licensed and insured for the plumbing work we do in your home.",
    icon: "shield",
  },
  {
    title: `${claims.yearsOfExperience}+ years of experience`,
    // The specification's 20+ years are the team's; the company itself dates from 2018.
    description:
      "Counted across our team's years in the trade, which began well before the company did.",
    icon: "clock",
  },
  {
    title: "Family owned",
    description: `A local family business, serving the East Valley since ${business.foundingYear}.`,
    icon: "users",
  },
  {
    title: reviewCountText(),
    description: "Rated five stars by customers after their jobs.",
    icon: "star",
  },
];

export const waterHeaterServices: LinkedTile[] = [
  {
    title: "Water heater installation",
    description:
      "Gas and electric tank heaters installed with the expansion tank, drain pan and venting checked and brought to code where needed, and the old tank hauled away.",
    icon: "flame",
    href: servicePath("water-heater-services"),
  },
  {
    title: "Water heater repair",
    description:
      "No hot water, too little hot water, leaks, pilot and burner problems, elements and thermostats. We repair what is worth repairing and say so when it is not.",
    icon: "check",
    href: servicePath("water-heater-services"),
  },
  {
    title: "Tankless water heaters",
    description:
      "Tankless installation and conversions from a tank, sized to how many fixtures run at once, plus the yearly descaling hard water makes necessary.",
    icon: "bolt",
    href: servicePath("tankless-water-heaters"),
  },
];

export const softenerSolutions: Tile[] = [
  {
    title: "New softener installation",
    description:
      "We test your water, size the softener to its hardness and your household, and install it with a bypass valve and a proper drain connection.",
    icon: "droplet",
  },
  {
    title: "Maintenance and repairs",
    description:
      "A softener that stopped regenerating, a salt bridge in the brine tank, worn-out resin or a leaking valve: we find the cause and fix it.",
    icon: "check",
  },
  {
    title: "System upgrades",
    description:
      "Swap an old timer-based unit for a demand-initiated softener that regenerates by the water you use, not the calendar, using less salt and water.",
    icon: "arrow",
  },
  {
    title: "Water quality analysis",
    description:
      "A test of hardness and what else is in your water, so you buy the system your home needs and nothing it doesn't.",
    icon: "filter",
  },
  {
    title: "Salt system management",
    description:
      "The right salt dose and regeneration schedule, salt bridges cleared, and straight advice on salt versus potassium.",
    icon: "sparkle",
  },
];

export const softenerAdvantages: Tile[] = [
  {
    // Water Quality Association press release on studies funded by the Water Quality Research
    // Foundation: softened water "can reduce detergent use by 50 percent" in washing machines and
    // by more than 50 percent in dishwashers where water is very hard. Reprinted at
    // https://www.martinwater.com/faqs/studies-show-washing-with-softened-water-can-significantly-cut-detergent-use-energy-consumption/
    // (read 2026-11-27).
    title: "Less detergent",
    description:
      "Soft water lathers easily. In lab tests funded by the water treatment industry, washing machines and dishwashers on softened water cleaned as well with half the detergent.",
    icon: "sparkle",
  },
  {
    title: "A longer-lived water heater",
    description:
      "With the hardness minerals no longer settling in the tank, the heater keeps its capacity and efficiency.",
    icon: "flame",
  },
  {
    title: "Fixtures without white crust",
    description:
      "Less scale on faucets, shower glass, aerators and toilet valves, and much less scrubbing.",
    icon: "shower",
  },
  {
    title: "Appliances that last",
    description:
      "Dishwashers, ice makers and washing machines stay clear of the scale that clogs their valves and heating elements.",
    icon: "home",
  },
];
