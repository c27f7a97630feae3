import type { InputHTMLAttributes, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { ConsentBoxWords, ConsentText } from "./words";

// Labelled inputs for the request form. Each error sits under its field, is tied to it with
// aria-describedby and is announced when it appears. The island registers them with
// react-hook-form; the plain form (/contact/request) gives a name and what was typed.

/** react-hook-form's registration, or a plain form's field name. */
export type Registration = UseFormRegisterReturn | { name: string };
/** A message to show under a field (react-hook-form's FieldError fits). */
export type FieldMessage = { message?: string };

const inputClass =
  "mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand-500 aria-invalid:border-red-700";
export const selectClass = inputClass;

type FieldProps = {
  id: string;
  label: string;
  registration: Registration;
  error?: FieldMessage;
  /** The plain form's value as typed (the island's values live in react-hook-form). */
  defaultValue?: string;
  multiline?: boolean;
  className?: string;
  /** Every field is required unless it says otherwise (the e-mail). */
  optional?: boolean;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "autoComplete" | "inputMode" | "maxLength"
>;

export function Field({
  id,
  label,
  registration,
  error,
  multiline,
  className,
  optional = false,
  defaultValue,
  ...input
}: FieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    ...registration,
    defaultValue,
    required: !optional,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: inputClass,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {multiline ? (
        <textarea rows={3} maxLength={input.maxLength} {...shared} />
      ) : (
        <input {...input} {...shared} />
      )}
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}

export function FieldErrorText({
  id,
  error,
}: {
  id: string;
  error?: FieldMessage;
}) {
  if (!error?.message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-700">
      {error.message}
    </p>
  );
}

/** A radio or checkbox with its label as one 44 px tall target. */
export function Choice({
  registration,
  type,
  value,
  defaultChecked,
  describedBy,
  autoFocus,
  children,
  className = "",
}: {
  registration: Registration;
  type: "radio" | "checkbox";
  value?: string;
  /** The plain form's choice as posted. */
  defaultChecked?: boolean;
  /** The id of a message about this choice (it is then marked invalid). */
  describedBy?: string;
  autoFocus?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-300 px-3 py-2.5 has-checked:border-brand-600 has-checked:bg-brand-50 ${className}`}
    >
      <input
        type={type}
        value={value}
        defaultChecked={defaultChecked}
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
        autoFocus={autoFocus}
        {...registration}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <span>{children}</span>
    </label>
  );
}

/** A legal page in a new tab: the form keeps what the visitor typed. */
function LegalLink({
  href,
  newTab,
  children,
}: {
  href: string;
  newTab: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="font-medium text-brand-700 underline"
    >
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}

/**
 * Step 2's two text-message consents, separate and unticked, with what carriers ask of an
 * opt-in (brand, frequency, rates, STOP and HELP, the two policies), in the words of one version
 * of consent-wording.ts: the version the request then carries, so the consent record names the
 * words shown. Optional for a phone call; replies by text need the service-texts box
 * (contact-fields.ts, hasConsent), which comes first.
 */
export function ConsentChoices({
  words: box,
  text,
  phone,
  marketing,
  account,
}: {
  words: ConsentBoxWords;
  /** The version's words, its {business} filled (consentText in consent-wording.ts). */
  text: ConsentText;
  /** The number typed on step 1, which the consent covers; unknown before it is typed. */
  phone?: string;
  marketing: { registration: Registration; defaultChecked?: boolean };
  account: {
    registration: Registration;
    defaultChecked?: boolean;
    /** The plain form's refusal, shown under the box (the box is then focused on load). */
    error?: FieldMessage;
    errorId?: string;
  };
}) {
  const number = phone?.trim() || text.noNumberYet;
  const fill = (words: string) => words.split("{phone}").join(number);
  const words = {
    account: fill(text.account),
    marketing: fill(text.marketing),
    disclosure: fill(text.disclosure),
  };
  const { error, errorId, ...accountChoice } = account;
  return (
    <fieldset className="space-y-2 text-sm text-ink-muted">
      <legend className="mb-1 font-semibold text-ink">{box.legend}</legend>
      <p>{box.intro}</p>
      <Choice
        type="checkbox"
        {...accountChoice}
        describedBy={error?.message ? errorId : undefined}
        autoFocus={Boolean(error?.message)}
      >
        <span data-testid="consent-account">{words.account}</span>
      </Choice>
      {errorId ? <FieldErrorText id={errorId} error={error} /> : null}
      <Choice type="checkbox" {...marketing}>
        <span data-testid="consent-marketing">{words.marketing}</span>
      </Choice>
      <p data-testid="sms-disclosure">
        <span data-testid="consent-disclosure">{words.disclosure}</span>{" "}
        {box.see}{" "}
        <LegalLink href={box.privacyHref} newTab={box.newTab}>
          {box.privacy}
        </LegalLink>{" "}
        {box.and}{" "}
        <LegalLink href={box.smsHref} newTab={box.newTab}>
          {box.sms}
        </LegalLink>
        .
      </p>
    </fieldset>
  );
}
