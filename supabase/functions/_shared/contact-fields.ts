import { FIRST_AVAILABLE } from "./arrival-window-value.ts";
import type {
  ContactFormInput,
  ContactRequest,
  RequestLanguage,
} from "./contact-schema.ts";

// Plain values about the request form with no zod behind them: the island imports these
// eagerly and loads the schema only when it first validates.

export const step1Fields = [
  "name",
  "phone",
  "email",
  "preferredContact",
  "message",
] as const;
export const step2Fields = [
  "address",
  "city",
  "state",
  "zipCode",
  "arrivalWindow",
] as const;

/**
 * Whether the request may be sent. A visitor who asked for a phone call needs no text consent:
 * carriers refuse programs that make texting a condition of service, and a call needs none. One
 * who asked for replies by text must tick the service-texts box (accountConsent): the office's
 * replies are service texts, and marketing consent alone does not cover them. Stricter than the
 * specification's "at least one of the two" (docs/request-form.md, "Text-message consent"),
 * which let marketing consent stand in for the texts the visitor asked for.
 */
export function hasConsent(
  request: Pick<
    ContactRequest,
    "preferredContact" | "marketingConsent" | "accountConsent"
  >,
): boolean {
  return request.preferredContact === "call" || request.accountConsent;
}

/** Whether either text-message box is ticked: the request then carries a consent to keep. */
export function givesTextConsent(
  request: Pick<ContactRequest, "marketingConsent" | "accountConsent">,
): boolean {
  return request.marketingConsent || request.accountConsent;
}

/**
 * A ticked box must say which wording it was ticked under (consent-wording.ts), or the consent
 * record could not show what the visitor agreed to. The form always sends it; a post without it
 * is an out-of-date page or not the form.
 */
export function consentIsTraceable(
  request: Pick<
    ContactRequest,
    "marketingConsent" | "accountConsent" | "consentWording"
  >,
): boolean {
  return !givesTextConsent(request) || request.consentWording !== undefined;
}

const PAGE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~%/]*$/;

/**
 * Whether a value is a path on this site the form can be sent from ("/services/drain-cleaning"):
 * never another site's address ("//evil.example"), a query string or more than 200 characters.
 */
export function isPagePath(value: string): boolean {
  return value.length <= 200 && PAGE_PATH.test(value);
}

/** The language to answer a request in: the page's, English when the request does not say. */
export function requestLanguage(
  request: Pick<ContactRequest, "language">,
): RequestLanguage {
  return request.language ?? "en";
}

/** What a visitor who asked for texts without the service-texts box is told, everywhere. */
export const TEXT_NEEDS_SERVICE_CONSENT =
  "To get replies by text, tick the service-texts box, or choose Phone Call.";

export const emptyContactForm: ContactFormInput = {
  name: "",
  phone: "",
  email: "",
  preferredContact: "call",
  message: "",
  address: "",
  city: "",
  state: "",
  zipCode: "",
  marketingConsent: false,
  accountConsent: false,
  arrivalWindow: FIRST_AVAILABLE,
};
