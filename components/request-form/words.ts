import type { ContactSchemaMessages } from "@/supabase/functions/_shared/contact-schema-shape";
import type { CalendarWords } from "@/supabase/functions/_shared/calendar-words";

// What the request form says, in one language: the shape of lib/i18n/messages/request-form.ts
// (which holds every language, on the server only). A server component picks the page's
// language and hands the island and the one-page form that one object as props, so the
// island's chunk carries no language's words. "{name}" marks a value filled in where it is shown.

export type PhotoWords = {
  title: string;
  /** "{max}": how many photos. */
  hint: string;
  hintEnd: string;
  add: string;
  addMore: string;
  loadFailed: string;
  preparing: string;
  preparingLabel: string;
  preparingStatus: string;
  /** "{photos}": one or many, below; "{size}": "1.6 MB". */
  sendingLabel: string;
  sendingStatus: string;
  onePhoto: string;
  /** "{count}". */
  manyPhotos: string;
  /** "{size}". */
  ready: string;
  madeSmaller: string;
  listLabel: string;
  /** "{n}", "{name}". */
  thumbnail: string;
  remove: string;
  removeLabel: string;
  /** After the file's name, as in lib/contact/photos/messages.ts. */
  notAnImage: string;
  heic: string;
  tooLarge: string;
  tooMany: string;
  /** "{name}", "{cap}". */
  doesNotFit: string;
  /** The one-page form: "{cap}" in all, and choose them again after a refusal. */
  plainHint: string;
  plainAgain: string;
  /** "{size}": what the chosen photos come to (plain-photos.ts). */
  plainTooLarge: string;
};

export type ConsentBoxWords = {
  legend: string;
  intro: string;
  see: string;
  and: string;
  privacy: string;
  privacyHref: string;
  sms: string;
  smsHref: string;
  newTab: string;
};

/** The text-message boxes' words of one version, {business} filled, {phone} still to fill. */
export type ConsentText = {
  version: string;
  account: string;
  marketing: string;
  disclosure: string;
  /** What {phone} reads before a number is typed. */
  noNumberYet: string;
};

export type RequestFormWords = {
  /** "{step}". */
  stepOf: string;
  stepAbout: string;
  stepAddress: string;
  fields: {
    name: string;
    phone: string;
    email: string;
    preferredContact: string;
    call: string;
    text: string;
    message: string;
    address: string;
    city: string;
    state: string;
    zipCode: string;
  };
  next: string;
  back: string;
  submit: string;
  submitting: string;
  honeypot: string;
  /** "{zip}". */
  zipOutside: string;
  zipOutsideMore: string;
  arrival: { label: string; firstAvailable: string; hint: string };
  consent: ConsentBoxWords;
  photos: PhotoWords;
  toast: {
    consentTitle: string;
    consent: string;
    sentTitle: string;
    sent: string;
    /** "{reference}". */
    reference: string;
    failedTitle: string;
    failed: string;
  };
  plain: {
    path: string;
    about: string;
    address: string;
    sendAnother: string;
    orCall: string;
  };
  schema: ContactSchemaMessages;
};

export type { CalendarWords };

/** The island's photo words: the one-page form's own hints stay with that form. */
export type IslandPhotoWords = Omit<
  PhotoWords,
  "plainHint" | "plainAgain" | "plainTooLarge"
>;

/**
 * What the two-step island is given: everything but the one-page form's words, which every page
 * with the form would otherwise carry in its HTML for nothing.
 */
export type IslandWords = Omit<RequestFormWords, "plain" | "photos"> & {
  photos: IslandPhotoWords;
};

/** "{name}" → value, for every name given. */
export function fill(
  template: string,
  values: Record<string, string | number>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
