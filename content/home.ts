import type { IconName } from "@/components/ui/icons";
import { servicePages } from "@/content/service-pages";
import { servicePath, type ServiceSlug } from "@/content/services";

// Copy of the home page that is data rather than layout: the four service tiles and the three
// accordion answers. A tile is titled with the name of the page it opens, so a service is called
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
