"use client";

import { useActionState, useId, useState } from "react";
import type { ContactFormInput } from "@/lib/contact-schema";
import type { PlainFormState } from "@/lib/contact/contract";
import { submitPlainRequest } from "./actions";
import {
  ArrivalWindowField,
  type ArrivalDayOptions,
} from "./arrival-window-field";
import { ConsentChoices } from "./form-fields";
import { plainPhotosTooLarge } from "@/lib/contact/photos/plain-photos";
import { PlainPhotoField } from "./plain-photo-field";
import { AboutRequestFields, ServiceAddressFields } from "./request-fields";
import { fill, type ConsentText, type RequestFormWords } from "./words";

// The request form on one page, for visitors without JavaScript (/contact/request). An ordinary
// HTML form: it posts to the server action as a page load, and the page comes back with the
// visitor's values and a message on each field to fix, or with the reference once it is sent.
// With JavaScript the same form posts without a reload.

/** Where the English form posts before (or without) JavaScript: this page. */
export const PLAIN_FORM_PATH = "/contact/request";

export function PlainRequestForm({
  initial,
  arrivalDays,
  words,
  consent,
  phone,
}: {
  initial: PlainFormState;
  arrivalDays: ArrivalDayOptions[];
  /** The page's language only (lib/i18n/messages/request-form.ts). */
  words: RequestFormWords;
  /** The text-message boxes' words, the version the form then sends. */
  consent: ConsentText;
  phone: { label: string; href: string };
}) {
  const id = useId();
  // The page in its own language: /contact/request or /es/contacto/solicitud.
  const path = words.plain.path;
  const [state, formAction, pending] = useActionState(
    submitPlainRequest,
    initial,
    path,
  );
  const { values, fieldErrors = {}, result } = state;
  // With JavaScript, photos too large for the page are caught before the post: on Vercel the
  // platform would refuse it before the action could answer (plain-photos.ts).
  const [photosTooLarge, setPhotosTooLarge] = useState<string>();
  // The number the texting consent covers, named in its words as it is typed (with JavaScript;
  // without, once the page comes back from the server).
  const [typedPhone, setTypedPhone] = useState(values.phone);

  if (result?.ok) {
    return (
      <div
        role="status"
        className="rounded-xl border border-brand-100 bg-brand-50 p-5 md:p-6"
      >
        <h2 className="text-xl font-bold text-brand-800">
          {words.toast.sentTitle}
        </h2>
        <p className="mt-2">{words.toast.sent}</p>
        {result.reference ? (
          <p className="mt-3 font-semibold">
            {fill(words.toast.reference, { reference: result.reference })}
          </p>
        ) : null}
        {result.next.map((line) => (
          <p key={line} className="mt-2 text-ink-muted">
            {line}
          </p>
        ))}
        <p className="mt-4">
          <a href={path} className="font-semibold text-brand-700 underline">
            {words.plain.sendAnother}
          </a>{" "}
          {words.plain.orCall}{" "}
          <a
            href={phone.href}
            className="font-semibold text-brand-700 underline"
          >
            {phone.label}
          </a>
          .
        </p>
      </div>
    );
  }

  const field = (name: keyof ContactFormInput) => ({
    id: `${id}-${name}`,
    registration: { name },
    error: fieldErrors[name] ? { message: fieldErrors[name] } : undefined,
    defaultValue: String(values[name] ?? ""),
  });
  // Preflight takes the fieldset's own border and padding away; the legend heads the group.
  const group = "space-y-4";
  const legend = "text-lg font-bold text-brand-800";

  return (
    <form
      action={formAction}
      noValidate
      onChange={(event) => {
        const target = event.target;
        if (target instanceof HTMLInputElement && target.name === "phone")
          setTypedPhone(target.value);
      }}
      onSubmit={(event) => {
        const field = event.currentTarget.elements.namedItem("photos");
        const files = field instanceof HTMLInputElement ? field.files : null;
        const tooLarge = plainPhotosTooLarge(
          Array.from(files ?? []),
          words.photos.plainTooLarge,
        );
        setPhotosTooLarge(tooLarge);
        if (!tooLarge) return;
        event.preventDefault();
        if (field instanceof HTMLInputElement) field.focus();
      }}
      className="space-y-6"
    >
      {result && !result.ok ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800"
        >
          {result.error}
        </p>
      ) : null}
      <fieldset className={group}>
        <legend className={legend}>{words.plain.about}</legend>
        <AboutRequestFields
          words={words.fields}
          field={field}
          contactWay={(value) => ({
            registration: { name: "preferredContact" },
            defaultChecked: values.preferredContact === value,
          })}
        />
        <PlainPhotoField
          id={id}
          words={words.photos}
          error={
            photosTooLarge ??
            (result && !result.ok ? result.fieldErrors?.photos : undefined)
          }
        />
      </fieldset>

      <fieldset className={group}>
        <legend className={legend}>{words.plain.address}</legend>
        <ServiceAddressFields words={words.fields} field={field} />
        <ArrivalWindowField
          words={words.arrival}
          days={arrivalDays}
          {...field("arrivalWindow")}
        />
        <ConsentChoices
          words={words.consent}
          text={consent}
          phone={typedPhone}
          marketing={{
            registration: { name: "marketingConsent" },
            defaultChecked: values.marketingConsent,
          }}
          account={{
            registration: { name: "accountConsent" },
            defaultChecked: values.accountConsent,
            error: fieldErrors.accountConsent
              ? { message: fieldErrors.accountConsent }
              : undefined,
            errorId: `${id}-accountConsent-error`,
          }}
        />
        {/* What a consent is kept with: the wording shown above, and this page. */}
        <input type="hidden" name="consentWording" value={consent.version} />
        <input type="hidden" name="page" value={path} />
        {/* The page's language, which the request carries (English when absent). */}
        {values.language === "es" ? (
          <input type="hidden" name="language" value="es" />
        ) : null}
      </fieldset>

      {/* Honeypot: hidden from people and assistive technology; bots that fill every field trip it. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={`${id}-website`}>{words.honeypot}</label>
        <input
          id={`${id}-website`}
          name="company_website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <button
        type="submit"
        disabled={pending}
        className="btn btn-primary w-full sm:w-auto"
      >
        {pending ? words.submitting : words.submit}
      </button>
    </form>
  );
}
