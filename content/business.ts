import { env } from "@/lib/env";
import type { Lang } from "@/lib/i18n/locales";
import {
  arrivalBusinessDays,
  arrivalSlots,
  emergencyLineAfterHours,
  officeHours,
  responseTimeMinutes,
} from "@/supabase/functions/_shared/office-schedule";
import {
  fiveStarReviews,
  ownerConfirmed,
  profiles,
  reviewsUrl,
  videoCaptions,
  videoUploadDates,
} from "@/content/owner-facts.mjs";
import { officePhone } from "@/content/phone";
import { placeholderFacts } from "@/content/placeholders.mjs";
import { parseRocLicenses } from "@/supabase/functions/_shared/roc-license.mjs";

// Every fact about the company that a page shows. The seed leaves the name, phone and e-mail as
// placeholders, so the defaults are fictional (content/placeholders.mjs); set the
// NEXT_PUBLIC_BUSINESS_* variables at build time to publish the real ones. The facts only the
// owner can give (the license, links, reviews, the sign-off on the hours) are in
// content/owner-facts.mjs. A production build refuses to ship without any of them
// (build-env.mjs); docs/launch.md is the owner's checklist.

export type SocialProfile = (typeof profiles)[number];

export type VideoFacts = {
  /** YouTube id, or null when none is configured. */
  id: string | null;
  title: string;
  description: string;
  /** The day the video was published (VideoObject.uploadDate); null until the owner gives it. */
  uploadDate: string | null;
};

const name = env.NEXT_PUBLIC_BUSINESS_NAME ?? placeholderFacts.name;

export const business = {
  name,
  /** The logo's name: its own variable, or the business name itself. */
  shortName: env.NEXT_PUBLIC_BUSINESS_SHORT_NAME ?? name,
  /**
   * Arizona Registrar of Contractors license numbers, each as "ROC 123456" (A.R.S. § 32-1124(B)
   * wants the number, preceded by "ROC", on the home page and in correspondence). Empty until
   * NEXT_PUBLIC_ROC_LICENSE is set: previews then show no license line.
   */
  rocLicenses: parseRocLicenses(env.NEXT_PUBLIC_ROC_LICENSE),
  /**
   * Who holds the license, exactly as the Registrar lists it (it may be longer than the name on
   * the logo, e.g. with "LLC"). Null until NEXT_PUBLIC_LICENSEE_NAME is set.
   */
  licenseeName: env.NEXT_PUBLIC_LICENSEE_NAME ?? null,
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
    upfrontPricing: true,
    sameDayService: true,
    emergencyService: true,
  },
  blurb:
    "A family-owned plumbing company serving homes and businesses across the East Valley since 2018. Licensed and insured, upfront pricing, and emergency service from Mesa to San Tan Valley; same-day service available.",
  /** The six profile links of the contact section (content/owner-facts.mjs). */
  profiles,
  /**
   * Office hours, in Arizona time, with the holidays: the same facts the Edge Function reads
   * (supabase/functions/_shared/office-schedule.ts, where they are kept; the owner confirms them
   * in content/owner-facts.mjs).
   */
  hours: officeHours,
  /** How soon the office calls back during open hours (confirmed like the hours). */
  responseTimeMinutes,
  /** Whether the phone is answered for emergencies while the office is closed (office-schedule.ts). */
  emergencyLineAfterHours,
  /** Which of the facts above the owner has confirmed; previews show the rest as they are. */
  ownerConfirmed,
  /** The preferred arrival windows step 2 of the form offers (see lib/arrival-windows.ts). */
  arrivalWindows: { slots: arrivalSlots, businessDays: arrivalBusinessDays },
  /** The emergency promise beside the hours; the line is the business phone. */
  emergencyPromise: "emergency service (same-day service available)",
  /** Where the "read all reviews" links go (content/owner-facts.mjs). */
  reviewsUrl,
  /** The review count, its site and date (content/owner-facts.mjs); pages show reviewCountText(). */
  fiveStarReviews,
  /**
   * YouTube videos. With no id configured, pages keep their poster image; without the date the
   * video was published (content/owner-facts.mjs), they emit no VideoObject.
   */
  /** The contact page's video file's captions, a /path (content/owner-facts.mjs); null until given. */
  contactVideoCaptions: videoCaptions.contact,
  videos: {
    story: {
      id: env.NEXT_PUBLIC_VIDEO_STORY_ID ?? null,
      title: "Meet our family plumbing team",
      description:
        "Who we are, how we price every job upfront, and what to expect when our plumbers come to your East Valley home.",
      uploadDate: videoUploadDates.story ?? env.TEST_VIDEO_UPLOAD_DATE ?? null,
    },
    waterHeaterGuide: {
      id: env.NEXT_PUBLIC_VIDEO_WATER_HEATER_ID ?? null,
      title: "Flushing vs. draining a water heater",
      description:
        "A Mesa plumber shows the difference between a quick sediment flush and a full tank drain, and how often each one is worth doing in hard East Valley water.",
      uploadDate:
        videoUploadDates.waterHeaterGuide ?? env.TEST_VIDEO_UPLOAD_DATE ?? null,
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

/** "ROC 123456" (or several, joined), or null while NEXT_PUBLIC_ROC_LICENSE is unset. */
export function rocLicenseText(): string | null {
  return business.rocLicenses.length ? business.rocLicenses.join(", ") : null;
}

/**
 * The license with its holder, for the home hero: "Saguaro Family Plumbing LLC, ROC 123456".
 * A preview without either says which is missing; a production build has both (build-env.mjs).
 */
export function licenseHolderText(lang: Lang = "en"): string {
  const roc = rocLicenseText();
  const holder = business.licenseeName;
  if (holder && roc) return `${holder}, ${roc}`;
  if (lang === "es")
    return `${holder ?? "Falta el titular de la licencia"}, ${roc ?? "falta el número de licencia ROC"} (vista previa)`;
  return `${holder ?? "License holder not set"}, ${roc ?? "ROC license number not set"} (preview)`;
}

/**
 * The one phrase that states the review count, wherever a page does: "<count>+ five-star reviews
 * on <site>, as of <month year>". Until the owner gives the review site and the day of the count, a
 * preview says they are missing; a production build refuses that (build-env.mjs). In Spanish:
 * "<count>+ reseñas de cinco estrellas en <site>, a <mes de año>".
 */
export function reviewCountText(lang: Lang = "en"): string {
  const { count, platform, asOf } = business.fiveStarReviews;
  const es = lang === "es";
  const claim = es
    ? `${count}+ reseñas de cinco estrellas`
    : `${count}+ five-star reviews`;
  if (!platform || !asOf)
    return es
      ? `${claim} (vista previa: faltan el sitio de reseñas y la fecha)`
      : `${claim} (preview: review site and date not set)`;
  const month = new Date(`${asOf}T12:00:00Z`).toLocaleDateString(
    es ? "es-US" : "en-US",
    { month: "long", year: "numeric", timeZone: "UTC" },
  );
  return es
    ? `${claim} en ${platform}, a ${month}`
    : `${claim} on ${platform}, as of ${month}`;
}
