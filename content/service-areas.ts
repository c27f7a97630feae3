// The 12 communities of the service area (cities and towns, Ahwatukee in the City of Phoenix, and
// the unincorporated Gold Canyon and San Tan Valley) and the copy of their /service-areas/{slug}
// pages. A new one is one entry here: menus, footer, JSON-LD areaServed, the area route, its
// metadata, the sitemap and the /service-areas/{slug}/water-heater|water-softener links all read
// this list.

export type ServiceArea = {
  /** City name as written on the page. */
  name: string;
  /** Lowercase URL segment under /service-areas/. */
  slug: string;
  /** Canonical path of the city's page. */
  path: string;
  /** An older address that serves the same page; its canonical is still `path`. */
  aliasPath?: `/service-area-${string}-az`;
  /** Where the place sits, shown on the service-area card. */
  region: string;
  /** Meta description, at most 160 characters. */
  description: string;
  keywords: readonly string[];
  /** Line under the page's h1. */
  lead: string;
  /** Two paragraphs about plumbing in this particular place. */
  intro: readonly [string, string];
  /** Named neighborhoods and communities we serve there. (The field's British name stays: the
   * e2e and unit tests read it.) */
  neighbourhoods: readonly string[];
  /** The water-and-housing note under the intro. No city gets a hardness figure of its own: the
   * note points to its provider's annual report (the specification's 12–18 grains per gallon is
   * the East Valley's, said once, on Mesa's page). */
  waterNote: string;
  /** ZIP codes whose USPS default city is this area (see ZIP_SOURCE below). */
  zips: readonly string[];
  /** ZIPs listed under another of our areas that also cover part of this one. */
  sharedZips?: readonly string[];
};

// ZIP_SOURCE: USPS ZIP code assignments (the USPS ZIP Code lookup by city, which lists each
// ZIP's default city), delivery ZIPs only: PO-box-only and single-business ZIPs (Mesa 85211,
// 85214, 85216, 85274-85277; Gilbert 85299; Chandler 85244, 85246; Fountain Hills 85269;
// Apache Junction 85117, 85178) are left out, since nobody asks for a plumber at a PO box.
// Ahwatukee is part of Phoenix; its ZIPs are the three whose USPS name is "Ahwatukee"/Phoenix.
// Where one ZIP covers two of our areas, it is listed once under its USPS default city and in
// `sharedZips` of the other; the check names the default city first and the other beside it
// ("85140: San Tan Valley, and part of Queen Creek"). Both pages are ours, so either answer is
// "yes". A ZIP shared with a city we do not serve (85254 Scottsdale/Phoenix) is simply served.

type AreaEntry = Omit<ServiceArea, "path">;

const entries: AreaEntry[] = [
  {
    name: "Mesa",
    slug: "mesa",
    zips: [
      "85201",
      "85202",
      "85203",
      "85204",
      "85205",
      "85206",
      "85207",
      "85208",
      "85209",
      "85210",
      "85212",
      "85213",
      "85215",
    ],
    region: "Maricopa County · our home base",
    description:
      "A licensed, family-owned plumbing company in Mesa, AZ. Water heaters, slab and pipe leaks, drains and softeners from Dobson Ranch to Eastmark. Upfront prices.",
    keywords: [
      "plumber Mesa AZ",
      "Mesa plumbing",
      "water heater repair Mesa",
      "slab leak Mesa",
      "Dobson Ranch plumber",
      "Eastmark plumber",
    ],
    lead: "Mesa is home for our family business. Plumbing from Dobson Ranch and downtown to Red Mountain, Las Sendas and Eastmark, with same-day service available.",
    intro: [
      // No decade or pipe material is named: none was read in a source for these neighborhoods
      // (issue 55); what the houses need is the company's own experience.
      "Mesa covers several generations of houses, and each has its own plumbing. In West Mesa and established neighborhoods like Dobson Ranch, original supply lines and drains are often due for a look. In the northeast, Red Mountain Ranch and Las Sendas add hillside homes with longer pipe runs, bigger water heaters and, on the slopes, water pressure that needs watching.",
      "In the southeast, Eastmark and the subdivisions near Phoenix-Mesa Gateway Airport are still on their builders' first set of fixtures, which is the best moment to add a softener and a pressure regulating valve before scale sets in. In the older parts of town the calls we see most are pinhole leaks in aging copper, slab leaks, gas water heaters at the end of their life and sewer lines slowed by roots. Whatever the age of your house, you get the price before we start.",
    ],
    neighbourhoods: [
      "Dobson Ranch",
      "Downtown Mesa",
      "Red Mountain Ranch",
      "Las Sendas",
      "Superstition Springs",
      "Eastmark",
    ],
    waterNote:
      // 12–18 grains per gallon: the specification's regional figure (§9). Mesa's own: City of
      // Mesa Water Resources, "2024 Water Quality Consumer Confidence Report", Water FAQ's 2,
      // https://issuu.com/mesawaterresources/docs/2024_water_quality_consumer_confidence_report
      // (read 2026-11-27; the same source as content/city-pages.ts).
      "Across the East Valley, water runs about 12–18 grains per gallon of hardness. That is our regional figure; the City of Mesa's 2024 water quality report gives about 12 in its City Zone and 16 in its Eastern and Southern Zones. The scale settles in water heaters and clogs aerators and shower valves, so we check the sediment and the anode rod on every heater we service.",
  },
  {
    name: "Gilbert",
    slug: "gilbert",
    zips: ["85233", "85234", "85295", "85296", "85297", "85298"],
    aliasPath: "/service-area-gilbert-az",
    region: "Maricopa County",
    description:
      "Gilbert, AZ plumbers for Agritopia, Val Vista Lakes, Power Ranch and Seville: water heaters, softeners, PEX and leak repair, with upfront pricing.",
    keywords: [
      "plumber Gilbert AZ",
      "Gilbert plumbing",
      "water softener Gilbert",
      "water heater Gilbert",
      "Power Ranch plumber",
      "Val Vista Lakes plumber",
    ],
    lead: "Plumbing for Gilbert homes, from the Heritage District and Val Vista Lakes to Power Ranch, Seville and Agritopia, with same-day service available.",
    intro: [
      // No decade or pipe material is named: none was read in a source (issue 55).
      "Gilbert's neighborhoods run from Val Vista Lakes and the streets around the Heritage District to Power Ranch, Seville, Morrison Ranch and Agritopia. In any of them, the original water heater, pressure regulating valve and toilet fill valves tend to wear out within a few years of each other.",
      "Whether your supply lines are copper or plastic, we repair both, along with the fittings and manifolds where plastic lines tend to fail. Many newer houses also have a softener loop in the garage, which makes adding a softener a simple job. So we work both ends of town: leak repair and repiping in older homes, and first softeners, filtration and water heater upgrades in newer ones.",
    ],
    neighbourhoods: [
      "Heritage District",
      "Val Vista Lakes",
      "Agritopia",
      "Morrison Ranch",
      "Power Ranch",
      "Seville",
    ],
    waterNote:
      // Hard water and "50% less soap": the specification's (§9). No report of the Town's giving
      // a hardness figure was read, so none is named.
      "Gilbert's water is hard; ask the Town for its figure, or let us test the water at your tap. With a softener you need about half as much soap, and far less white scale builds up on glass, fixtures and the inside of your water heater.",
  },
  {
    name: "Chandler",
    slug: "chandler",
    zips: ["85224", "85225", "85226", "85248", "85249", "85286"],
    aliasPath: "/service-area-chandler-az",
    region: "Maricopa County",
    description:
      "Chandler, AZ plumbers for homes in Ocotillo and Fulton Ranch and for businesses near the Price Road corridor. Water heaters, softeners, leaks, drains.",
    keywords: [
      "plumber Chandler AZ",
      "Chandler plumbing",
      "commercial plumber Chandler",
      "water softener Chandler",
      "Ocotillo plumber",
      "Sun Lakes plumber",
    ],
    lead: "Residential and commercial plumbing across Chandler, from downtown to Ocotillo and Fulton Ranch, and in nearby Sun Lakes.",
    intro: [
      "Chandler is two kinds of work for us. South Chandler's lake and golf communities, Ocotillo and Fulton Ranch among them, have homes often large enough to have two water heaters or a recirculation pump, and we replace and tune both. Just south of the city, homeowners in the Sun Lakes retirement communities call us for water heaters, comfort-height toilets and shower valves that hold a steady, safe temperature.",
      "The other half is commercial. The technology corridor along Price Road and around the Intel campus brings offices, restaurants and shops that cannot close for a plumbing problem, so we schedule around business hours and give a written price before the work starts. Downtown Chandler's older buildings and the homes around them add older drains and supply lines that need a careful hand.",
    ],
    neighbourhoods: [
      "Downtown Chandler",
      "Ocotillo",
      "Fulton Ranch",
      "Price Road corridor",
      "Sun Lakes (nearby)",
    ],
    waterNote:
      // Hard water: the specification's regional fact (§9). No report of the City's giving a
      // hardness figure was read, so none is named.
      "Chandler's water is hard; we can test the water at your tap before you choose a treatment. For a business with a commercial dishwasher, ice machine or espresso machine, scale turns into service calls; softening or conditioning the water ahead of that equipment is worth a look.",
  },
  {
    name: "Ahwatukee",
    slug: "ahwatukee",
    zips: ["85044", "85045", "85048"],
    region: "Ahwatukee Foothills, City of Phoenix",
    description:
      "Ahwatukee plumbers for the Foothills, Club West and Mountain Park Ranch: slab leaks, polybutylene repipes, water heaters and pressure valves.",
    keywords: [
      "plumber Ahwatukee",
      "Ahwatukee Foothills plumbing",
      "slab leak Ahwatukee",
      "polybutylene repipe Phoenix",
      "Club West plumber",
      "Mountain Park Ranch plumber",
    ],
    lead: "Plumbing for the Ahwatukee Foothills, from Club West and Mountain Park Ranch to the streets below South Mountain.",
    intro: [
      "Ahwatukee is part of the City of Phoenix, but it lives like a town of its own, tucked between South Mountain and the I-10. In the Foothills, Club West and Mountain Park Ranch, slab leaks, stiff shut-off valves and second or third water heaters are everyday calls.",
      // No decade or pipe material is named: none was read in a source (issue 55).
      "When a house has had leak after leak, we show you what a repipe would cost beside the next repair, so you can choose before the next one. Streets on the slopes below South Mountain can also see high water pressure, so we test it on every visit and fit or adjust a pressure regulating valve to keep it within the 80 psi code limit.",
    ],
    neighbourhoods: [
      "The Foothills",
      "Club West",
      "Mountain Park Ranch",
      "Ahwatukee Country Club area",
    ],
    waterNote:
      // Ahwatukee is part of the City of Phoenix (see ZIP_SOURCE), whose Water Services
      // Department supplies it; hard water is the specification's regional fact (§9). No report
      // giving a hardness figure was read, so none is named.
      "Ahwatukee's water comes from the City of Phoenix. The water is hard, so a 30-year-old house usually has heavy sediment in the water heater and scale inside the shower valves.",
  },
  {
    name: "Tempe",
    slug: "tempe",
    zips: ["85281", "85282", "85283", "85284"],
    aliasPath: "/service-area-tempe-az",
    region: "Maricopa County",
    description:
      "Tempe, AZ plumbers for older homes near ASU, Maple-Ash and The Lakes, and for rental owners: galvanized pipe, sewer camera checks, water heaters.",
    keywords: [
      "plumber Tempe AZ",
      "Tempe plumbing",
      "sewer camera inspection Tempe",
      "galvanized pipe replacement Tempe",
      "rental property plumber Tempe",
      "water heater Tempe",
    ],
    lead: "Plumbing for Tempe homeowners, landlords and property managers, from the older streets near ASU to The Lakes and south Tempe.",
    intro: [
      // No decade or pipe material is named: none was read in a source (issue 55).
      "Tempe's older neighborhoods are around downtown and Arizona State University. In Maple-Ash and its neighbors, older supply lines and sewer lines are a common call, and roots find their way into a cracked line to the street. Farther south, in The Lakes and the neighborhoods of south Tempe, many homes are on their second or third water heater.",
      "Many houses near campus are rentals, and we work with owners and property managers as often as with residents: a clear price up front, photos of what we found and a repair that holds up to the next tenant. If you are buying an older Tempe house, a sewer camera inspection before closing is money well spent; it shows the state of the line to the street before it becomes your problem.",
    ],
    neighbourhoods: [
      "Maple-Ash",
      "Downtown Tempe and ASU",
      "Tempe Town Lake area",
      "The Lakes",
      "Kiwanis Park area",
      "South Tempe",
    ],
    waterNote:
      // Hard water: the specification's regional fact (§9); Tempe's sources and their blend are
      // on its city page (content/city-pages.ts, with where they were read).
      "Tempe's water is hard, and hard water and old galvanized pipe are a bad pair: scale and rust together choke the flow. If the pressure at your taps has faded over the years, the pipes in the house are often the cause.",
  },
  {
    name: "Paradise Valley",
    slug: "paradise-valley",
    zips: ["85253"],
    region: "Maricopa County",
    description:
      "Paradise Valley plumbers for estates, casitas and pools: long-run leak detection, recirculation, multiple water heaters and whole-home water filtration.",
    keywords: [
      "plumber Paradise Valley AZ",
      "Paradise Valley plumbing",
      "hot water recirculation",
      "leak detection large property",
      "whole home water filtration",
      "luxury home plumber",
    ],
    lead: "Careful, licensed plumbing for Paradise Valley homes, guest casitas, pool houses and the long lines between them.",
    intro: [
      "On a large Paradise Valley lot, a custom house with a guest casita, a pool house or an outdoor kitchen spreads its plumbing out. That means long water lines from the meter, several water heaters, and plumbing that was designed for one house rather than copied from a tract plan. Finding a leak on a property like that takes patience and the right equipment.",
      "We do work here that rarely comes up in smaller homes: hot-water recirculation so a distant main bathroom doesn't run cold for minutes, pool fill lines that leak quietly underground, whole-home water filtration sized for a large household, and main shut-off valves that haven't been turned in decades. We protect floors and finishes as we work, and we explain the options before any wall is opened.",
    ],
    neighbourhoods: [
      "Mummy Mountain area",
      "Camelback Mountain area",
      "Lincoln Drive corridor",
      "Tatum Boulevard corridor",
    ],
    waterNote:
      "On a large property, a slow leak can run for months in a yard or under a slab before it shows. If your water bill climbs with no change in use or pool filling, ask us for a leak search before it turns into damage.",
  },
  {
    name: "Scottsdale",
    slug: "scottsdale",
    zips: [
      "85250",
      "85251",
      "85254",
      "85255",
      "85256",
      "85257",
      "85258",
      "85259",
      "85260",
      "85262",
      "85266",
    ],
    sharedZips: ["85253"],
    aliasPath: "/service-area-scottsdale-az",
    region: "Maricopa County",
    description:
      "Scottsdale, AZ plumbers for Old Town businesses and homes in McCormick Ranch, Gainey Ranch and DC Ranch: tankless, recirculation, leaks and drains.",
    keywords: [
      "plumber Scottsdale AZ",
      "Scottsdale plumbing",
      "tankless water heater Scottsdale",
      "Old Town Scottsdale plumber",
      "McCormick Ranch plumber",
      "DC Ranch plumber",
    ],
    lead: "Plumbing for Scottsdale homes and businesses, from Old Town to McCormick Ranch, Gainey Ranch and DC Ranch.",
    intro: [
      "Scottsdale stretches a long way from south to north, and so does the range of its plumbing. Old Town mixes restaurants, shops and condos, where a leak or a blocked drain affects neighbors and customers, so we come prepared to fix it on the first visit. McCormick Ranch and Gainey Ranch are established master-planned communities from the 1970s and '80s, with homes that are ready for new water heaters, shut-off valves and fixtures.",
      "North of the Loop 101, DC Ranch and the custom homes toward the McDowell Mountains are larger, often with a long pipe run between the water heater and the farthest bathroom. Hot-water recirculation pumps and tankless water heaters make the biggest difference there, and we install and service both. Wherever you are in Scottsdale, you get a licensed and insured company, a price before the work starts and respect for your home.",
    ],
    neighbourhoods: [
      "Old Town",
      "McCormick Ranch",
      "Scottsdale Ranch",
      "Gainey Ranch",
      "DC Ranch",
      "North Scottsdale",
    ],
    waterNote:
      "Scottsdale's water is hard enough to scale up a tankless heater's heat exchanger and spot glass shower doors. We descale tankless units once a year and can add a water softener or a salt-free water conditioner to protect the rest of the house.",
  },
  {
    name: "Fountain Hills",
    slug: "fountain-hills",
    zips: ["85268"],
    region: "Maricopa County",
    description:
      "Fountain Hills plumbers: pressure testing and regulating valves for hillside homes, shut-off valves for seasonal owners, water heaters and softeners.",
    keywords: [
      "plumber Fountain Hills AZ",
      "Fountain Hills plumbing",
      "pressure regulating valve Fountain Hills",
      "high water pressure",
      "seasonal home plumbing",
      "water heater Fountain Hills",
    ],
    lead: "Plumbing for Fountain Hills homes on every slope, from the streets around Fountain Park to the ridge tops.",
    intro: [
      "Fountain Hills sits in the hills northeast of Scottsdale, and its streets climb and drop more than almost anywhere else we work. Water pressure follows the terrain: homes low on a hill can get more pressure than pipes and fixtures are built for, while homes near the top may notice weak showers. We measure the pressure at your house rather than guess, and fit or reset a regulating valve so it stays within the 80 psi code limit.",
      "Many homes here are second homes or belong to winter residents, so a leak can run for weeks before anyone notices. For those owners we fit main shut-off valves that are easy to close on the way out, check water heaters before a long absence and look the house over on your return. Year-round residents call us for the same things as anywhere in the Valley: water heaters, softeners, drains and fixtures.",
    ],
    neighbourhoods: [
      "Fountain Park area",
      "Eagle Mountain",
      "SunRidge Canyon",
      "FireRock",
    ],
    waterNote:
      "Hard water and high pressure together wear out faucet cartridges, toilet fill valves and water heater relief valves faster. A pressure check takes minutes and is part of every visit we make.",
  },
  {
    name: "Apache Junction",
    slug: "apache-junction",
    zips: ["85119", "85120"],
    region: "Pinal County",
    description:
      "Apache Junction plumbers for older homes, manufactured homes, wells and septic systems: water heaters, filtration, leaks and drain cleaning.",
    keywords: [
      "plumber Apache Junction AZ",
      "Apache Junction plumbing",
      "manufactured home water heater",
      "well water filtration",
      "septic safe drain cleaning",
      "mobile home plumber",
    ],
    lead: "Practical plumbing for Apache Junction's site-built and manufactured homes, from the Apache Trail to the Superstition foothills.",
    intro: [
      "Apache Junction is a different mix from the suburbs to its west. Its housing mixes site-built homes, manufactured homes and communities for winter visitors, with plenty of larger lots toward the Superstition Mountains. In a manufactured home the water heater is often reached through an outside access panel, and we match the replacement to the home. We handle those replacements regularly.",
      "Some properties here are on private wells and septic systems rather than city water and sewer. Well water can carry sand and sediment that wears out valves and fills water heaters, so filtration and regular flushing matter more; with a septic system, drains have to be cleared without harsh chemicals. Tell us how your property is served when you call, and we'll arrive with the right parts.",
    ],
    neighbourhoods: [
      "Apache Trail corridor",
      "Superstition foothills",
      "Lost Dutchman area",
      "Manufactured-home and RV communities",
    ],
    waterNote:
      "City water in Apache Junction is as hard as elsewhere in the East Valley; well water varies from one property to the next. We recommend a water test before choosing a softener or filter, so the system matches what actually comes out of your tap.",
  },
  {
    name: "Gold Canyon",
    slug: "gold-canyon",
    zips: ["85118"],
    region: "Unincorporated Pinal County",
    description:
      "Gold Canyon plumbers for year-round and seasonal homes: shut-off valves, water heater care before you leave, leak checks and fixture upgrades.",
    keywords: [
      "plumber Gold Canyon AZ",
      "Gold Canyon plumbing",
      "seasonal home plumbing check",
      "water shut off valve",
      "water heater vacation mode",
      "Superstition Mountains plumber",
    ],
    lead: "Plumbing for Gold Canyon homes at the foot of the Superstition Mountains, whether you live here all year or part of it.",
    intro: [
      "Gold Canyon is a quiet community in unincorporated Pinal County, spread along the base of the Superstition Mountains. Many homeowners are retired, and many spend the summer somewhere cooler. That shapes the work: a dripping valve or a failing water heater in an empty house can do a lot of damage before anyone is home to see it.",
      "Before you leave for the season, we can make sure the main shut-off valve works and is easy to reach, set the water heater to its vacation setting or turn it off, and check toilets and supply lines for slow leaks. When you come back, we check that everything starts up cleanly. Year-round residents call us for water heaters, softeners and fixtures, including comfort-height toilets and easier-to-use shower controls.",
    ],
    neighbourhoods: [
      "Peralta Trails",
      "Mountainbrook Village",
      "Gold Canyon Golf Resort area",
      "Superstition Mountain Golf area",
    ],
    waterNote:
      "Water that sits in the pipes and the tank for months comes out stale and sometimes discolored. After a long absence, run each tap for a few minutes and flush the water heater to clear the sediment that settled while it sat.",
  },
  {
    name: "Queen Creek",
    slug: "queen-creek",
    zips: ["85142"],
    sharedZips: ["85140"],
    region: "Maricopa and Pinal Counties",
    description:
      "Queen Creek plumbers for new homes and horse properties: softeners, water heaters, drinking water systems and buried yard-line leak repair.",
    keywords: [
      "plumber Queen Creek AZ",
      "Queen Creek plumbing",
      "water softener new home",
      "yard line leak repair",
      "horse property plumbing",
      "water heater Queen Creek",
    ],
    lead: "Plumbing for Queen Creek's new neighborhoods and its horse properties alike, and for nearby San Tan Heights and Encanterra.",
    intro: [
      "Queen Creek has grown fast, and much of the town is new construction, from Harvest and Hastings Farms to the subdivisions along Ellsworth and Rittenhouse roads. Nearby, San Tan Heights and Encanterra on the Pinal County side add more of the same. Newer homes mean builder-grade water heaters and fixtures that wear out sooner than owners expect in hard water, and homeowners who want a water softener or drinking water filtration added early.",
      "The other side of Queen Creek is its rural roots: horse properties and larger lots with long yard lines out to barns, arenas and hose bibs. A leak in a buried line across an acre can go unnoticed for a long time, and we locate and repair those as well as the plumbing inside. Whether your house is two years old or sits on an acre with horses, you get the same upfront pricing from a licensed and insured company.",
    ],
    neighbourhoods: [
      "Harvest",
      "Hastings Farms",
      "Queen Creek horse properties",
      "San Tan Heights (nearby)",
      "Encanterra (nearby)",
    ],
    waterNote:
      // Hard water: the specification's regional fact (§9). No report of a Queen Creek water
      // provider giving a hardness figure was read, so none is promised (as for Gilbert).
      "Hard water starts building scale in a new home's water heater from the first day; ask your water provider for its hardness figure, or let us test the water at your tap. A softener installed while the plumbing is still clean keeps it that way.",
  },
  {
    name: "San Tan Valley",
    slug: "san-tan-valley",
    zips: ["85140", "85143"],
    region: "Unincorporated Pinal County",
    description:
      "San Tan Valley plumbers for Johnson Ranch, Pecan Creek and Copper Basin: water heater replacement, pressure valves, softeners and fixture repairs.",
    keywords: [
      "plumber San Tan Valley AZ",
      "San Tan Valley plumbing",
      "water heater replacement San Tan Valley",
      "Johnson Ranch plumber",
      "Pecan Creek plumber",
      "water softener San Tan Valley",
    ],
    lead: "Plumbing for San Tan Valley homes, from Johnson Ranch and Pecan Creek to Copper Basin and San Tan Heights.",
    intro: [
      "San Tan Valley is an unincorporated community in Pinal County that grew quickly from open desert into one of the largest communities in the area. Johnson Ranch, Pecan Creek, Copper Basin and the neighborhoods around them are large subdivisions with similar floor plans and builder-grade plumbing.",
      "That shared history brings shared problems: original water heaters reaching the end of their life, toilet and faucet parts wearing out together, and pressure regulating valves that have drifted above the 80 psi code limit. Tract homes share layouts, so the water heater, main shut-off valve and pressure regulating valve are usually where we expect them, which keeps the visit short. Some plumbers treat San Tan Valley as a long drive; for us it is part of the regular route.",
    ],
    neighbourhoods: [
      "Johnson Ranch",
      "Pecan Creek",
      "Copper Basin",
      "San Tan Heights",
    ],
    waterNote:
      // Unincorporated (Pinal County): no town water utility. A community water system reports
      // to its customers yearly (40 CFR 141.151(a)-(b), read at
      // https://www.law.cornell.edu/cfr/text/40/141.151 on 2026-11-27), but the rule asks for no
      // hardness figure, so none is promised.
      "San Tan Valley is unincorporated, so its water comes from a water company rather than a town utility: the one named on your bill is the one to ask about your water. The water is hard: a softener and a yearly water heater flush are two inexpensive ways to protect the plumbing in a newer home.",
  },
];

export const serviceAreas: ServiceArea[] = entries.map((entry) => ({
  ...entry,
  path: `/service-areas/${entry.slug}`,
}));

export function findServiceArea(slug: string): ServiceArea | undefined {
  return serviceAreas.find((area) => area.slug === slug);
}

/** The area whose legacy alias is `/${segment}` ("service-area-gilbert-az"). */
export function findAreaByAlias(segment: string): ServiceArea | undefined {
  return serviceAreas.find((area) => area.aliasPath === `/${segment}`);
}
