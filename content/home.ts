import type { IconName } from "@/components/ui/icons";
import { business } from "@/content/business";
import { servicePages } from "@/content/service-pages";
import { serviceAreas } from "@/content/service-areas";
import { servicePath, type ServiceSlug } from "@/content/services";

// Copy of the home page that is data rather than layout: its words, the four service tiles and
// the three accordion answers. content/es/home.ts is the Spanish home's, with the same types. A tile is titled with the name of the page it opens, so a service is called
// the same on the tile, in the menus and on its page.

export type ServiceTile = {
  title: string;
  description: string;
  href: `/services/${ServiceSlug}`;
  /** Artwork of the matching card (pressure-regulating-valves shares the pressure-valves art). */
  image: string;
  icon: IconName;
};

const tile = (
  slug: ServiceSlug,
  art: ServiceSlug,
  icon: IconName,
  description: string,
): ServiceTile => ({
  title: servicePages[slug].name,
  description,
  href: servicePath(slug),
  image: `/images/services/${art}.svg`,
  icon,
});

export const serviceTiles: ServiceTile[] = [
  tile(
    "water-heater-services",
    "water-heater-services",
    "flame",
    "Repairs and replacements (same-day service available), and the six-month flush that hard water calls for.",
  ),
  tile(
    "pipe-leaks",
    "pipe-leaks",
    "pipe",
    "Pinhole leaks in copper, slab leaks and burst lines found, shut off and repaired.",
  ),
  tile(
    "pressure-regulating-valves",
    "pressure-valves",
    "gauge",
    // The code's words (IRC P2903.3.1, cited in content/service-pages/valves.ts): "not exceed".
    "Plumbing code says house pressure may not exceed 80 psi. We test yours and fix the regulator that keeps it there.",
  ),
  tile(
    "water-softener",
    "water-softener",
    "droplet",
    "Local water runs 12–18 grains per gallon. A softener sized for your home stops the scale, and soft water needs 50% less soap.",
  ),
];

export type AccordionEntry = { id: string; title: string; body: string[] };

export const homeAccordion: AccordionEntry[] = [
  {
    id: "residential-commercial",
    title: "Residential & Commercial",
    body: [
      "We work in single-family homes, townhouses and rentals, and in the offices, shops and restaurants of the East Valley. The same team handles both, so a business gets the care of a home visit and a homeowner gets commercial-grade know-how.",
      "For property managers and business owners, we plan the work with you around your opening hours.",
    ],
  },
  {
    id: "competitive-pricing",
    title: "Competitive Pricing",
    body: [
      "You get the price before we start. If we find a second problem, we show it to you and quote it separately; you decide.",
      "Where a repair makes more sense than a replacement we say so. Regular water heater maintenance, for example, typically costs $99–$189 and adds 3–5 years to the tank, against $1,000 or more for an early replacement.",
    ],
  },
  {
    id: "licensed-insured",
    title: "Licensed & Insured",
    body: [
      "The company is licensed and insured. In Arizona, the Registrar of Contractors licenses the contracting company, not each worker, and anyone can look a license up on the Registrar's website.",
      "Our ROC license number is at the foot of every page; ask for our insurance details when you call.",
    ],
  },
];

/** The home page's own words, in the order the page shows them. */
export type HomeCopy = {
  metadata: { title: string; description: string; keywords: string[] };
  hero: {
    subtitle: string;
    title: string;
    description: string;
    /** Before the ROC license in the trust line. */
    licensed: string;
    ctaText: string;
    formTitle: string;
    formDescription: string;
  };
  servicesTeaser: {
    title: string;
    intro: string;
    /** The link to the services index, around the number of services. */
    allBefore: string;
    allAfter: string;
    learnMore: string;
  };
  accordionTitle: string;
  about: {
    eyebrow: string;
    title: string;
    /** Text and figures in turn, each figure from content/business.ts or the area list. */
    body: readonly (string | number)[];
    link: string;
  };
};

const { claims, foundingYear } = business;

export const homeCopy: HomeCopy = {
  metadata: {
    title: "Plumber in Mesa & the East Valley, AZ",
    description: `Family-owned, licensed and insured plumbing company in Mesa and the East Valley since ${foundingYear}. Upfront pricing, emergency service, same-day service available.`,
    keywords: [
      "plumber Mesa AZ",
      "East Valley plumber",
      "emergency plumber Mesa",
      "water heater repair Mesa",
      "water softener installation Gilbert",
      "licensed plumbing contractor Arizona",
    ],
  },
  hero: {
    subtitle: `Family-owned plumbers in Mesa since ${foundingYear}`,
    title: "Plumbing fixed right across the East Valley",
    description: `A licensed and insured family company whose team brings ${claims.yearsOfExperience}+ years of experience. You approve the price before any work starts, and we offer emergency service from Scottsdale to San Tan Valley. Same-day service available.`,
    licensed: "Licensed & insured in Arizona",
    ctaText: "Request service online",
    formTitle: "Request Service",
    formDescription:
      "Tell us what's going on and we'll call or text you back to schedule a visit.",
  },
  servicesTeaser: {
    title: "Plumbing help for East Valley homes",
    intro:
      "Hard water, summer heat and aging copper are behind many plumbing calls here. Four of our services, with the rest a click away.",
    allBefore: "See all ",
    allAfter: " services",
    learnMore: "Learn more",
  },
  accordionTitle: "Who we work for, and how we price it",
  about: {
    eyebrow: "About us",
    title: "A family business, licensed and insured",
    body: [
      "We opened in Mesa in ",
      foundingYear,
      " with a simple idea: tell people the price before the work starts. Our team brings",
      " ",
      claims.yearsOfExperience,
      "+ years of experience to homes and businesses in ",
      serviceAreas.length,
      " East Valley cities, and the company is licensed, insured and still family owned.",
    ],
    link: "Read our story",
  },
};
