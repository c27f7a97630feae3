import { FIRST_AVAILABLE } from "./arrival-window-value.ts";
import type { ContactFormInput, ContactRequest } from "./contact-schema.ts";

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
 * who asked for text messages must tick at least one of the two boxes (the specification's
 * "Consent Required" rule), or the office could not reply the way they asked.
 */
export function hasConsent(
  request: Pick<
    ContactRequest,
    "preferredContact" | "marketingConsent" | "accountConsent"
  >,
): boolean {
  return (
    request.preferredContact === "call" ||
    request.marketingConsent ||
    request.accountConsent
  );
}

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
