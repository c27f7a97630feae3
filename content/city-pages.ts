import { servicePath, type ServiceSlug } from "@/content/services";

// The top-level city landing pages (/water-heater-installation-mesa-az …). A new one is one entry
// here: the [landing] route, its metadata, the sitemap and the /service-areas/{city}/{kind}
// redirect all read this list. Their shared body copy lives in content/city-page-copy.ts.
//
// Each page's `localNote` and `localSections` are what is true of that city alone. Every fact in
// them carries its source in a comment beside it (cited from general knowledge, on a machine
// without network: each names the document where a reader can check it). No hardness figure is
// printed for a city: the readers are sent to their utility's annual report, which every public
// water system must publish (US EPA Consumer Confidence Report Rule, 40 CFR 141 Subpart O, 1998).
// The East Valley hardness range of the specification stays a regional figure, on the softener
// pages' note only (app/[landing]/_components/water-softener-city-page.tsx).

export type CityPageKind = "water-heater" | "water-softener";

/** A block of copy about this city only: its water, its houses, what that means for the job. */
export type LocalSection = {
  heading: string;
  paragraphs: readonly string[];
};

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
  /** A paragraph about this service in this city, under the first heading. */
  localNote: string;
  /** The page's own sections, each an h2 with its paragraphs. */
  localSections: readonly LocalSection[];
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
    localSections: [
      {
        heading: "Where Mesa's tap water comes from",
        // City of Mesa Water Resources Department, 2024 Water Quality Report: the sources of
        // supply (SRP's Salt and Verde river water, CAP Colorado River water, city wells).
        paragraphs: [
          "Mesa's water is delivered by the City of Mesa Water Resources Department, and it is a blend of three sources: Salt and Verde river water brought by SRP's canals, Colorado River water carried by the Central Arizona Project, and groundwater pumped from city wells. The blend can differ from one part of Mesa to another and from season to season, so a reading taken in west Mesa need not match one taken out by Eastmark.",
          "To see what your own water carries, open the City of Mesa's annual Water Quality Report and look for hardness. It is worth the minute before you choose a new heater: the harder the water, the more often a tank needs flushing and a tankless unit needs descaling. On the visit we can test the water at your tap as well.",
        ],
      },
      {
        heading: "Dobson Ranch, Eastmark and the houses in between",
        // Dobson Ranch (west Mesa) built from the 1970s: Maricopa County Assessor, parcel
        // year-built records. Eastmark, master-planned on the former General Motors Desert
        // Proving Ground: DMB Associates, Eastmark community history.
        paragraphs: [
          "Dobson Ranch in west Mesa was built from the 1970s, so its homes have been through several water heaters by now, and the space around the current one was laid out for the tank and the code of its day. A replacement there is the right moment to deal with what aged alongside the house: a shut-off valve that no longer closes, a corroded gas connector, a relief line that drains nowhere useful.",
          "Eastmark, in southeast Mesa, is a newer master-planned community on the land of the former General Motors proving ground. In a home that young the heater is usually the one the builder installed, and looking after it is simple: flush out the sediment hard water leaves at the bottom of the tank, check the anode rod, and confirm the house pressure is where it should be.",
        ],
      },
      {
        heading: "Gas service in Mesa and tankless conversions",
        // City of Mesa Energy Resources Department: the city's own natural gas utility; other
        // Mesa addresses are served by Southwest Gas (City of Mesa, gas service area map).
        paragraphs: [
          "Mesa is one of the few Arizona cities with a natural gas utility of its own, run by the City of Mesa Energy Resources Department; other Mesa addresses get their gas from Southwest Gas. A gas tankless heater burns far more gas at full output than a tank heater does, so before a conversion we check that your gas line and meter can supply it. If the meter has to be upgraded, that request goes to whichever of the two sends your gas bill, and we tell you before the work starts.",
        ],
      },
    ],
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
    localSections: [
      {
        heading: "Tempe's water and how hard it is",
        // City of Tempe, 2024 Water Quality Report: mostly surface water (SRP's Salt and Verde,
        // CAP Colorado River), with some groundwater from city wells.
        paragraphs: [
          "The City of Tempe treats and delivers its own water. Most of it is surface water, from the Salt and Verde rivers by way of SRP's canals and from the Colorado River by way of the Central Arizona Project, and city wells add some groundwater.",
          "Tempe's yearly Water Quality Report lists the hardness of that supply. Look it up before you settle on a tankless heater or a softener: the number tells you how fast scale will coat a heat exchanger or settle in a tank, and so how often the heater will need maintenance.",
        ],
      },
      {
        heading: "Older homes in Maple-Ash and around ASU",
        // Tempe is surrounded by neighboring cities and the Salt River Pima-Maricopa Indian
        // Community, and largely built out: City of Tempe, General Plan 2040. Maple-Ash, an older
        // neighborhood near downtown and ASU: City of Tempe, Historic Preservation Office.
        paragraphs: [
          "Tempe is surrounded by its neighbors and has had little open land to build on for years, so much of its housing is older than in the suburbs to the south and east. Maple-Ash, near downtown and Arizona State University, is one of its older neighborhoods, and homes there and on the streets around it may still have galvanized steel pipe somewhere in the house.",
          "Galvanized pipe rusts from the inside, and where it meets a water heater it is a common source of leaks and rusty hot water. When we replace a heater in a home of that age we look at the pipe around it and tell you whether the connections should be replaced at the same visit, before the new tank goes in.",
        ],
      },
      {
        heading: "Hot water in Tempe rentals",
        // A.R.S. § 33-1324(A): the landlord supplies running water and reasonable amounts of hot
        // water at all times (Arizona Residential Landlord and Tenant Act).
        paragraphs: [
          "Many Tempe houses near campus are rentals, and under Arizona's Residential Landlord and Tenant Act the landlord must supply running water and reasonable amounts of hot water at all times. A failed heater in a rental is urgent for the owner as well as the tenant. Owners and property managers can request a visit for a tenant's home and get the price up front, as every customer does.",
        ],
      },
    ],
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
      "Many Gilbert homes from the 2000s building boom still have their first or second water heater. If yours leaks at the base, rumbles or runs out of hot water sooner than it used to, it is probably near the end. We tell you honestly whether a repair is worth it, and we size a tankless unit if your household has outgrown the tank.",
    localSections: [
      {
        heading: "Gilbert's water comes from the Town",
        // Gilbert is incorporated as a town (Town of Gilbert). Town of Gilbert, 2024 Water
        // Quality Report: sources of supply (SRP, CAP, groundwater from Town wells).
        paragraphs: [
          "Gilbert is incorporated as a town rather than a city, and the Town of Gilbert is also your water utility. What comes out of your tap is a mix of Salt and Verde river water from SRP, Colorado River water from the Central Arizona Project and groundwater from the Town's own wells.",
          "Every year the Town publishes a Water Quality Report that includes the hardness of its water. Read it with your heater's age in mind: a tank that rumbles while it heats is boiling water through a layer of hard-water sediment, and the harder the supply, the sooner that layer builds up again after a flush.",
        ],
      },
      {
        heading: "Val Vista Lakes, Power Ranch and Seville",
        // Val Vista Lakes built from the 1980s; Power Ranch and Seville in the 2000s: Maricopa
        // County Assessor, parcel year-built records.
        paragraphs: [
          "Gilbert's houses come in two main ages. Val Vista Lakes, built around its lakes from the 1980s, and the streets near the Heritage District are on their second or later water heater, and a replacement there can mean bringing the vent, the gas connector or the relief line up to today's code.",
          "Power Ranch and Seville filled in during the 2000s, and many of their homes still have the builder's heater or its first replacement. Those tanks are old enough to watch: we suggest a professional look at any water heater more than five years old, before a slow leak soaks a garage wall or a closet floor.",
        ],
      },
    ],
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
    localSections: [
      {
        heading: "Scottsdale Water and your hardness",
        // Scottsdale Water (City of Scottsdale), 2024 Water Quality Report: CAP Colorado River
        // water, SRP's Salt and Verde river water and groundwater; reclaimed water delivered for
        // golf course irrigation.
        paragraphs: [
          "The City of Scottsdale runs its own utility, Scottsdale Water, which supplies a mix of Colorado River water from the Central Arizona Project, Salt and Verde river water from SRP, and groundwater. The city also treats its wastewater for reuse, and much of that reclaimed water irrigates golf courses rather than reaching anyone's tap.",
          "Scottsdale Water's annual Water Quality Report gives the hardness of its supply. If you own a tankless heater, that figure decides its upkeep: descaling once a year is our minimum, and harder water is the reason to keep to it without skipping a year.",
        ],
      },
      {
        heading: "McCormick Ranch, Gainey Ranch and DC Ranch",
        // McCormick Ranch built from the 1970s and Gainey Ranch in the 1980s, both
        // master-planned; DC Ranch newer, by the McDowell Mountains: Maricopa County Assessor,
        // parcel year-built records.
        paragraphs: [
          "McCormick Ranch, one of Scottsdale's early master-planned communities, was built from the 1970s, and Gainey Ranch followed in the 1980s. Their homes have replaced water heaters more than once, and a switch to tankless there often means a larger gas line and a new vent route through a wall or roof that was never planned for one.",
          "DC Ranch, toward the McDowell Mountains, is newer, and a larger home there may have two heaters or a recirculation loop. The work then is keeping them in tune: descaling, replacing a worn recirculation pump, and setting its timer or sensor so it runs when you want hot water rather than around the clock.",
        ],
      },
    ],
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
    localSections: [
      {
        heading: "Finding your hardness in Gilbert",
        // Town of Gilbert, 2024 Water Quality Report: sources (SRP, CAP, Town wells) and hardness.
        // 1 grain per gallon = 17.1 mg/L as calcium carbonate: Water Quality Association,
        // hardness conversion.
        paragraphs: [
          "Gilbert's water utility is the Town itself. It blends surface water from the Salt and Verde rivers, delivered by SRP, with Colorado River water from the Central Arizona Project and groundwater from Town wells. Because each source carries its own minerals, the hardness at your tap depends on the blend you get.",
          "The Town's yearly Water Quality Report gives the hardness. Softeners are set in grains per gallon; if the report uses milligrams per liter, divide by 17.1 to convert. We still test at your tap before we size or program a softener, because your home's water is the one that counts.",
        ],
      },
      {
        heading: "Less salt for the water Gilbert reuses",
        // The Town of Gilbert reuses its treated wastewater for irrigation and aquifer recharge,
        // including the recharge basins of the Riparian Preserve at Water Ranch: Town of
        // Gilbert, reclaimed water program.
        paragraphs: [
          "Gilbert treats its wastewater and puts it back to use, for irrigation and to recharge the aquifer at places like the Riparian Preserve at Water Ranch. The salt a softener flushes out each time it regenerates goes down the drain and into that water. A softener set to the hardness your water really has, rather than to a guess, regenerates only as often as it must and sends less salt down the drain, which is easier on your budget and on the water the Town reuses.",
        ],
      },
    ],
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
    localSections: [
      {
        heading: "What Chandler's water report tells you",
        // City of Chandler, 2024 Water Quality Report: sources (SRP's Salt and Verde, CAP
        // Colorado River, city wells) and hardness. 17.1 mg/L as calcium carbonate = 1 grain per
        // gallon: Water Quality Association, hardness conversion.
        paragraphs: [
          "The City of Chandler supplies water drawn from three places: the Salt and Verde rivers through SRP, the Colorado River through the Central Arizona Project, and city wells. Its Water Quality Report, published every year, includes hardness among its figures; 17.1 milligrams per liter equals one grain per gallon, the unit a softener's setting uses.",
          "For a business, that figure and the day's water use decide the size of the softener; for a home, the number of people living there does the same job. We test on site either way, since the report describes the city's water and a test describes yours.",
        ],
      },
      {
        heading: "From downtown Chandler to Ocotillo and Sun Lakes",
        // Chandler founded in 1912: City of Chandler, city history. Sun Lakes, an unincorporated
        // retirement community just south of Chandler: Maricopa County.
        paragraphs: [
          "Chandler was founded in 1912, and the homes around its historic downtown are among the oldest we work in; a softener there usually needs the loop, a drain and a bypass added first. South Chandler's newer communities, Ocotillo and Fulton Ranch among them, often have a softener loop in the garage already, so the new unit connects to what is there.",
          "Just south of the city, Sun Lakes is an unincorporated retirement community, and not everyone there wants to lift heavy bags of salt into a brine tank. Ask about salt system management: we set the dose and the regeneration schedule so the softener uses no more salt than it needs.",
        ],
      },
    ],
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
