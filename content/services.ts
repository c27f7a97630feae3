// The 15 services the company sells (the cards of /services, the footer list, the Services menu)
// and the 17 detail routes under /services/. Each service has one name, its card's `title`: the
// menus, the footer, the area pages' lists and its detail page's breadcrumb, h1 and Service
// JSON-LD all use it (content/service-pages/service-pages.test.ts holds them to it). Two detail routes have no card of their own:
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
  /** The service's one name, everywhere it is shown. */
  title: string;
  description: string;
  icon: ServiceIcon;
  /** Detail route this card's Learn More link opens (the seed's card-to-route mapping). */
  slug: ServiceSlug;
  image: string;
};

export const services: ServiceCard[] = [
  {
    title: "Water Heater Repair & Replacement",
    description:
      "No hot water, rusty water or a leaking tank? We repair and replace gas and electric tank heaters. Same-day service available.",
    icon: "flame",
    slug: "water-heater-services",
    image: "/images/services/water-heater-services.svg",
  },
  {
    title: "Tankless Water Heaters",
    description:
      "Hot water that doesn't run out, from a unit that hangs on the wall. Installation, conversions from tank heaters and yearly descaling.",
    icon: "bolt",
    slug: "tankless-water-heaters",
    image: "/images/services/tankless-water-heaters.svg",
  },
  {
    title: "Whole-Home Water Filtration",
    description:
      "Carbon, softening and reverse osmosis systems that take chlorine taste, sediment and scale out of every tap in the house.",
    icon: "filter",
    slug: "water-filtration",
    image: "/images/services/water-filtration.svg",
  },
  {
    title: "Water Softeners",
    description:
      "A softener sized for your home and our hard water stops scale on fixtures, and soft water needs 50% less soap.",
    icon: "droplet",
    slug: "water-softener",
    image: "/images/services/water-softener.svg",
  },
  {
    title: "Water Conditioners",
    description:
      "Salt-free conditioning that keeps hard-water minerals from sticking to pipes and heaters, with no brine tank to refill.",
    icon: "sparkle",
    slug: "water-conditioner",
    image: "/images/services/water-conditioner.svg",
  },
  {
    title: "Drinking Water Filtration",
    description:
      "Under-sink reverse osmosis and alkaline systems for clean, good-tasting water at the kitchen tap and the fridge.",
    icon: "glass",
    slug: "drinking-water",
    image: "/images/services/drinking-water.svg",
  },
  {
    title: "Main Shut-Off Valves",
    description:
      "A main water valve that closes when a pipe bursts. We replace seized gate valves with quarter-turn ball valves.",
    icon: "valve",
    slug: "shut-off-valves",
    image: "/images/services/shut-off-valves.svg",
  },
  {
    title: "Pressure Regulating Valves",
    description:
      // The code's words (IRC P2903.3.1, cited in content/service-pages/valves.ts): "not exceed".
      "Plumbing code says house pressure may not exceed 80 psi. We test yours and install or adjust the regulator that keeps it there.",
    icon: "gauge",
    slug: "pressure-valves",
    image: "/images/services/pressure-valves.svg",
  },
  {
    title: "Pipe Leaks",
    description:
      "Slab leaks, pinhole leaks in copper and leaking lines in the attic: we find the leak, stop the water and repair the pipe.",
    icon: "pipe",
    slug: "pipe-leaks",
    image: "/images/services/pipe-leaks.svg",
  },
  {
    title: "Sewer Camera Inspections",
    description:
      "A camera down the line shows roots, bellies and cracked pipe before you dig, buy a house or pay for the wrong repair.",
    icon: "camera",
    slug: "sewer-camera",
    image: "/images/services/sewer-camera.svg",
  },
  {
    title: "Drain Cleaning",
    description:
      "Slow sinks, backed-up tubs and main line stoppages cleared with cable machines and hydro-jetting.",
    icon: "drain",
    slug: "drain-cleaning",
    image: "/images/services/drain-cleaning.svg",
  },
  {
    title: "Garbage Disposals",
    description:
      "Jammed, humming or leaking disposals repaired, and new units installed, connected and leak-tested.",
    icon: "disposal",
    slug: "garbage-disposal",
    image: "/images/services/garbage-disposal.svg",
  },
  {
    title: "Faucets",
    description:
      "Dripping or stiff faucets repaired and new kitchen, bath and outdoor faucets installed, including the supply lines.",
    icon: "faucet",
    slug: "faucets",
    image: "/images/services/faucets.svg",
  },
  {
    title: "Showers",
    description:
      "Leaking valves, weak flow and scalding swings fixed; cartridges, valves and shower heads replaced.",
    icon: "shower",
    slug: "showers",
    image: "/images/services/showers.svg",
  },
  {
    title: "Toilets",
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
