import type { InputHTMLAttributes, ReactNode } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";

// Labelled inputs for the request form. Each error sits under its field, is tied to it with
// aria-describedby and is announced when it appears.

const inputClass =
  "mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand-500 aria-invalid:border-red-700";
export const selectClass = inputClass;

type FieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
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
  ...input
}: FieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    ...registration,
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
  error?: FieldError;
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
  children,
  className = "",
}: {
  registration: UseFormRegisterReturn;
  type: "radio" | "checkbox";
  value?: string;
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
        {...registration}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <span>{children}</span>
    </label>
  );
}
