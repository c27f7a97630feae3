// The words of the request form's two text-message boxes, every version ever shown. The form
// renders the current version from here and sends its id with the request; the function keeps
// that id in the consent record (public.text_consents), so what a visitor agreed to can be shown
// word for word for as long as the record is kept (while it stands, and five years after a STOP). Never change a version once it
// has been shown: add a new one, make it CURRENT_CONSENT_WORDING, and keep the old ones here.

export type ConsentWording = {
  /** The service-texts box (accountConsent): what a reply by text needs. */
  account: string;
  /** The marketing box (marketingConsent): never needed to send the form. */
  marketing: string;
  /** The line under both boxes, before the links to the Privacy Policy and the SMS Terms. */
  disclosure: string;
};

/**
 * {business} stands for the business's name (content/business.ts), {phone} for the number the
 * consent covers: written consent names the number it covers (47 CFR 64.1200(f)(9)), so from
 * 2026-12-16 the boxes show the number typed on step 1 (NO_NUMBER_YET before one is typed).
 */
export const CONSENT_WORDINGS = {
  "2026-12-11": {
    account:
      "Service texts: I agree to receive account and service text messages from {business} about my requests, such as replies, appointment confirmations and arrival updates, at the number I entered above.",
    marketing:
      "Marketing texts: I agree to receive marketing text messages from {business}, such as maintenance reminders and offers, at the number I entered above. Consent is not a condition of purchase.",
    disclosure:
      "Message frequency varies. Message and data rates may apply. Reply STOP to opt out, HELP for help.",
  },
  "2026-12-16": {
    account:
      "Service texts: I agree to receive account and service text messages from {business} about my requests, such as replies, appointment confirmations and arrival updates, at {phone}.",
    marketing:
      "Marketing texts: I agree to receive marketing text messages from {business}, sent using automated technology, such as maintenance reminders and offers, at {phone}. Consent is not a condition of purchase.",
    disclosure:
      "Message frequency varies. Message and data rates may apply. Reply STOP to opt out, HELP for help.",
  },
} as const satisfies Record<string, ConsentWording>;

export type ConsentWordingVersion = keyof typeof CONSENT_WORDINGS;

/** The version the form shows now. */
export const CURRENT_CONSENT_WORDING: ConsentWordingVersion = "2026-12-16";

/** {phone} before a number is typed (the one-page form without JavaScript, before it is sent). */
export const NO_NUMBER_YET = "the phone number I enter in this form";

export function isConsentWordingVersion(
  value: string,
): value is ConsentWordingVersion {
  return Object.prototype.hasOwnProperty.call(CONSENT_WORDINGS, value);
}

/**
 * A version's words as the form shows them, with the business's name and the number in place
 * (the number as typed; NO_NUMBER_YET when there is none yet).
 */
export function consentWording(
  version: ConsentWordingVersion,
  businessName: string,
  phone?: string,
): ConsentWording {
  const words: ConsentWording = CONSENT_WORDINGS[version];
  const number = phone?.trim() || NO_NUMBER_YET;
  const fill = (text: string) =>
    text.split("{business}").join(businessName).split("{phone}").join(number);
  return {
    account: fill(words.account),
    marketing: fill(words.marketing),
    disclosure: fill(words.disclosure),
  };
}
