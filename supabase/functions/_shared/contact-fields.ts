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

export function hasConsent(
  request: Pick<ContactRequest, "marketingConsent" | "accountConsent">,
): boolean {
  return request.marketingConsent || request.accountConsent;
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
