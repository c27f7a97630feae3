// Reviews shown on the home and about pages.
//
// SAMPLE CONTENT — REPLACE BEFORE LAUNCH. These three reviews are written for the layout; they
// are not quotes from real customers. Swap them for real five-star reviews (with the customer's
// permission, first name and last initial only) and set `reviewsAreSamples` to false. Publishing
// invented testimonials as genuine is a deceptive practice under the FTC's rule on fake reviews.

export type Review = {
  /** First name and last initial, as the customer agreed to be shown. */
  name: string;
  /** Where the job was, e.g. "Gilbert". */
  city: string;
  /** Date as text, as on the review site ("March 2025"). */
  date: string;
  text: string;
  rating: 5;
};

export const reviewsAreSamples = true;

export const reviews: Review[] = [
  {
    name: "Maria G.",
    city: "Gilbert",
    date: "March 2025",
    text: "Our 12-year-old water heater started leaking on a Sunday morning. They were at the house before noon, showed us the price for a new 50-gallon tank before touching anything, and had hot water back that evening. They also hauled the old tank away.",
    rating: 5,
  },
  {
    name: "Dave R.",
    city: "Mesa",
    date: "January 2025",
    text: "Pressure at our house was reading 105 psi and we kept losing toilet fill valves. They replaced the pressure regulator, set it to 65 and explained why the old one had failed. Clear price, tidy work, no upsell.",
    rating: 5,
  },
  {
    name: "Priya S.",
    city: "Chandler",
    date: "November 2024",
    text: "We were tired of white scale on every faucet. They tested our water, recommended a softener sized for a family of five instead of the biggest unit, and installed it in one visit. The shower glass finally stays clear.",
    rating: 5,
  },
];
