import {
  emptyContactForm,
  hasConsent,
  requestLanguage,
  step1Fields,
  step2Fields,
} from "@/lib/contact-fields";
import type { ContactFormInput } from "@/lib/contact-schema";
import type { PlainFormState } from "@/lib/contact/contract";
import { serverWords } from "@/lib/contact/messages";

// The plain request form (/contact/request) posts its fields as an ordinary HTML form, so it
// works without JavaScript. These turn that post into the island's values, and the schema's
// verdict into one message per field, so the page can show the visitor what to fix.

// The two steps' fields, and the hidden ones: the consent wording the page showed, and the page
// (the consent record's proof).
const postedFields = [
  ...step1Fields,
  ...step2Fields,
  "consentWording",
  "page",
] as const;

/** The form's values as typed; a missing field is empty, an unchecked box false. */
export function readPlainForm(form: FormData): ContactFormInput {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: ContactFormInput = { ...emptyContactForm };
  for (const name of postedFields) {
    if (name === "preferredContact")
      values[name] = text(name) === "text" ? "text" : "call";
    else values[name] = text(name);
  }
  // The page's language (a hidden field on /es/contacto/solicitud); English when absent.
  if (text("language") === "es") values.language = "es";
  values.marketingConsent = form.has("marketingConsent");
  values.accountConsent = form.has("accountConsent");
  return values;
}

/**
 * The schema's first message for each field it refuses, or the service-texts box's when a reply
 * by text lacks it; empty when everything is fine.
 */
export function plainFieldErrors(
  values: ContactFormInput,
): NonNullable<PlainFormState["fieldErrors"]> {
  const { schema, refusals } = serverWords[requestLanguage(values)];
  const parsed = schema.safeParse(values);
  const errors: NonNullable<PlainFormState["fieldErrors"]> = {};
  if (parsed.success) {
    // Shown on the service-texts box, which the page then focuses (the island's toast, without
    // JavaScript).
    if (!hasConsent(parsed.data)) errors.accountConsent = refusals.noConsent;
    return errors;
  }
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in emptyContactForm)
      errors[field as keyof ContactFormInput] ??= issue.message;
  }
  return errors;
}

/** A fresh form in the page's language: nothing typed, shown now (the server's clock). */
export function initialPlainForm(
  language: "en" | "es" = "en",
  now = Date.now(),
): PlainFormState {
  const values: ContactFormInput = { ...emptyContactForm };
  if (language === "es") values.language = "es";
  return { values, startedAt: now };
}
