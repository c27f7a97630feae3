import { env } from "@/lib/env";
import type { OfficeHours } from "@/lib/office-hours";
import { officePhone } from "@/content/phone";
import { placeholderFacts } from "@/content/placeholders.mjs";

// Every fact about the company that a page shows. The seed leaves the name, phone and e-mail as
// placeholders, so the defaults are fictional (content/placeholders.mjs); set the
// NEXT_PUBLIC_BUSINESS_* variables at build time to publish the real ones (a production build
// refuses to ship without them: build-env.mjs).

export type SocialProfile = {
  /** Visible label, also the accessible name of the link. */
  label: string;
  kind: "facebook" | "instagram" | "bbb" | "google" | "nextdoor" | "yelp";
  href: string;
};

export type VideoFacts = {
  /** YouTube id, or null when none is configured. */
  id: string | null;
  title: string;
  description: string;
  /** ISO date the video was published (VideoObject.uploadDate). */
  uploadDate: string;
};

export const business = {
  name: env.NEXT_PUBLIC_BUSINESS_NAME ?? placeholderFacts.name,
  shortName: "Copper State Plumbing",
  phone: officePhone,
  email: env.NEXT_PUBLIC_BUSINESS_EMAIL ?? placeholderFacts.email,
  siteUrl: (env.NEXT_PUBLIC_SITE_URL ?? placeholderFacts.siteUrl).replace(
    /\/$/,
    "",
  ),
  address: {
    street: "2733 North Power Road, Suite 102 PMB 230",
    city: "Mesa",
    state: "Arizona",
    stateCode: "AZ",
    zip: "85215",
    country: "US",
  },
  foundingYear: 2018,
  claims: {
    licensedAndInsured: true,
    familyOwned: true,
    yearsOfExperience: 20,
    fiveStarReviews: 136,
    upfrontPricing: true,
    sameDayService: true,
    emergencyService: true,
  },
  blurb:
    "A family-owned plumbing company serving homes and businesses across the East Valley since 2018. Licensed and insured, upfront pricing, and same-day and emergency service from Mesa to San Tan Valley.",
  /** The six profile links of the contact section. Replace the paths with the company's real pages. */
  profiles: [
    { kind: "facebook", label: "Facebook", href: "https://www.facebook.com/" },
    {
      kind: "instagram",
      label: "Instagram",
      href: "https://www.instagram.com/",
    },
    {
      kind: "bbb",
      label: "Better Business Bureau",
      href: "https://www.bbb.org/",
    },
    {
      kind: "google",
      label: "Google Business Profile",
      href: "https://www.google.com/maps",
    },
    { kind: "nextdoor", label: "Nextdoor", href: "https://nextdoor.com/" },
    { kind: "yelp", label: "Yelp", href: "https://www.yelp.com/" },
  ] satisfies SocialProfile[],
  /**
   * Office hours, in Arizona time: America/Phoenix keeps Mountain Standard Time all year (no
   * daylight saving). Outside them the same phone number takes emergency calls. The seed names
   * no hours: these are a plumbing office's usual ones, to confirm with the office before launch.
   */
  hours: {
    timeZone: "America/Phoenix",
    periods: [
      { days: [1, 2, 3, 4, 5], opens: "07:00", closes: "17:00" },
      { days: [6], opens: "08:00", closes: "14:00" },
    ],
    holidays: [
      { name: "New Year's Day", month: 1, day: 1 },
      { name: "Independence Day", month: 7, day: 4 },
      { name: "Thanksgiving Day", month: 11, weekday: 4, nth: 4 },
      { name: "Christmas Day", month: 12, day: 25 },
    ],
  } satisfies OfficeHours,
  /** The emergency promise beside the hours; the line is the business phone. */
  emergencyPromise: "same-day and emergency service",
  /** Where the "read all reviews" links go. */
  reviewsUrl: "https://www.google.com/maps",
  /** YouTube videos. With no id configured, pages keep their poster image and emit no VideoObject. */
  videos: {
    story: {
      id: env.NEXT_PUBLIC_VIDEO_STORY_ID ?? null,
      title: "Meet our family plumbing team",
      description:
        "Who we are, how we price every job upfront, and what to expect when one of our licensed plumbers comes to your East Valley home.",
      uploadDate: "2024-03-04",
    },
    waterHeaterGuide: {
      id: env.NEXT_PUBLIC_VIDEO_WATER_HEATER_ID ?? null,
      title: "Flushing vs. draining a water heater",
      description:
        "A Mesa plumber shows the difference between a quick sediment flush and a full tank drain, and how often each one is worth doing in hard East Valley water.",
      uploadDate: "2024-06-10",
    },
  },
} as const satisfies { videos: Record<string, VideoFacts> } & Record<
  string,
  unknown
>;

export type Business = typeof business;

export function formatAddress(separator = ", "): string {
  const { street, city, state, zip } = business.address;
  return [street, city, `${state} ${zip}`].join(separator);
}
