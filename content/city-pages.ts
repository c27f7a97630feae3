import { servicePath, type ServiceSlug } from "@/content/services";

// The top-level city landing pages (/water-heater-installation-mesa-az …). A new one is one entry
// here: the [landing] route, its metadata, the sitemap and the /service-areas/{city}/{kind}
// redirect all read this list. Their shared body copy lives in content/city-page-copy.ts.
//
// Each page's `localNote` and `localSections` are what is true of that city alone. Every fact in
// them carries, in a comment beside it, the page where it was read and the date it was read, and
// says only what that page says; a fact no page backed was cut. The annual water quality reports
// are the Consumer Confidence Reports that community water systems must send their customers
// (40 CFR 141.151(a)-(b): "this subpart applies only to community water systems", read at
// https://www.law.cornell.edu/cfr/text/40/141.151 on 2026-11-27). A page says a report gives the
// hardness only where the report read does (Mesa's); elsewhere it sends the reader to the utility
// or to a test at the tap. No hardness range is printed for the whole East Valley.

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
      "Water heater installation and repair in Mesa, AZ: gas, electric and tankless, installed to code by a licensed, family-owned company. Upfront prices.",
    keywords: [
      "water heater installation Mesa AZ",
      "water heater replacement Mesa",
      "tankless water heater Mesa",
      "water heater repair Mesa",
    ],
    lead: "Gas, electric and tankless water heaters installed and repaired across Mesa, with same-day service available.",
    localNote:
      "Mesa's houses run from 1970s ranch homes in Dobson Ranch to new builds in Eastmark, and so do their water heaters: gas tanks in garages, electric units in hall closets and a growing number of tankless conversions. When we replace a heater in an older Mesa home we check the venting, gas connector, expansion tank and drain pan at the same visit, bring them up to current code where needed, and haul the old tank away.",
    localSections: [
      {
        heading: "Where Mesa's tap water comes from",
        // City of Mesa Water Resources, "2024 Water Quality Consumer Confidence Report", Water
        // FAQ's 2 and 4: three primary sources (CAP Colorado River, SRP Salt and Verde rivers,
        // groundwater), the water received depends on where you live; average hardness about
        // 12 gpg in the City Zone and 16 gpg in the Eastern and Southern Zones, softeners set at
        // 16 gpg and then adjusted. https://issuu.com/mesawaterresources/docs/2024_water_quality_consumer_confidence_report
        // (read 2026-11-27).
        paragraphs: [
          "Mesa's water comes from the City of Mesa Water Resources Department, and it is drawn from three sources: Salt and Verde river water delivered by SRP, Colorado River water carried by the Central Arizona Project, and groundwater. The water you receive depends on where you live in Mesa, so a reading taken in west Mesa need not match one taken out by Eastmark.",
          "The city's 2024 Water Quality Report gives the hardness by zone: an average of about 12 grains per gallon in the City Zone and 16 in the Eastern and Southern Zones, with a map to find yours. It is worth the minute before you choose a new heater: the harder the water, the more often a tank needs flushing and a tankless unit needs descaling. On the visit we can test the water at your tap as well.",
        ],
      },
      {
        heading: "Dobson Ranch, Eastmark and the houses in between",
        // Dobson Ranch: a 2,000-acre master-planned community in southwest Mesa whose first model
        // homes went on display in October 1973. The Arizona Republic, "Mesa's master-planned
        // Dobson Ranch grapples with middle age" (2013),
        // http://archive.azcentral.com/community/mesa/articles/20130903mesas-masterplanned-dobson-ranch-grapples-with-middle-age.html
        // (read 2026-11-27).
        // Eastmark: five square miles of southeast Mesa, the former General Motors Desert Proving
        // Ground. "The History of Eastmark", https://residents.eastmark.com/the-history-of-eastmark/
        // (read 2026-11-27).
        paragraphs: [
          "Dobson Ranch in southwest Mesa put its first model homes on display in 1973, so its houses have been through several water heaters by now, and the space around the current one was laid out for the tank and the code of its day. A replacement there is the right moment to deal with what aged alongside the house: a shut-off valve that no longer closes, a corroded gas connector, a relief line that drains nowhere useful.",
          "Eastmark, in southeast Mesa, is a master-planned community on the land of the former General Motors Desert Proving Ground. In a home that young the heater is usually the one the builder installed, and looking after it is simple: flush out the sediment hard water leaves at the bottom of the tank, check the anode rod, and confirm the house pressure is where it should be.",
        ],
      },
      {
        heading: "Gas service in Mesa and tankless conversions",
        // City of Mesa Energy Resources Department, "Business Objective: Gas": the city's natural
        // gas utility, established in 1917, serves about 107 square miles in Mesa and 227 in
        // Pinal County. https://data.mesaaz.gov/stories/s/cem8-5mni (read 2026-11-27).
        paragraphs: [
          "Mesa runs a natural gas utility of its own: the City of Mesa Energy Resources Department, which has delivered gas since 1917 and serves about 107 square miles of the city. A gas tankless heater burns far more gas at full output than a tank heater does, so before a conversion we check that your gas line and meter can supply it. If the meter has to be upgraded, that request goes to whichever gas company sends your bill, and we tell you before the work starts.",
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
      "Water heater installation and repair in Tempe, AZ for homeowners and rental owners: same-day service available, tankless upgrades, licensed and insured.",
    keywords: [
      "water heater installation Tempe AZ",
      "water heater replacement Tempe",
      "rental water heater replacement",
      "tankless water heater Tempe",
    ],
    lead: "Water heater replacement, repair and tankless upgrades for Tempe homes and rentals, from Maple-Ash to south Tempe.",
    localNote:
      "In Tempe's older homes the water heater often sits in a tight closet or an outside cabinet built for a smaller tank, with gas piping and venting from an earlier code. We measure before we quote so the new heater fits. For rentals near ASU, same-day service is available when a heater fails, and owners get a written price first.",
    localSections: [
      {
        heading: "Tempe's water and how hard it is",
        // City of Tempe, "Tempe's water in compliance with safe drinking water requirements"
        // (2017-08-10): Public Works - Water Utilities, its water treatment plants, and wells
        // that blend groundwater with surface water throughout the system.
        // https://www.tempe.gov/Home/Components/News/News/8777/ (read 2026-11-29). The sources
        // of the surface water and which is harder were read only on a bare IP address's copy
        // of a city page, so they were cut (issue 55).
        paragraphs: [
          "The City of Tempe runs its own water utility: it treats surface water at its water treatment plants, and its wells can blend groundwater into the system.",
          "What reaches your tap is a blend, and its hardness can change with it, which is why we test the water on the visit before you settle on a tankless heater or a softener: the number tells you how fast scale will coat a heat exchanger or settle in a tank, and so how often the heater will need maintenance.",
        ],
      },
      {
        heading: "Older homes in Maple-Ash and around ASU",
        // Maple-Ash, west of campus, Tempe's oldest surviving neighborhood, most of its homes
        // built between 1920 and 1960: The State Press, "Oldest Tempe neighborhood torn between
        // past and future" (2006),
        // https://www.statepress.com/article/2006/10/oldest-tempe-neighborhood-torn-between-past-and-future
        // (read 2026-11-27).
        paragraphs: [
          "Maple-Ash, between downtown and Arizona State University, is Tempe's oldest surviving neighborhood, with most of its homes built between 1920 and 1960.",
          "In a house of that age, look at what the pipe around the heater is made of. Galvanized steel pipe rusts from the inside, and where it meets a water heater it is a common source of leaks and rusty hot water. When we replace a heater in an older home we look at the pipe around it and tell you whether the connections should be replaced at the same visit, before the new tank goes in.",
        ],
      },
      {
        heading: "Hot water in Tempe rentals",
        // A.R.S. § 33-1324(A)(6), with its exception, and (C): "Arizona Landlord and Tenant
        // Duties", National Conference of State Legislatures,
        // https://www.ncsl.org/research/environment-and-natural-resources/arizona-landlord-and-tenant-duties.aspx
        // (read 2026-11-27); the same paragraph 6 in the statute as amended by SB 1474 (2011),
        // http://www.azleg.gov/legtext/50leg/1r/bills/sb1474p.htm (read 2026-11-27).
        paragraphs: [
          "Many Tempe houses near campus are rentals. Arizona's Residential Landlord and Tenant Act (A.R.S. § 33-1324) has the landlord supply running water and reasonable amounts of hot water at all times, except where the hot water comes from an installation in the tenant's exclusive control that is supplied by a direct public utility connection. In a single-family rental, landlord and tenant may also agree in writing that the tenant takes on that duty. Where the duty is the owner's, a failed heater is urgent for the owner as well as the tenant. Owners and property managers can request a visit for a tenant's home and get the price up front, as every customer does.",
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
      "Water heater installation in Gilbert, AZ: honest repair-or-replace advice, gas and electric tanks, tankless sizing and same-day service available.",
    keywords: [
      "water heater installation Gilbert AZ",
      "water heater replacement Gilbert",
      "tankless water heater Gilbert",
      "water heater repair Gilbert",
    ],
    lead: "New water heaters, repairs and tankless conversions for Gilbert homes, from Val Vista Lakes to Power Ranch and Seville.",
    // Gilbert issued from nearly 2,800 building permits a year upward from 2000 to 2007: Community
    // Impact, "Homebuilding in Gilbert remains steady since recession" (2018),
    // https://communityimpact.com/phoenix/gilbert/development-construction/2018/11/30/homebuilding-in-gilbert-remains-steady-since-recession/
    // (read 2026-11-27).
    localNote:
      "Many Gilbert homes from the 2000s building boom still have their first or second water heater. If yours leaks at the base, rumbles or runs out of hot water sooner than it used to, it is probably near the end. We tell you honestly whether a repair is worth it, and we size a tankless unit if your household has outgrown the tank.",
    localSections: [
      {
        heading: "Gilbert's water comes from the Town",
        // Town of Gilbert, "Summer Storms and Your Water Quality" (2015): surface water from SRP
        // and CAP canals, treated at the North and SanTan Vista plants, supplemented with
        // groundwater from the Town's seventeen well sites.
        // https://www.gilbertaz.gov/Home/Components/News/News/971/17?backlist=%2F (read 2026-11-27).
        paragraphs: [
          "Gilbert is still a town, the Town of Gilbert, and the Town is also your water utility. What comes out of your tap is surface water from SRP's and the Central Arizona Project's canals, treated at one of the Town's two plants, North and SanTan Vista, and mixed with groundwater from the Town's own wells.",
          "If the Town's yearly water quality report gives no hardness figure, ask the Town's water department, or let us test at your tap. Read that number with your heater's age in mind: a tank that rumbles while it heats is boiling water through a layer of hard-water sediment, and the harder the supply, the sooner that layer builds up again after a flush.",
        ],
      },
      {
        heading: "Val Vista Lakes, Power Ranch and Seville",
        // Val Vista Lakes: CC&Rs filed in April 1985, Gilbert's first lake subdivision. The
        // Arizona Republic, "How Val Vista Lakes was built in Gilbert" (2015),
        // https://www.azcentral.com/story/news/local/gilbert/2015/06/18/val-vista-lakes-built-gilbert-cbt/28839283/
        // (read 2026-11-27). Power Ranch "nears completion after 15 years": The Arizona Republic,
        // "7 new housing subdivisions coming to Gilbert area" (2014),
        // https://www.azcentral.com/story/news/local/gilbert/2014/10/20/new-housing-subdivisions-coming-to-gilbert-queen-creek/17620843/
        // (read 2026-11-27).
        paragraphs: [
          "Gilbert's houses come in two main ages. Val Vista Lakes, the town's first lake subdivision, dates from the mid-1980s, and its homes have had time to go through more than one water heater; a replacement there can mean bringing the vent, the gas connector or the relief line up to today's code.",
          "Power Ranch took about fifteen years to build out, into the 2010s, and many homes there and in the neighborhoods around it still have the builder's heater or its first replacement. Those tanks are old enough to watch: we suggest a professional look at any water heater more than five years old, before a slow leak soaks a garage wall or a closet floor.",
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
        // Scottsdale Water publishes its annual Water Quality Report every July, with where the
        // water comes from and how it is treated: City of Scottsdale, "Scottsdale Water: Safe,
        // affordable drinking water",
        // https://www.scottsdaleaz.gov/news/scottsdale-water-Safe-affordable-drinking-water_s4_p24576
        // (read 2026-11-29). Reclaimed water irrigates golf courses north of the CAP canal:
        // City of Scottsdale, "Reclaimed Water", http://www.scottsdaleaz.gov/Page8406.aspx (read
        // 2026-11-27). Rebates for removing softeners, because salinity is not removed in
        // standard wastewater treatment: Water Environment Federation, Utility of the Future
        // Today honoree summary, https://www.wefnet.org/SummaryUoTFTodayHonorees/FLASH/data/481.html
        // (read 2026-11-27).
        paragraphs: [
          "The City of Scottsdale runs its own utility, Scottsdale Water, and its yearly Water Quality Report explains where your water comes from and how it is treated. The city also treats its wastewater for reuse, and much of that reclaimed water irrigates golf courses in north Scottsdale rather than reaching anyone's tap.",
          "Scottsdale Water has even offered rebates for removing water softeners, because the salt they send down the drain is not removed by ordinary wastewater treatment. So ask Scottsdale Water for your hardness, or let us test at the tap. If you own a tankless heater, that figure decides its upkeep: descaling once a year is our minimum, and harder water is the reason to keep to it without skipping a year.",
        ],
      },
      {
        heading: "McCormick Ranch, Gainey Ranch and DC Ranch",
        // McCormick Ranch, Scottsdale's first master-planned community, 50 years old in 2022; the
        // ranch was sold to Kaiser-Aetna in 1970: Scottsdale Airpark News, "Remember when" (2022),
        // https://scottsdaleairpark.com/remember-when-waxing-nostalgic-on-50-years-of-mccormick-ranch-memories/
        // (read 2026-11-27). Gainey Ranch's sale for homes was read only on a blog's copy, so it
        // was cut (issue 55). DC Ranch developed by the Marley family and DMB from the 1990s:
        // DMB, "Legacy Property: DC Ranch", https://dmbinc.com/legacy-property-dc-ranch/ (read
        // 2026-11-27).
        paragraphs: [
          "McCormick Ranch, Scottsdale's first master-planned community, marked its 50th year in 2022, and its houses have replaced water heaters more than once, and a switch to tankless there often means a larger gas line and a new vent route through a wall or roof that was never planned for one.",
          "DC Ranch, developed from the 1990s, is newer, and a larger home there may have two heaters or a recirculation loop. The work then is keeping them in tune: descaling, replacing a worn recirculation pump, and setting its timer or sensor so it runs when you want hot water rather than around the clock.",
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
        // Sources: Town of Gilbert, "Summer Storms and Your Water Quality" (2015),
        // https://www.gilbertaz.gov/Home/Components/News/News/971/17?backlist=%2F (read
        // 2026-11-27). "multiply gpg x 17.1" for ppm as calcium carbonate: Aqua Serve, "How hard
        // is your water", https://aquaserve4u.com/1013-2/news/ (read 2026-11-27).
        paragraphs: [
          "Gilbert's water utility is the Town itself. It treats surface water brought by SRP's and the Central Arizona Project's canals and mixes in groundwater from Town wells. Because each source carries its own minerals, the hardness at your tap depends on the blend you get.",
          "Softeners are set in grains per gallon. If a figure you find is in milligrams per liter (parts per million) as calcium carbonate, divide by 17.1 to convert. We still test at your tap before we size or program a softener, because your home's water is the one that counts.",
        ],
      },
      {
        heading: "Less salt for the water Gilbert reuses",
        // Gilbert's recharge basins at the Riparian Preserve at Water Ranch and its commitment to
        // use all of its treated wastewater: Water - Use It Wisely, "Celebrate Arizona Water:
        // Riparian Preserve at Water Ranch" (2016),
        // https://wateruseitwisely.com/blog/celebrate-arizona-water-riparian-preserve-water-ranch/
        // (read 2026-11-27). Salinity is not removed in standard wastewater treatment: Water
        // Environment Federation, https://www.wefnet.org/SummaryUoTFTodayHonorees/FLASH/data/481.html
        // (read 2026-11-27).
        paragraphs: [
          "Gilbert puts its treated wastewater back to use, and much of it soaks back into the aquifer through the recharge basins of the Riparian Preserve at Water Ranch. The salt a softener flushes out each time it regenerates goes down the drain and into that water, and ordinary wastewater treatment does not take it out. A softener set to the hardness your water really has, rather than to a guess, regenerates only as often as it must and sends less salt down the drain, which is easier on your budget and on the water the Town reuses.",
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
        heading: "Chandler's water report and your softener",
        // City of Chandler, "Water Quality": the City's Water Quality Specialists test the
        // drinking water every day, and it publishes a yearly Water Quality Report.
        // https://www.chandleraz.gov/residents/water/water-quality?pageid=44 (read 2026-11-29). The
        // report's sources and well count were read only on a copy on vdocuments.us, so they
        // were cut (issue 55). 17.1: Aqua Serve, https://aquaserve4u.com/1013-2/news/ (read
        // 2026-11-27).
        paragraphs: [
          "The City of Chandler tests its drinking water every day and publishes a yearly water quality report on it. Hardness is set on a softener in grains per gallon; a figure in milligrams per liter as calcium carbonate divides by 17.1 to give it.",
          "For a business, that figure and the day's water use decide the size of the softener; for a home, the number of people living there does the same job. We test on site either way, since the report describes the city's water and a test describes yours.",
        ],
      },
      {
        heading: "From downtown Chandler to Ocotillo and Sun Lakes",
        // Chandler was founded on May 16, 1912, the day Dr. A.J. Chandler opened a land sale
        // office: City of Chandler, "City of Chandler celebrates centennial of its incorporation
        // throughout February" (2020-02-05),
        // https://www.chandleraz.gov/news-center/city-chandler-celebrates-centennial-its-incorporation-throughout-february
        // (read 2026-11-29).
        paragraphs: [
          "Chandler was founded in 1912, when Dr. A.J. Chandler opened a land sale office for his new town, and the homes around its historic downtown are among the oldest we work in; a softener there usually needs the loop, a drain and a bypass added first. Many newer homes have a softener loop in the garage already, so the new unit connects to what is there.",
          "Down toward Sun Lakes and across the city, not everyone wants to lift heavy bags of salt into a brine tank. Ask about salt system management: we set the dose and the regeneration schedule so the softener uses no more salt than it needs.",
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
