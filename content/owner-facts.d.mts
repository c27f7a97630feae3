// Types for content/owner-facts.mjs, which build-env.mjs also loads as plain JavaScript.
export type ProfileKind =
  "facebook" | "instagram" | "bbb" | "google" | "nextdoor" | "yelp";

export type OwnerReview = {
  /** The author's name exactly as the review site shows it. */
  author: string;
  /** The day it was published, YYYY-MM-DD. */
  date: string;
  /** Stars given, 1 to 5. */
  rating: number;
  /** The review's words, unedited. */
  text: string;
  /** Where it was published: the review's own address, or the listing holding it. */
  url: string;
  /** Where the job was, when the review says so. */
  city?: string;
};

export const ownerConfirmed: {
  readonly officeHours: boolean;
  readonly holidays: boolean;
  readonly responseTime: boolean;
  readonly accessibilityReply: boolean;
  readonly afterHoursEmergency: boolean;
  readonly licenseCoversServices: boolean;
  readonly insured: boolean;
  readonly fiveStarReviews: boolean;
};
export const fiveStarReviews: {
  readonly count: number;
  readonly platform: string | null;
  readonly url: string | null;
  readonly asOf: string | null;
};
export const profiles: readonly {
  readonly kind: ProfileKind;
  readonly label: string;
  readonly href: string;
}[];
export const reviewsUrl: string;
export const reviews: readonly OwnerReview[];
export const accessibilityReplyBusinessDays: number;
export const videoUploadDates: {
  readonly story: string | null;
  readonly waterHeaterGuide: string | null;
};
export const videoCaptions: {
  readonly contact: string | null;
  readonly story: boolean;
  readonly waterHeaterGuide: boolean;
};
export const officeSpeaksSpanish: boolean | null;
