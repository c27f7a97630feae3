import { env } from "@/lib/env";
import {
  arrivalBusinessDays,
  arrivalSlots,
  officeHours,
  responseTimeMinutes,
} from "@/supabase/functions/_shared/office-schedule";
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
   * Office hours, in Arizona time, with the holidays: the same facts the Edge Function reads
   * (supabase/functions/_shared/office-schedule.ts, where they are kept; confirm before launch).
   */
  hours: officeHours,
  /** How soon the office calls back during open hours (confirm before launch, like the hours). */
  responseTimeMinutes,
  /** The preferred arrival windows step 2 of the form offers (see lib/arrival-windows.ts). */
  arrivalWindows: { slots: arrivalSlots, businessDays: arrivalBusinessDays },
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
