import { z } from "zod";

// The one definition of a service request, used by the form island (zodResolver), the server
// action and the send-contact-form Edge Function. Plain zod, no Node or Deno APIs, so both
// runtimes import this same file.

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

const STATE_NAMES: Record<string, (typeof US_STATES)[number]> = {
  arizona: "AZ",
  california: "CA",
  nevada: "NV",
  "new mexico": "NM",
  utah: "UT",
  colorado: "CO",
  texas: "TX",
};

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be ${max} characters or fewer.`);

/** 10 digits once formatting is stripped, with an optional leading 1; area and exchange codes cannot start with 0 or 1. */
export const phoneSchema = text("Phone", 25).refine((value) => {
  const digits = value.replace(/\D/g, "");
  const local =
    digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(local) && !/[^\d\s().+-]/.test(value);
}, "Enter a 10-digit US phone number, like (480) 555-0142.");

export const stateSchema = text("State", 20)
  .transform((value) => STATE_NAMES[value.toLowerCase()] ?? value.toUpperCase())
  .refine(
    (value) => (US_STATES as readonly string[]).includes(value),
    "Enter a US state, like AZ.",
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
  zipCode: text("ZIP code", 10).regex(
    /^\d{5}(-\d{4})?$/,
    "Enter a 5-digit ZIP code, like 85215.",
  ),
  marketingConsent: z.boolean(),
  accountConsent: z.boolean(),
});

/** What a visitor types (state before normalisation). */
export type ContactFormInput = z.input<typeof contactSchema>;
/** What is forwarded and stored: the ten fields of the seed, validated and normalised. */
export type ContactRequest = z.output<typeof contactSchema>;

export const step1Fields = [
  "name",
  "phone",
  "preferredContact",
  "message",
] as const;
export const step2Fields = ["address", "city", "state", "zipCode"] as const;

export function hasConsent(
  request: Pick<ContactRequest, "marketingConsent" | "accountConsent">,
): boolean {
  return request.marketingConsent || request.accountConsent;
}

export const emptyContactForm: ContactFormInput = {
  name: "",
  phone: "",
  preferredContact: "call",
  message: "",
  address: "",
  city: "",
  state: "",
  zipCode: "",
  marketingConsent: false,
  accountConsent: false,
};
