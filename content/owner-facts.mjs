// The facts only the owner can give: the specification leaves them open, so what is here until
// the owner fills it in is a stand-in, and a production build refuses to ship any of it
// (build-env.mjs; the owner's checklist is docs/launch.md). Plain JavaScript without imports,
// like placeholders.mjs, because build-env.mjs reads it before TypeScript is compiled; typed in
// owner-facts.d.mts, read by the site through content/business.ts and content/reviews.ts.

/**
 * Set each to true once the owner has checked the fact it names against how the office really
 * works. The facts themselves are in supabase/functions/_shared/office-schedule.ts, where the
 * Edge Function reads them too.
 */
export const ownerConfirmed = {
  /** `officeHours.periods`: the days and hours the office answers (header, footer, JSON-LD). */
  officeHours: false,
  /** `officeHours.holidays`: the days the office is closed. */
  holidays: false,
  /** `responseTimeMinutes`: how soon, during open hours, the office calls back a request. */
  responseTime: false,
  /** `accessibilityReplyBusinessDays`: how soon the office answers an accessibility report. */
  accessibilityReply: false,
  /**
   * `emergencyLineAfterHours`: whether the office phone is answered for emergencies while the
   * office is closed, true or false. While false the header says nothing about emergencies when
   * closed, and the success message and confirmation say to call while the office is open: the
   * specification says "emergency service", not a line answered at every hour.
   */
  afterHoursEmergency: false,
  /**
   * That the ROC license classification(s) of NEXT_PUBLIC_ROC_LICENSE cover every service the
   * site advertises (content/services.ts), commercial work and gas piping included.
   */
  licenseCoversServices: false,
  /**
   * That the company is insured for the work the site advertises: "licensed and insured" is the
   * specification's claim, stated on every page (the footer, the home and about pages, the city
   * pages), but only the owner can confirm the policy. If it is not, the word comes off the site
   * rather than being confirmed, as for a service the license classes do not cover.
   */
  insured: false,
  /** `fiveStarReviews` below: the count, where it was counted and when. */
  fiveStarReviews: false,
};

/**
 * The five-star review count every page states, as one phrase built in content/business.ts
 * ("136+ five-star reviews on Google, as of March 2026"). The count is the specification's
 * ("more than 136 five-star reviews"); where and when it was counted are the owner's to give,
 * so they are null until then and previews say so. Nothing here says where the reviewers live.
 */
export const fiveStarReviews = {
  /** At least this many five-star reviews on `platform` on `asOf`. */
  count: 136,
  /** The review site's name as it names itself, e.g. "Google"; null until given. */
  platform: null,
  /** The company's own listing there, where anyone can count them; null until given. */
  url: null,
  /** The day they were counted, YYYY-MM-DD; null until given. */
  asOf: null,
};

/**
 * The company's own pages on the six networks of the contact section (the specification's list).
 * Each must be the address of the company's page, not the network's home page.
 */
export const profiles = [
  { kind: "facebook", label: "Facebook", href: "https://www.facebook.com/" },
  { kind: "instagram", label: "Instagram", href: "https://www.instagram.com/" },
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
];

/** Where "Read all our reviews" goes: the company's own listing on its main review site. */
export const reviewsUrl = "https://www.google.com/maps";

/**
 * Real reviews, copied word for word from where they were published, with the author's name as
 * shown there and the address of the review (or of the listing that holds it). The home and
 * about pages show the first three. Until there are three, they show labelled samples instead
 * (content/reviews.ts) and a production build fails. Example entry:
 *   { author: "Jane D.", date: "2025-03-14", rating: 5, text: "…",
 *     url: "https://www.google.com/maps/place/…", city: "Gilbert" }
 */
export const reviews = [];

/**
 * How many business days the office takes, at most, to answer someone who reports a barrier on
 * the site or asks for its content another way: the accessibility statement (/accessibility,
 * content/accessibility.ts) promises it. A stand-in until the owner sets
 * `ownerConfirmed.accessibilityReply`; a whole number of days, 1 or more.
 */
export const accessibilityReplyBusinessDays = 2;

/**
 * The day each YouTube video was published (YYYY-MM-DD, as YouTube shows it under the video),
 * given with its id (NEXT_PUBLIC_VIDEO_STORY_ID, NEXT_PUBLIC_VIDEO_WATER_HEATER_ID). The pages
 * describe a video to search engines (VideoObject) only with its real date; a production build
 * with an id but no date fails.
 */
export const videoUploadDates = {
  story: null,
  waterHeaterGuide: null,
};

/**
 * Captions for each video the site shows, which WCAG 2.2 success criterion 1.2.2 (level A) asks
 * of prerecorded video with sound. A production build with a video set and its captions not
 * given fails (build-env.mjs); the accessibility statement says the company's videos carry them.
 */
export const videoCaptions = {
  /**
   * The contact page's video file (NEXT_PUBLIC_CONTACT_VIDEO_URL): its captions as a WebVTT file
   * the site serves itself, under public/ (e.g. "/videos/intro.en.vtt"), so that no CSP rule or
   * cross-origin request stands between the player and it. null until given.
   */
  contact: null,
  /** YouTube videos (NEXT_PUBLIC_VIDEO_STORY_ID, …): true once captions, checked by a person
   * rather than YouTube's automatic ones alone, are published on the video in YouTube Studio. */
  story: false,
  waterHeaterGuide: false,
};

/**
 * Whether someone at the office answers the phone and calls back in Spanish: true or false,
 * null until the owner says. The Spanish pages (/es, docs/architecture.md "Languages") tell a
 * visitor they will be called back in Spanish, so a production build refuses while this is null
 * (build-env.mjs); with false, no Spanish page is built, listed or linked (lib/i18n/spanish.ts).
 * Previews and local builds show the Spanish pages whatever it says.
 */
export const officeSpeaksSpanish = null;
