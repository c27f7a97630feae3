import type * as z from "zod/mini";
import {
  type ContactSchemaMessages,
  contactSchemaWith,
  type TextFieldMessages,
} from "./contact-schema-shape.ts";
import { arrivalWindowMessages } from "./arrival-window-messages.ts";

// The request schema in English: what the server action and the send-contact-form Edge Function
// validate with, and what their refusals say. The rules themselves are in contact-schema-shape.ts,
// so another language's words (lib/i18n/messages/request-form.ts) build the same schema.

export {
  contactSchemaWith,
  REQUEST_LANGUAGES,
  US_STATES,
  type ContactSchemaMessages,
  type RequestLanguage,
  type TextFieldMessages,
} from "./contact-schema-shape.ts";

const textField = (label: string): TextFieldMessages => ({
  required: `${label} is required.`,
  tooLong: `${label} must be {max} characters or fewer.`,
  control: `${label} contains a hidden control character. Please retype it.`,
});

/** The schema's English words, as they read before languages were added. */
export const englishSchemaMessages: ContactSchemaMessages = {
  name: textField("Name"),
  phone: {
    ...textField("Phone"),
    invalid: "Enter a 10-digit US phone number, like (480) 555-0142.",
  },
  preferredContact: "Choose Phone Call or Text Message.",
  message: textField("Message"),
  address: textField("Address"),
  city: textField("City"),
  state: { ...textField("State"), invalid: "Enter a US state, like AZ." },
  zipCode: {
    ...textField("ZIP code"),
    invalid: "Enter a 5-digit ZIP code, like 85215.",
  },
  email: {
    required: "Enter an e-mail address, or leave it empty.",
    tooLong: "E-mail must be 254 characters or fewer.",
    invalid:
      "Enter an e-mail address like name@example.com, or leave it empty.",
  },
  arrivalWindow: arrivalWindowMessages.malformed,
  consentWording: "Reload the page and send the form again.",
  page: "Send the page as a path on this site.",
  consentBusinessName: textField("Business name"),
  language: "Send the language as en or es.",
};

export const contactSchema = contactSchemaWith(englishSchemaMessages);

/** What a visitor types (state before normalisation). */
export type ContactFormInput = z.input<typeof contactSchema>;
/**
 * What is forwarded and stored: the seed's ten fields, plus the optional e-mail and window, with
 * a text consent the wording's version and the page, and the request's language.
 */
export type ContactRequest = z.output<typeof contactSchema>;

// The zod-free pieces (hasConsent, consentIsTraceable, emptyContactForm, step1Fields, step2Fields) live in
// contact-fields.ts, which imports this file's types only: import them from there.
