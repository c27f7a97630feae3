import * as z from "zod/mini";
import {
  ARRIVAL_WINDOW_VALUE,
  FIRST_AVAILABLE,
} from "./arrival-window-value.ts";
import { isPagePath } from "./contact-fields.ts";
import {
  type ConsentWordingVersion,
  isConsentWordingVersion,
} from "./consent-wording-versions.ts";

// The one definition of a service request, with its words left out: contactSchemaWith(messages)
// builds it in the visitor's language. contact-schema.ts builds the English one, which the server
// action and the send-contact-form Edge Function use; the form island builds its own from the
// messages its page gave it, so its chunk carries no language's words. Plain zod, no Node or Deno
// APIs, so both runtimes import this same file. It uses zod/mini (functional checks instead of
// chained methods) because the form ships it to every phone: ~14 KB gzip less than classic zod.
// Callers use .safeParse()/.parse() and z.flattenError(); mini schemas have no .extend().

/** The languages a request can be sent in: the page's, so the office knows how to call back. */
export const REQUEST_LANGUAGES = ["en", "es"] as const;
export type RequestLanguage = (typeof REQUEST_LANGUAGES)[number];

/** What a text field says when it is empty, too long ("{max}": its limit) or holds a control character. */
export type TextFieldMessages = {
  required: string;
  tooLong: string;
  control: string;
};

/**
 * Every refusal the schema can give, in one language. Plain strings (no functions), so a server
 * component can hand them to the island as props.
 */
export type ContactSchemaMessages = {
  name: TextFieldMessages;
  phone: TextFieldMessages & { invalid: string };
  preferredContact: string;
  message: TextFieldMessages;
  address: TextFieldMessages;
  city: TextFieldMessages;
  state: TextFieldMessages & { invalid: string };
  zipCode: TextFieldMessages & { invalid: string };
  email: { required: string; tooLong: string; invalid: string };
  arrivalWindow: string;
  consentWording: string;
  page: string;
  consentBusinessName: TextFieldMessages;
  language: string;
};

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

const text = (words: TextFieldMessages, max: number) =>
  z.string({ error: words.required }).check(
    z.overwrite((value) => value.replace(/\r\n?/g, "\n")),
    z.trim(),
    z.minLength(1, words.required),
    z.maxLength(max, words.tooLong.replace("{max}", String(max))),
    z.refine((value) => !CONTROL_CHARACTER.test(value), words.control),
  );

/** 10 digits once formatting is stripped, with an optional leading 1; area and exchange codes cannot start with 0 or 1. */
const phoneSchema = (words: ContactSchemaMessages["phone"]) =>
  text(words, 25).check(
    z.refine((value) => {
      const digits = value.replace(/\D/g, "");
      const local =
        digits.length === 11 && digits.startsWith("1")
          ? digits.slice(1)
          : digits;
      return (
        /^[2-9]\d{2}[2-9]\d{6}$/.test(local) && !/[^\d\s().+-]/.test(value)
      );
    }, words.invalid),
  );

const stateSchema = (words: ContactSchemaMessages["state"]) =>
  z.pipe(
    text(words, 20),
    z
      .transform(stateCode)
      .check(
        z.refine(
          (value) => (US_STATES as readonly string[]).includes(value),
          words.invalid,
        ),
      ),
  );

/**
 * The customer's e-mail, optional: empty means none (the form posts "" for an untouched field).
 * 254 is the longest address SMTP carries.
 */
const optionalEmailSchema = (words: ContactSchemaMessages["email"]) =>
  z.optional(
    z.pipe(
      z.string({ error: words.required }).check(
        z.trim(),
        z.maxLength(254, words.tooLong),
        z.refine(
          (value) => value === "" || z.regexes.email.test(value),
          words.invalid,
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
const optionalArrivalWindowSchema = (malformed: string) =>
  z.optional(
    z.pipe(
      z.string({ error: malformed }).check(
        z.trim(),
        z.refine(
          (value) =>
            value === "" ||
            value === FIRST_AVAILABLE ||
            ARRIVAL_WINDOW_VALUE.test(value),
          malformed,
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
const optionalConsentWordingSchema = (reload: string) =>
  z.optional(
    z.pipe(
      z.string({ error: reload }).check(
        z.trim(),
        z.refine(
          (value) => value === "" || isConsentWordingVersion(value),
          reload,
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
const optionalPageSchema = (notAPath: string) =>
  z.optional(
    z.pipe(
      z.string({ error: notAPath }).check(
        z.trim(),
        z.refine((value) => value === "" || isPagePath(value), notAPath),
      ),
      z.transform((value) => value || undefined),
    ),
  );

/** The request, its refusals in the words given. */
export function contactSchemaWith(words: ContactSchemaMessages) {
  return z.object({
    name: text(words.name, 100),
    phone: phoneSchema(words.phone),
    preferredContact: z.enum(["call", "text"], {
      error: words.preferredContact,
    }),
    message: text(words.message, 2000),
    address: text(words.address, 200),
    city: text(words.city, 100),
    state: stateSchema(words.state),
    zipCode: text(words.zipCode, 10).check(
      z.regex(/^\d{5}(-\d{4})?$/, words.zipCode.invalid),
    ),
    marketingConsent: z.boolean(),
    accountConsent: z.boolean(),
    // Added after the seed (issue 26); optional, so the seed's ten-field body is still accepted.
    email: optionalEmailSchema(words.email),
    arrivalWindow: optionalArrivalWindowSchema(words.arrivalWindow),
    // Issue 40: the proof kept with a text consent (public.text_consents); optional like the two
    // above, and sent only with a ticked box.
    consentWording: optionalConsentWordingSchema(words.consentWording),
    page: optionalPageSchema(words.page),
    // Issue 55: who the consent was given to, as the words named it. Set by the site's server
    // from the name its pages were built with (lib/contact/forward.ts), never taken from the
    // browser, and kept in the consent record (migration 20261216120000).
    consentBusinessName: z.optional(text(words.consentBusinessName, 200)),
    // Issue 57: the language of the page the request was sent from, so the office calls back in
    // it and the confirmation is written in it. Optional, and absent means English
    // (requestLanguage in contact-fields.ts): the seed's ten-field body, and pages built before
    // the field, are English.
    language: z.optional(z.enum(REQUEST_LANGUAGES, { error: words.language })),
  });
}
