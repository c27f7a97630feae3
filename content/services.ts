// The 15 services the company sells (the cards of /services, the footer list, the Services menu)
// and the 17 detail routes under /services/. Two detail routes have no card of their own:
// pressure-regulating-valves and pipe-leak-repairs, the overlapping twins of pressure-valves and
// pipe-leaks (their canonical decision lives with the page content).

export const serviceDetailSlugs = [
  "water-heater-services",
  "tankless-water-heaters",
  "water-filtration",
  "water-softener",
  "water-conditioner",
  "drinking-water",
  "shut-off-valves",
  "pressure-valves",
  "pressure-regulating-valves",
  "pipe-leaks",
  "pipe-leak-repairs",
  "sewer-camera",
  "drain-cleaning",
  "garbage-disposal",
  "faucets",
  "showers",
  "toilets",
] as const;

export type ServiceSlug = (typeof serviceDetailSlugs)[number];

export type ServiceIcon =
  | "flame"
  | "bolt"
  | "filter"
  | "droplet"
  | "sparkle"
  | "glass"
  | "valve"
  | "gauge"
  | "pipe"
  | "camera"
  | "drain"
  | "disposal"
  | "faucet"
  | "shower"
  | "toilet";

export type ServiceCard = {
  title: string;
  /** Short name for menus and the footer. */
  menuLabel: string;
  description: string;
  icon: ServiceIcon;
  /** Detail route this card's Learn More link opens (the seed's card-to-route mapping). */
  slug: ServiceSlug;
  image: string;
};

export const services: ServiceCard[] = [
  {
    title: "Water Heater Repair & Replacement",
    menuLabel: "Water Heaters",
    description:
      "No hot water, rusty water or a leaking tank? We repair and replace gas and electric tank heaters, usually the same day.",
    icon: "flame",
    slug: "water-heater-services",
    image: "/images/services/water-heater-services.svg",
  },
  {
    title: "Tankless Water Heaters",
    menuLabel: "Tankless Water Heaters",
    description:
      "Endless hot water from a unit the size of a suitcase. Installation, conversions from tank heaters and yearly descaling.",
    icon: "bolt",
    slug: "tankless-water-heaters",
    image: "/images/services/tankless-water-heaters.svg",
  },
  {
    title: "Whole Home Filtration",
    menuLabel: "Whole Home Filtration",
    description:
      "Carbon, softening and reverse osmosis systems that take chlorine taste, sediment and scale out of every tap in the house.",
    icon: "filter",
    slug: "water-filtration",
    image: "/images/services/water-filtration.svg",
  },
  {
    title: "Water Softener",
    menuLabel: "Water Softeners",
    description:
      "East Valley water runs 12–18 grains per gallon. A sized softener stops scale on fixtures and cuts soap use by about half.",
    icon: "droplet",
    slug: "water-softener",
    image: "/images/services/water-softener.svg",
  },
  {
    title: "Water Conditioner",
    menuLabel: "Water Conditioners",
    description:
      "Salt-free conditioning that keeps hard-water minerals from sticking to pipes and heaters, with no brine tank to refill.",
    icon: "sparkle",
    slug: "water-conditioner",
    image: "/images/services/water-conditioner.svg",
  },
  {
    title: "Drinking Water Filtration",
    menuLabel: "Drinking Water",
    description:
      "Under-sink reverse osmosis and alkaline systems for clean, good-tasting water at the kitchen tap and the fridge.",
    icon: "glass",
    slug: "drinking-water",
    image: "/images/services/drinking-water.svg",
  },
  {
    title: "Water Main Shut Off Valves",
    menuLabel: "Main Shut-Off Valves",
    description:
      "A main valve that actually closes when a pipe bursts. We replace seized gate valves with quarter-turn ball valves.",
    icon: "valve",
    slug: "shut-off-valves",
    image: "/images/services/shut-off-valves.svg",
  },
  {
    title: "Pressure Regulating Valves",
    menuLabel: "Pressure Regulating Valves",
    description:
      "Plumbing code calls for house pressure below 80 psi. We test yours and install or adjust the regulator that keeps it there.",
    icon: "gauge",
    slug: "pressure-valves",
    image: "/images/services/pressure-valves.svg",
  },
  {
    title: "Pipe Leaks",
    menuLabel: "Pipe Leaks",
    description:
      "Slab leaks, pinhole leaks in copper and burst lines in the attic: we find the leak, stop the water and repair the pipe.",
    icon: "pipe",
    slug: "pipe-leaks",
    image: "/images/services/pipe-leaks.svg",
  },
  {
    title: "Sewer Camera Inspections",
    menuLabel: "Sewer Camera Inspections",
    description:
      "A camera down the line shows roots, bellies and cracked pipe before you dig, buy a house or pay for the wrong repair.",
    icon: "camera",
    slug: "sewer-camera",
    image: "/images/services/sewer-camera.svg",
  },
  {
    title: "Drain Cleaning",
    menuLabel: "Drain Cleaning",
    description:
      "Slow sinks, backed-up tubs and main line stoppages cleared with cable machines and hydro-jetting.",
    icon: "drain",
    slug: "drain-cleaning",
    image: "/images/services/drain-cleaning.svg",
  },
  {
    title: "Garbage Disposals",
    menuLabel: "Garbage Disposals",
    description:
      "Jammed, humming or leaking disposals repaired, and new units installed and wired the same visit.",
    icon: "disposal",
    slug: "garbage-disposal",
    image: "/images/services/garbage-disposal.svg",
  },
  {
    title: "Faucets",
    menuLabel: "Faucets",
    description:
      "Dripping or stiff faucets repaired and new kitchen, bath and outdoor faucets installed, including the supply lines.",
    icon: "faucet",
    slug: "faucets",
    image: "/images/services/faucets.svg",
  },
  {
    title: "Showers",
    menuLabel: "Showers",
    description:
      "Leaking valves, weak flow and scalding swings fixed; cartridges, valves and shower heads replaced.",
    icon: "shower",
    slug: "showers",
    image: "/images/services/showers.svg",
  },
  {
    title: "Toilets",
    menuLabel: "Toilets",
    description:
      "Running, rocking and clogged toilets repaired, and new high-efficiency toilets set on a fresh wax ring and flange.",
    icon: "toilet",
    slug: "toilets",
    image: "/images/services/toilets.svg",
  },
];

export function servicePath(slug: ServiceSlug): `/services/${ServiceSlug}` {
  return `/services/${slug}`;
}
