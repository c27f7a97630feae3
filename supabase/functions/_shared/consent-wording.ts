// The words of the request form's two text-message boxes, every version ever shown. The form
// renders the current version from here and sends its id with the request; the function keeps
// that id in the consent record (public.text_consents), so what a visitor agreed to can be shown
// word for word for as long as the record is kept (four years). Never change a version once it
// has been shown: add a new one, make it CURRENT_CONSENT_WORDING, and keep the old ones here.

export type ConsentWording = {
  /** The service-texts box (accountConsent): what a reply by text needs. */
  account: string;
  /** The marketing box (marketingConsent): never needed to send the form. */
  marketing: string;
  /** The line under both boxes, before the links to the Privacy Policy and the SMS Terms. */
  disclosure: string;
};

/** {business} stands for the business's name (content/business.ts), filled in when shown. */
export const CONSENT_WORDINGS = {
  "2026-12-11": {
    account:
      "Service texts: I agree to receive account and service text messages from {business} about my requests, such as replies, appointment confirmations and arrival updates, at the number I entered above.",
    marketing:
      "Marketing texts: I agree to receive marketing text messages from {business}, such as maintenance reminders and offers, at the number I entered above. Consent is not a condition of purchase.",
    disclosure:
      "Message frequency varies. Message and data rates may apply. Reply STOP to opt out, HELP for help.",
  },
} as const satisfies Record<string, ConsentWording>;

export type ConsentWordingVersion = keyof typeof CONSENT_WORDINGS;

/** The version the form shows now. */
export const CURRENT_CONSENT_WORDING: ConsentWordingVersion = "2026-12-11";

export function isConsentWordingVersion(
  value: string,
): value is ConsentWordingVersion {
  return Object.prototype.hasOwnProperty.call(CONSENT_WORDINGS, value);
}

/** A version's words as the form shows them, with the business's name in place. */
export function consentWording(
  version: ConsentWordingVersion,
  businessName: string,
): ConsentWording {
  const words: ConsentWording = CONSENT_WORDINGS[version];
  const fill = (text: string) => text.split("{business}").join(businessName);
  return {
    account: fill(words.account),
    marketing: fill(words.marketing),
    disclosure: fill(words.disclosure),
  };
}
