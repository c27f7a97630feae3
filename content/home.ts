import type { IconName } from "@/components/ui/icons";
import { servicePath, type ServiceSlug } from "@/content/services";

// Copy of the home page that is data rather than layout: the four service tiles and the three
// accordion answers.

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
  title: string,
  description: string,
): ServiceTile => ({
  title,
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
    "Water heaters",
    "Repairs, same-day replacements and the six-month flush that hard East Valley water calls for.",
  ),
  tile(
    "pipe-leaks",
    "pipe-leaks",
    "pipe",
    "Pipe leaks",
    "Pinhole leaks in copper, slab leaks and burst lines found, shut off and repaired.",
  ),
  tile(
    "pressure-regulating-valves",
    "pressure-valves",
    "gauge",
    "Pressure regulating valves",
    "Code calls for house pressure below 80 psi. We test yours and fix the regulator that keeps it there.",
  ),
  tile(
    "water-softener",
    "water-softener",
    "droplet",
    "Water softeners",
    "Local water runs 12–18 grains per gallon. A sized softener ends the scale and halves your soap use.",
  ),
];

export type AccordionEntry = { id: string; title: string; body: string[] };

export const homeAccordion: AccordionEntry[] = [
  {
    id: "residential-commercial",
    title: "Residential & Commercial",
    body: [
      "We work in single-family homes, townhouses and rentals, and in the offices, shops and restaurants of the East Valley. The same licensed plumbers handle both, so a business gets the care of a home visit and a homeowner gets commercial-grade know-how.",
      "For property managers and business owners we schedule around opening hours and keep the work area clean and safe for staff and customers.",
    ],
  },
  {
    id: "competitive-pricing",
    title: "Competitive Pricing",
    body: [
      "You get the price before we start, in writing, and it doesn't change because a job took longer than expected. If we find a second problem, we show it to you and quote it separately; you decide.",
      "Where a repair makes more sense than a replacement we say so. Regular water heater maintenance, for example, typically costs $99–$189 and adds 3–5 years to the tank, against $1,000 or more for an early replacement.",
    ],
  },
  {
    id: "licensed-insured",
    title: "Licensed & Insured",
    body: [
      "Our plumbers are licensed and the company is fully insured, so you're protected if anything goes wrong on the job. We pull permits where the work requires them and install to code: water heaters with proper venting and relief lines, house pressure set below the 80 psi limit.",
      "Ask for our license and insurance details when you call and we'll send them before the visit.",
    ],
  },
];
