import type { ContactFormInput } from "@/lib/contact-schema";

// The contract between the form island and the server action. No imports with runtime code:
// the island pulls this file into the browser bundle.

export type ContactSubmission = {
  values: ContactFormInput;
  /** The hidden "company_website" field: people leave it empty, form-filling bots don't. */
  honeypot: string;
  /** Milliseconds between the form appearing and Submit, on the visitor's own clock. */
  elapsedMs: number;
  /** One UUID per submission, reused when the same data is sent again after a failure. */
  idempotencyKey?: string;
  /** Up to 5 photos, scaled in the browser; the server checks and re-encodes each. */
  photos?: Blob[];
};

/** Messages for the optional fields the server checks itself, shown on the field. */
export type ContactFieldErrors = {
  email?: string;
  arrivalWindow?: string;
  photos?: string;
};

export type ContactResult =
  | {
      ok: true;
      /** "EVP-7K3QX": what the visitor quotes when they call (absent if nothing stored one). */
      reference?: string;
      /** When the office will call, worked out on the server at submit time; then the emergency line, if closed. */
      next: string[];
    }
  | { ok: false; error: string; fieldErrors?: ContactFieldErrors };

/** The seed's failure text, shown when the request could not be delivered. */
export const FAILED_MESSAGE = "Please try again or call us directly.";

/**
 * The plain form's state between posts (/contact/request, which works without JavaScript). Without JavaScript it travels in the page's HTML, so
 * a refused post shows the visitor's own values again with a message on each field to fix.
 */
export type PlainFormState = {
  values: ContactFormInput;
  /** When the form was first shown (the server's clock), for the fill-time check. */
  startedAt: number;
  /** Reused when the same request is sent again after a failure. */
  idempotencyKey?: string;
  /** One message per field to fix, from the same schema the island uses. */
  fieldErrors?: Partial<Record<keyof ContactFormInput, string>>;
  result?: ContactResult;
};
