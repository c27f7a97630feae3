import * as z from "zod/mini";
import {
  ARRIVAL_WINDOW_VALUE,
  arrivalWindowMessages,
  FIRST_AVAILABLE,
} from "./arrival-window-value.ts";
import { isPagePath } from "./contact-fields.ts";
import {
  type ConsentWordingVersion,
  isConsentWordingVersion,
} from "./consent-wording.ts";

// The one definition of a service request, used by the form island (zodResolver), the server
// action and the send-contact-form Edge Function. Plain zod, no Node or Deno APIs, so both
// runtimes import this same file. It uses zod/mini (functional checks instead of chained
// methods) because the form ships it to every phone: ~14 KB gzip less than classic zod. Callers
// use .safeParse()/.parse() and z.flattenError(); mini schemas have no .extend()/.optional().

export const US_STATES = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "DC",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
] as const;

// Full names a visitor may type instead of the code ("Arizona" → "AZ"), in US_STATES order.
const STATE_NAMES = [
  "alabama",
  "alaska",
  "arizona",
  "arkansas",
  "california",
  "colorado",
  "connecticut",
  "delaware",
  "district of columbia",
  "florida",
  "georgia",
  "hawaii",
  "idaho",
  "illinois",
  "indiana",
  "iowa",
  "kansas",
  "kentucky",
  "louisiana",
  "maine",
  "maryland",
  "massachusetts",
  "michigan",
  "minnesota",
  "mississippi",
  "missouri",
  "montana",
  "nebraska",
  "nevada",
  "new hampshire",
  "new jersey",
  "new mexico",
  "new york",
  "north carolina",
  "north dakota",
  "ohio",
  "oklahoma",
  "oregon",
  "pennsylvania",
  "rhode island",
  "south carolina",
  "south dakota",
  "tennessee",
  "texas",
  "utah",
  "vermont",
  "virginia",
  "washington",
  "west virginia",
  "wisconsin",
  "wyoming",
];

function stateCode(value: string): string {
  const index = STATE_NAMES.indexOf(value.toLowerCase().replace(/\s+/g, " "));
  return index >= 0 ? US_STATES[index]! : value.toUpperCase();
}

// C0 and C1 control characters other than tab (\t) and newline (\n). PostgreSQL refuses NUL in
// text (22021), and the rest are never typed on purpose: refusing them here gives the visitor a
// field error instead of a request that fails at the database on every retry. A carriage
// return is allowed and folded into a newline (browsers send textarea breaks as CRLF).
const CONTROL_CHARACTER =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const text = (label: string, max: number) =>
  z.string({ error: `${label} is required.` }).check(
    z.overwrite((value) => value.replace(/\r\n?/g, "\n")),
    z.trim(),
    z.minLength(1, `${label} is required.`),
    z.maxLength(max, `${label} must be ${max} characters or fewer.`),
    z.refine(
      (value) => !CONTROL_CHARACTER.test(value),
      `${label} contains a hidden control character. Please retype it.`,
    ),
  );

/** 10 digits once formatting is stripped, with an optional leading 1; area and exchange codes cannot start with 0 or 1. */
export const phoneSchema = text("Phone", 25).check(
  z.refine((value) => {
    const digits = value.replace(/\D/g, "");
    const local =
      digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
    return /^[2-9]\d{2}[2-9]\d{6}$/.test(local) && !/[^\d\s().+-]/.test(value);
  }, "Enter a 10-digit US phone number, like (480) 555-0142."),
);

export const stateSchema = z.pipe(
  text("State", 20),
  z
    .transform(stateCode)
    .check(
      z.refine(
        (value) => (US_STATES as readonly string[]).includes(value),
        "Enter a US state, like AZ.",
      ),
    ),
);

/**
 * The customer's e-mail, optional: empty means none (the form posts "" for an untouched field).
 * 254 is the longest address SMTP carries.
 */
export const optionalEmailSchema = z.optional(
  z.pipe(
    z.string({ error: "Enter an e-mail address, or leave it empty." }).check(
      z.trim(),
      z.maxLength(254, "E-mail must be 254 characters or fewer."),
      z.refine(
        (value) => value === "" || z.regexes.email.test(value),
        "Enter an e-mail address like name@example.com, or leave it empty.",
      ),
    ),
    z.transform((value) => value || undefined),
  ),
);

/**
 * The preferred arrival window, optional: its shape only ("2026-12-01:am"). Whether it is still
 * offered depends on the time, so the server action and the function check that with their own
 * clocks (checkArrivalWindow in arrival-windows.ts); the browser's clock decides nothing.
 * "" and "first-available" mean no window and leave the field out.
 */
export const optionalArrivalWindowSchema = z.optional(
  z.pipe(
    z.string({ error: arrivalWindowMessages.malformed }).check(
      z.trim(),
      z.refine(
        (value) =>
          value === "" ||
          value === FIRST_AVAILABLE ||
          ARRIVAL_WINDOW_VALUE.test(value),
        arrivalWindowMessages.malformed,
      ),
    ),
    z.transform((value) =>
      value === "" || value === FIRST_AVAILABLE ? undefined : value,
    ),
  ),
);

/**
 * Which wording of the two text-message boxes the form showed (consent-wording.ts): a version
 * the repository still holds, or "" for none. Kept with a consent as its proof; required only
 * when a box is ticked (consentIsTraceable in contact-fields.ts).
 */
export const optionalConsentWordingSchema = z.optional(
  z.pipe(
    z.string({ error: "Reload the page and send the form again." }).check(
      z.trim(),
      z.refine(
        (value) => value === "" || isConsentWordingVersion(value),
        "Reload the page and send the form again.",
      ),
    ),
    z.transform((value) =>
      value === "" ? undefined : (value as ConsentWordingVersion),
    ),
  ),
);

/**
 * The page of this site the form was sent from ("/services/drain-cleaning"), for the consent
 * record: a path only, never another site's address or a query string. "" means none.
 */
export const optionalPageSchema = z.optional(
  z.pipe(
    z.string({ error: "Send the page as a path on this site." }).check(
      z.trim(),
      z.refine(
        (value) => value === "" || isPagePath(value),
        "Send the page as a path on this site.",
      ),
    ),
    z.transform((value) => value || undefined),
  ),
);

/**
 * The business name the consent's words showed ({business}, consent-wording.ts). Set by the
 * site's server from the name its pages were built with (lib/contact/forward.ts), never taken
 * from the browser, and kept in the consent record (migration 20261216120000).
 */
export const optionalConsentBusinessNameSchema = z.optional(
  text("Business name", 200),
);

export const contactSchema = z.object({
  name: text("Name", 100),
  phone: phoneSchema,
  preferredContact: z.enum(["call", "text"], {
    error: "Choose Phone Call or Text Message.",
  }),
  message: text("Message", 2000),
  address: text("Address", 200),
  city: text("City", 100),
  state: stateSchema,
  zipCode: text("ZIP code", 10).check(
    z.regex(/^\d{5}(-\d{4})?$/, "Enter a 5-digit ZIP code, like 85215."),
  ),
  marketingConsent: z.boolean(),
  accountConsent: z.boolean(),
  // Added after the seed (issue 26); optional, so the seed's ten-field body is still accepted.
  email: optionalEmailSchema,
  arrivalWindow: optionalArrivalWindowSchema,
  // Issue 40: the proof kept with a text consent (public.text_consents); optional like the two
  // above, and sent only with a ticked box.
  consentWording: optionalConsentWordingSchema,
  page: optionalPageSchema,
  // Issue 55: who the consent was given to, as the words named it.
  consentBusinessName: optionalConsentBusinessNameSchema,
});

/** What a visitor types (state before normalisation). */
export type ContactFormInput = z.input<typeof contactSchema>;
/**
 * What is forwarded and stored: the seed's ten fields, plus the optional e-mail and window, and
 * with a text consent the wording's version and the page.
 */
export type ContactRequest = z.output<typeof contactSchema>;

// The zod-free pieces (hasConsent, consentIsTraceable, emptyContactForm, step1Fields, step2Fields) live in
// contact-fields.ts, which imports this file's types only: import them from there.
