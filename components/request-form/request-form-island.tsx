"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { showToast } from "@/components/ui/toaster";
import {
  announceConversion,
  CONVERSION_EVENTS,
} from "@/lib/analytics/conversions";
import {
  emptyContactForm,
  hasConsent,
  isPagePath,
  step1Fields,
} from "@/lib/contact-fields";
import type { ContactFieldErrors } from "@/lib/contact/contract";
import type { ContactFormInput, ContactRequest } from "@/lib/contact-schema";
import { lookupZip } from "@/lib/zip-lookup";
import {
  ArrivalWindowField,
  type ArrivalDayOptions,
} from "./arrival-window-field";
import { freshArrivalDays } from "./fresh-arrival-days";
import { ConsentChoices } from "./form-fields";
import { PhotoField, PhotoSending, usePhotos } from "./photo-field";
import { AboutRequestFields, ServiceAddressFields } from "./request-fields";
import { submitRequest } from "./submit-request";
import {
  type CalendarWords,
  type ConsentText,
  fill,
  type IslandWords,
} from "./words";

type Props = {
  labelledBy: string;
  /** Prefix of the fields' ids, the same on the server and in the island's own root. */
  idBase: string;
  /** The page's language: the request carries it. */
  language: "en" | "es";
  /** Everything the form says, in the page's language only (lib/i18n/messages/request-form.ts). */
  words: IslandWords;
  /** The text-message boxes' words, the version the request then carries. */
  consent: ConsentText;
  /** Days and times in the page's language; none: the schedule's English. */
  calendar?: CalendarWords;
  /** Every ZIP of the service areas, for the "outside our usual area" notice in step 2. */
  servedZips: readonly string[];
  phone: { label: string; href: string };
  /** In the sticky aside: tighter from 1024 px, with the buttons pinned (see below). */
  compact?: boolean;
  /** What the visitor typed into the server's HTML before this hydrated (request-form-loader.tsx). */
  typedBeforeHydration?: () => Partial<ContactFormInput>;
};

// The schema and its resolver are fetched on the first focus inside the form (or at the latest on
// the first validation): the same zodResolver(contactSchema) in the page's words, minus ~20 KB
// gzip on first load.
const loadResolver = () => import("./contact-resolver");
type FormResolver = Resolver<ContactFormInput, unknown, ContactRequest>;
function lazyResolver(words: IslandWords["schema"]): FormResolver {
  let made: FormResolver | undefined;
  return async (values, context, options) => {
    made ??= (await loadResolver()).contactResolverWith(words);
    return made(values, context, options);
  };
}

// Compact (the sticky aside from 1024 px, where the card scrolls inside itself: request-form.tsx):
// the buttons stay pinned at the bottom of the card as a footer, on white out to its edges,
// over a fade that shows the fields passing under them. The fade is no taller than the gap
// above the footer, so it covers nothing when the whole step fits.
const steps = {
  normal: "mt-4 space-y-4",
  compact: "mt-4 space-y-4 lg:space-y-3",
};
const actions = {
  normal: "",
  compact:
    "lg:sticky lg:bottom-0 lg:-mx-5 lg:border-t lg:border-slate-200 lg:bg-white lg:px-5 lg:pt-3 lg:pb-5 lg:before:pointer-events-none lg:before:absolute lg:before:inset-x-0 lg:before:bottom-full lg:before:h-3 lg:before:bg-linear-to-t lg:before:from-white lg:before:content-['']",
};
const noSubscription = () => () => {};
/** The visitor's clock, for the fill time; only ever read in events and effects. */
const clock = () => Date.now();

// The two-step request form. Step 1: who and what; step 2: where, and permission to text.
export function RequestFormIsland({
  labelledBy,
  idBase: id,
  language,
  words,
  consent,
  calendar,
  servedZips,
  phone,
  compact = false,
  typedBeforeHydration,
}: Props) {
  const density = compact ? "compact" : "normal";
  const [step, setStep] = useState<1 | 2>(1);
  const stepRef = useRef<HTMLParagraphElement>(null);
  const stepChanged = useRef(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const startedAt = useRef(0);
  // Sending the same data again after a failure reuses the key, so the backend stores it once.
  const lastAttempt = useRef<{ data: string; key?: string } | null>(null);
  const [typed] = useState(() => typedBeforeHydration?.());
  const [resolver] = useState(() => lazyResolver(words.schema));
  const form = useForm<ContactFormInput, unknown, ContactRequest>({
    resolver,
    defaultValues: { ...emptyContactForm, ...typed },
  });
  const { register, trigger, reset, setFocus, setError, setValue } = form;
  // A field the server refused on the other step: focused once that step is shown.
  const focusAfterStep = useRef<"email" | "arrivalWindow" | null>(null);
  // Step 2's arrival windows, from the visitor's clock when the step opens (the island hydrates
  // on first use, so its code is not paid for on load; the server checks the window again).
  const [windowDays, setWindowDays] = useState<ArrivalDayOptions[]>([]);
  const photos = usePhotos(words.photos);
  const { errors, isSubmitting } = form.formState;
  // Only a notice: a request from outside the areas is sent and stored like any other.
  const zip = lookupZip(useWatch({ control: form.control, name: "zipCode" }), [
    { name: "", path: "", zips: servedZips },
  ]);
  // The number the texting consent covers, named in its words on step 2.
  const typedPhone = useWatch({ control: form.control, name: "phone" });
  // Buttons stay disabled until hydration: an early click would post the form natively and lose it.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  useEffect(() => {
    // react-hook-form takes a radio's value from the HTML's defaultChecked while it registers
    // the two one by one; the choice (the visitor's, or the default) is set once both are in.
    setValue(
      "preferredContact",
      typed?.preferredContact ?? emptyContactForm.preferredContact,
    );
  }, [setValue, typed]);
  useEffect(() => {
    // Announce the new step to screen readers and keep keyboard focus inside the form.
    const field = focusAfterStep.current;
    focusAfterStep.current = null;
    if (field) setFocus(field);
    else if (stepChanged.current) stepRef.current?.focus();
  }, [step, setFocus]);

  const goTo = (next: 1 | 2) => {
    stepChanged.current = true;
    if (next === 2) setWindowDays(freshArrivalDays(new Date(), calendar));
    setStep(next);
  };

  async function next() {
    if (await trigger([...step1Fields], { shouldFocus: true })) goTo(2);
  }

  async function send(fields: ContactRequest) {
    if (!hasConsent(fields)) {
      void showToast("error", words.toast.consentTitle, words.toast.consent);
      setFocus("accountConsent");
      return;
    }
    // What a consent is kept with (public.text_consents): the wording this island showed, and
    // the page it was sent from.
    const page = location.pathname;
    const values: ContactRequest = {
      ...fields,
      consentWording: consent.version as ContactRequest["consentWording"],
      page: isPagePath(page) ? page : undefined,
      ...(language === "es" ? { language } : {}),
    };
    const data = JSON.stringify(values);
    if (lastAttempt.current?.data !== data) {
      lastAttempt.current = { data, key: crypto.randomUUID?.() };
    }
    const outcome = await submitRequest(words.toast, {
      values,
      honeypot: honeypotRef.current?.value ?? "",
      elapsedMs: clock() - startedAt.current,
      idempotencyKey: lastAttempt.current.key,
      photos: await photos.ready(),
    });
    // Only the outcome and the form's placement are reported, never the typed values.
    announceConversion(
      formRef.current,
      outcome.ok
        ? CONVERSION_EVENTS.requestSent
        : CONVERSION_EVENTS.requestFailed,
    );
    if (!outcome.ok) {
      showFieldErrors(outcome.fieldErrors);
      return;
    }
    lastAttempt.current = null;
    photos.clear();
    reset(emptyContactForm);
    startedAt.current = clock();
    goTo(1);
  }

  // The server checks the window on its own clock, and the e-mail again: its words go on the
  // field, on the step that holds it, with everything typed kept.
  function showFieldErrors(fieldErrors: ContactFieldErrors = {}) {
    const names = (["email", "arrivalWindow"] as const).filter(
      (name) => fieldErrors[name],
    );
    for (const name of names) {
      setError(name, { type: "server", message: fieldErrors[name] });
    }
    const first = names[0];
    if (!first) return;
    const onStep = first === "email" ? 1 : 2;
    if (onStep === step) setFocus(first);
    else {
      focusAfterStep.current = first;
      goTo(onStep);
    }
  }

  const field = (name: keyof ContactFormInput) => ({
    id: `${id}-${name}`,
    registration: register(name),
    error: errors[name],
  });

  return (
    <form
      ref={formRef}
      aria-labelledby={labelledBy}
      method="post"
      noValidate
      onFocus={() => void loadResolver()}
      onSubmit={(event) => {
        if (step === 2) return form.handleSubmit(send)(event);
        event.preventDefault();
        void next();
      }}
      className="mt-4"
    >
      <p
        ref={stepRef}
        tabIndex={-1}
        className="text-sm font-semibold text-brand-700 focus:outline-none"
      >
        {fill(words.stepOf, { step })}{" "}
        {step === 1 ? words.stepAbout : words.stepAddress}
      </p>
      <div aria-hidden="true" className="mt-2 grid grid-cols-2 gap-1">
        <span className="h-1 rounded bg-brand-600" />
        <span
          className={`h-1 rounded ${step === 2 ? "bg-brand-600" : "bg-brand-100"}`}
        />
      </div>

      {/* Keys keep React from reusing step 1's inputs for step 2 (their typed values would carry over). */}
      {step === 1 ? (
        <div key="step-1" className={steps[density]}>
          <AboutRequestFields
            words={words.fields}
            field={field}
            contactWay={(value) => ({
              registration: register("preferredContact"),
              // The default shows in the server's HTML too, before the island hydrates.
              defaultChecked:
                !hydrated && emptyContactForm.preferredContact === value,
            })}
          />
          <PhotoField id={id} set={photos} />
          <div className={actions[density]}>
            <button
              type="submit"
              disabled={!hydrated}
              className="btn btn-primary w-full"
            >
              {words.next}
            </button>
          </div>
        </div>
      ) : (
        <div key="step-2" className={steps[density]}>
          <ServiceAddressFields words={words.fields} field={field} />
          <div aria-live="polite" data-testid="zip-notice">
            {zip.kind === "outside" ? (
              <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
                <strong>{fill(words.zipOutside, { zip: zip.zip })}</strong>{" "}
                {words.zipOutsideMore}{" "}
                <a
                  href={phone.href}
                  className="font-semibold text-brand-700 underline"
                >
                  {phone.label}
                </a>
                .
              </p>
            ) : null}
          </div>
          <ArrivalWindowField
            words={words.arrival}
            days={windowDays}
            {...field("arrivalWindow")}
          />
          <ConsentChoices
            words={words.consent}
            text={consent}
            phone={typedPhone}
            marketing={{ registration: register("marketingConsent") }}
            account={{ registration: register("accountConsent") }}
          />
          <div
            className={`grid grid-cols-[auto_1fr] gap-3 ${actions[density]}`}
          >
            <button
              type="button"
              onClick={() => goTo(1)}
              disabled={isSubmitting}
              className="btn btn-outline"
            >
              {words.back}
            </button>
            <button
              type="submit"
              disabled={!hydrated || isSubmitting}
              className="btn btn-primary"
            >
              {isSubmitting ? (
                <PhotoSending
                  set={photos}
                  part="label"
                  otherwise={words.submitting}
                />
              ) : (
                words.submit
              )}
            </button>
          </div>
          {/* A request with photos can take a while on a phone's uplink: said, not only shown. */}
          <p role="status" className="sr-only">
            {isSubmitting ? <PhotoSending set={photos} part="status" /> : null}
          </p>
        </div>
      )}

      {/* Honeypot: hidden from people and assistive technology; bots that fill every field trip it. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={`${id}-website`}>{words.honeypot}</label>
        <input
          ref={honeypotRef}
          id={`${id}-website`}
          name="company_website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
    </form>
  );
}
