import { reviews as ownerReviews } from "@/content/owner-facts.mjs";
import { REVIEWS_SHOWN } from "@/build-env.mjs";

// The reviews the home and about pages show: the owner's real ones (content/owner-facts.mjs),
// or, until there are three, three samples written for the layout. The samples are not quotes
// from anyone: every page labels them as samples, no JSON-LD carries them, and a production
// build refuses to ship them (build-env.mjs). Publishing invented testimonials as real ones is
// forbidden by the FTC's rule on consumer reviews (16 CFR Part 465, in force since October 2024).

export type Review = {
  author: string;
  /** YYYY-MM-DD for real reviews; the samples carry none. */
  date: string | null;
  rating: number;
  text: string;
  /** Where the review was published; null for the samples. */
  url: string | null;
  city?: string;
};

const sampleReviews: Review[] = [
  {
    author: "Sample customer",
    city: "Gilbert",
    date: null,
    text: "Our water heater started leaking at the base. They showed us the price for a new tank before touching anything, and the bill matched it.",
    rating: 5,
    url: null,
  },
  {
    author: "Sample customer",
    city: "Mesa",
    date: null,
    text: "We kept losing toilet fill valves. They tested the pressure, replaced the regulator and explained why the old one had failed. Clear price, tidy work.",
    rating: 5,
    url: null,
  },
  {
    author: "Sample customer",
    city: "Chandler",
    date: null,
    text: "We were tired of white scale on every faucet. They tested our water, recommended a softener sized for our household and installed it in one visit.",
    rating: 5,
    url: null,
  },
];

/** True while the pages show the samples: they are labelled, and production refuses them. */
export const reviewsAreSamples = ownerReviews.length < REVIEWS_SHOWN;

export const reviews: Review[] = reviewsAreSamples
  ? sampleReviews
  : ownerReviews.slice(0, REVIEWS_SHOWN).map((review) => ({ ...review }));
