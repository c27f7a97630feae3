import { servicePath, type ServiceSlug } from "@/content/services";

// The top-level city landing pages (/water-heater-installation-mesa-az …). A new one is one entry
// here: the [landing] route, its metadata, the sitemap and the /service-areas/{city}/{kind}
// redirect all read this list. Their shared body copy lives in content/city-page-copy.ts.

export type CityPageKind = "water-heater" | "water-softener";

export type CityPage = {
  /** The URL segment at the top level of the site. */
  slug: string;
  kind: CityPageKind;
  /** Slug of the city in content/service-areas.ts. */
  area: string;
  /** <title> and h1. */
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  keywords: readonly string[];
  /** Line under the h1. */
  lead: string;
  /** A paragraph about this service in this city, so each page says something of its own. */
  localNote: string;
};

const entries: CityPage[] = [
  {
    slug: "water-heater-installation-mesa-az",
    kind: "water-heater",
    area: "mesa",
    title: "Water Heater Installation in Mesa, AZ",
    description:
      "Water heater installation and repair in Mesa, AZ: gas, electric and tankless, installed to code by a licensed, family-owned team. Upfront prices.",
    keywords: [
      "water heater installation Mesa AZ",
      "water heater replacement Mesa",
      "tankless water heater Mesa",
      "water heater repair Mesa",
    ],
    lead: "Gas, electric and tankless water heaters installed and repaired across Mesa, usually the same day you call.",
    localNote:
      "Mesa's houses run from 1970s ranch homes in Dobson Ranch to new builds in Eastmark, and so do their water heaters: gas tanks in garages, electric units in hall closets and a growing number of tankless conversions. When we replace a heater in an older Mesa home we check the venting, gas connector, expansion tank and drain pan at the same visit, bring them up to current code where needed, and haul the old tank away.",
  },
  {
    slug: "water-heater-installation-tempe-az",
    kind: "water-heater",
    area: "tempe",
    title: "Water Heater Installation in Tempe, AZ",
    description:
      "Water heater installation and repair in Tempe, AZ for homeowners and rental owners: same-day replacement, tankless upgrades, licensed and insured.",
    keywords: [
      "water heater installation Tempe AZ",
      "water heater replacement Tempe",
      "rental water heater replacement",
      "tankless water heater Tempe",
    ],
    lead: "Water heater replacement, repair and tankless upgrades for Tempe homes and rentals, from Maple-Ash to south Tempe.",
    localNote:
      "In Tempe's older homes the water heater often sits in a tight closet or an outside cabinet built for a smaller tank, with gas piping and venting from an earlier code. We measure before we quote so the new heater fits. For rentals near ASU we can usually replace a failed heater the same day, so tenants are not left without hot water and owners get a written price first.",
  },
  {
    slug: "water-heater-installation-gilbert-az",
    kind: "water-heater",
    area: "gilbert",
    title: "Water Heater Installation in Gilbert, AZ",
    description:
      "Water heater installation in Gilbert, AZ: honest repair-or-replace advice, gas and electric tanks, tankless sizing and same-day service.",
    keywords: [
      "water heater installation Gilbert AZ",
      "water heater replacement Gilbert",
      "tankless water heater Gilbert",
      "water heater repair Gilbert",
    ],
    lead: "New water heaters, repairs and tankless conversions for Gilbert homes, from Val Vista Lakes to Power Ranch and Seville.",
    localNote:
      "Many Gilbert homes from the 2000s building boom still have their first or second water heater, usually a 40- or 50-gallon gas tank in the garage. If yours leaks at the base, rumbles or runs out of hot water sooner than it used to, it is probably near the end. We tell you honestly whether a repair is worth it, and we size a tankless unit if your household has outgrown the tank.",
  },
  {
    slug: "water-heater-installation-scottsdale-az",
    kind: "water-heater",
    area: "scottsdale",
    title: "Water Heater Installation in Scottsdale, AZ",
    description:
      "Water heater and tankless installation in Scottsdale, AZ, with recirculation for larger homes. Licensed, insured and family owned; upfront pricing.",
    keywords: [
      "water heater installation Scottsdale AZ",
      "tankless water heater Scottsdale",
      "hot water recirculation Scottsdale",
      "water heater repair Scottsdale",
    ],
    lead: "Tank and tankless water heaters, recirculation pumps and repairs for Scottsdale homes, from McCormick Ranch to DC Ranch.",
    localNote:
      "Larger Scottsdale homes often run two water heaters or a recirculation loop, and many owners are weighing a move to tankless. We size a tankless unit by the number of fixtures that run at the same time, check that the gas line can supply it, and set up recirculation so the farthest bathroom gets hot water quickly instead of after a minute of running the tap.",
  },
  {
    slug: "water-softener-installation-gilbert-az",
    kind: "water-softener",
    area: "gilbert",
    title: "Water Softener Installation in Gilbert, AZ",
    description:
      "Water softener installation, repair and upgrades in Gilbert, AZ. Water testing, right-sized systems and salt management for hard East Valley water.",
    keywords: [
      "water softener installation Gilbert AZ",
      "water softener repair Gilbert",
      "hard water Gilbert",
      "water softener loop Gilbert",
    ],
    lead: "Softeners tested, sized and installed for Gilbert's hard water, plus repairs, upgrades and salt system care.",
    localNote:
      "Many newer Gilbert homes were built with a softener loop already plumbed in the garage, which keeps an installation quick and tidy. In older homes around the Heritage District and Val Vista Lakes we add the loop, a bypass valve and a proper drain connection as part of the job.",
  },
  {
    slug: "water-softener-installation-chandler-az",
    kind: "water-softener",
    area: "chandler",
    title: "Water Softener Installation in Chandler, AZ",
    description:
      "Water softener installation in Chandler, AZ for homes and businesses: water testing, sizing, repairs, upgrades and salt management.",
    keywords: [
      "water softener installation Chandler AZ",
      "water softener repair Chandler",
      "commercial water softener Chandler",
      "hard water Chandler",
    ],
    lead: "Water softeners for Chandler homes and businesses, sized from a water test and kept running with regular care.",
    localNote:
      "In Chandler we install softeners in homes from Ocotillo to downtown, and for businesses whose dishwashers, ice machines and coffee equipment suffer from scale. We test your water first and size the system to your hardness and use, so it regenerates no more often than it needs to and saves salt and water.",
  },
];

export const cityPages = entries.map((entry) => ({
  ...entry,
  path: `/${entry.slug}`,
}));

export function findCityPage(slug: string) {
  return cityPages.find((page) => page.slug === slug);
}

export const cityServiceKinds: readonly CityPageKind[] = [
  "water-heater",
  "water-softener",
];

/** Where a city without its own page is sent: the general page that serves the same need. */
const generalServiceFor: Record<CityPageKind, ServiceSlug> = {
  "water-heater": "water-heater-services",
  "water-softener": "water-softener",
};

/** The link area pages carry ("/service-areas/mesa/water-heater"). */
export function cityServicePath(area: string, kind: CityPageKind): string {
  return `/service-areas/${area}/${kind}`;
}

/** Where that link lands: the city page if one exists, otherwise the general service page. */
export function cityServiceTarget(area: string, kind: CityPageKind): string {
  const page = cityPages.find((p) => p.area === area && p.kind === kind);
  return page ? page.path : servicePath(generalServiceFor[kind]);
}
