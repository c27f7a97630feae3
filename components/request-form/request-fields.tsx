import type { ContactFormInput } from "@/lib/contact-schema";
import {
  Choice,
  Field,
  type FieldMessage,
  type Registration,
} from "./form-fields";
import type { RequestFormWords } from "./words";

type FieldWords = RequestFormWords["fields"];

// The request form's fields, declared once: the island (request-form-island.tsx, two steps) and
// the plain form (plain-request-form.tsx, one page without JavaScript) both render these. Each
// passes `field`, which ties a name to its registration, id, error and (plain form) typed value.

export type FieldBinding = {
  id: string;
  registration: Registration;
  error?: FieldMessage;
  defaultValue?: string;
};
export type BindField = (name: keyof ContactFormInput) => FieldBinding;

type ContactWay = ContactFormInput["preferredContact"];
const CONTACT_WAYS: readonly (readonly [ContactWay, "call" | "text"])[] = [
  ["call", "call"],
  ["text", "text"],
];

/** Step 1 of the island, the first group of the plain form: who, how to reach them, and what. */
export function AboutRequestFields({
  words,
  field,
  contactWay,
}: {
  words: FieldWords;
  field: BindField;
  /** The radio for one way of contact: its registration and whether it starts checked. */
  contactWay: (value: ContactWay) => {
    registration: Registration;
    defaultChecked: boolean;
  };
}) {
  return (
    <>
      <Field
        label={words.name}
        autoComplete="name"
        maxLength={100}
        {...field("name")}
      />
      <Field
        label={words.phone}
        type="tel"
        autoComplete="tel"
        maxLength={25}
        {...field("phone")}
      />
      <Field
        label={words.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        optional
        {...field("email")}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-ink">
          {words.preferredContact}
        </legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {CONTACT_WAYS.map(([value, key]) => (
            <Choice
              key={value}
              type="radio"
              value={value}
              {...contactWay(value)}
            >
              {words[key]}
            </Choice>
          ))}
        </div>
      </fieldset>
      <Field
        label={words.message}
        multiline
        maxLength={2000}
        {...field("message")}
      />
    </>
  );
}

/** The start of step 2 and of the plain form's second group: where the work is. */
export function ServiceAddressFields({
  words,
  field,
}: {
  words: FieldWords;
  field: BindField;
}) {
  return (
    <>
      <Field
        label={words.address}
        autoComplete="address-line1"
        maxLength={200}
        {...field("address")}
      />
      <Field
        label={words.city}
        autoComplete="address-level2"
        maxLength={100}
        {...field("city")}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field
          label={words.state}
          autoComplete="address-level1"
          maxLength={20}
          {...field("state")}
        />
        <Field
          label={words.zipCode}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          {...field("zipCode")}
        />
      </div>
    </>
  );
}
