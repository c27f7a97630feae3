// Formatting helpers shared by server components, the form island and tests.

/** `tel:` href: every character that is not a digit is dropped ("(480) 555-0142" → "tel:4805550142"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\D/g, "")}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** "4805550142" or "+1 480 555 0142" → "(480) 555-0142"; anything else is returned as given. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const local =
    digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (local.length !== 10) return phone;
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
}

// Made on first use, not when the module loads: this file is in every page's first JavaScript
// (app/error.tsx → components/error-screen.tsx), and a browser's first Intl.DateTimeFormat
// costs 55–65 ms of hydration on a 4× slower CPU while it loads ICU's data.
let longDate: Intl.DateTimeFormat | undefined;

/** Long US date as seen in Arizona (no daylight saving): "October 2, 2026". */
export function formatLongDate(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  longDate ??= new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Phoenix",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
  return Number.isNaN(date.getTime()) ? "" : longDate.format(date);
}

/** The year in Arizona when the page is rendered (the build's, for static pages); the footer sets the visitor's in the browser. */
export function currentYear(now: Date = new Date()): number {
  return Number(
    new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Phoenix",
      year: "numeric",
    }).format(now),
  );
}
