// The words of the request form's two text-message boxes, every version ever shown. The form
// renders the current version from here and sends its id with the request; the function keeps
// that id in the consent record (public.text_consents), so what a visitor agreed to can be shown
// word for word for as long as the record is kept (while it stands, and five years after a STOP). Never change a version once it
// has been shown: add a new one, make it CURRENT_CONSENT_WORDING, and keep the old ones here.

import {
  type ConsentWordingVersion,
  isConsentWordingVersion,
} from "./consent-wording-versions.ts";

export { type ConsentWordingVersion, isConsentWordingVersion };

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
  // Issue 57: 2026-12-16 in Spanish (CONSENT_WORDING_LANGUAGES), shown on /es/contacto and /es/contacto/solicitud; the same
  // two boxes, the same meaning, the number named the same way. STOP and HELP stay as they are:
  // they are the keywords the texting program answers (docs/launch.md: the lawyer reads it).
  "2026-12-20": {
    account:
      "Mensajes de servicio: acepto recibir mensajes de texto de cuenta y de servicio de {business} sobre mis solicitudes, como respuestas, confirmaciones de citas y avisos de llegada, al {phone}.",
    marketing:
      "Mensajes de promociones: acepto recibir mensajes de texto de mercadeo de {business}, enviados con tecnología automatizada, como recordatorios de mantenimiento y ofertas, al {phone}. El consentimiento no es una condición de compra.",
    disclosure:
      "La frecuencia de los mensajes varía. Pueden aplicarse tarifas por mensajes y datos. Responda STOP para cancelar o HELP para pedir ayuda.",
  },
} as const satisfies Record<ConsentWordingVersion, ConsentWording>;

/** The version the form shows now. */
export const CURRENT_CONSENT_WORDING: ConsentWordingVersion = "2026-12-16";

/** The version the form shows now, in each language of the site (the page's). */
export const CURRENT_CONSENT_WORDINGS = {
  en: CURRENT_CONSENT_WORDING,
  es: "2026-12-20",
} as const satisfies Record<"en" | "es", ConsentWordingVersion>;

/** {phone} before a number is typed (the one-page form without JavaScript, before it is sent). */
export const NO_NUMBER_YET = "the phone number I enter in this form";

/** The same for a Spanish version ("al {phone}" then reads "al número de teléfono que…"). */
export const NO_NUMBER_YET_ES =
  "número de teléfono que yo escriba en este formulario";

/**
 * The language each version is written in. A version is a date alone, because the consent
 * record's column accepts only that shape (text_consents_wording_version_format, migration
 * 20261211120000), so the language is said here.
 */
export const CONSENT_WORDING_LANGUAGES = {
  "2026-12-11": "en",
  "2026-12-16": "en",
  "2026-12-20": "es",
} as const satisfies Record<ConsentWordingVersion, "en" | "es">;

/** The words {phone} stands for before a number is typed, in the version's language. */
export function noNumberYet(version: ConsentWordingVersion): string {
  return CONSENT_WORDING_LANGUAGES[version] === "es"
    ? NO_NUMBER_YET_ES
    : NO_NUMBER_YET;
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
  const number = phone?.trim() || noNumberYet(version);
  const fill = (text: string) =>
    text.split("{business}").join(businessName).split("{phone}").join(number);
  return {
    account: fill(words.account),
    marketing: fill(words.marketing),
    disclosure: fill(words.disclosure),
  };
}

/**
 * A version's words for a form to render, {business} filled and {phone} left for the form to
 * fill as the number is typed, with what {phone} reads before then: plain strings, so a server
 * component hands them to the island and the island's chunk holds no version's words.
 */
export function consentText(
  version: ConsentWordingVersion,
  businessName: string,
): ConsentWording & { version: ConsentWordingVersion; noNumberYet: string } {
  const words: ConsentWording = CONSENT_WORDINGS[version];
  const fill = (text: string) => text.split("{business}").join(businessName);
  return {
    version,
    account: fill(words.account),
    marketing: fill(words.marketing),
    disclosure: fill(words.disclosure),
    noNumberYet: noNumberYet(version),
  };
}
