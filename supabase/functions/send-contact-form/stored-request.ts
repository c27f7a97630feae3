// A request as the database holds it: what both e-mails are built from, on the first delivery,
// on a retry and in the sweep. A retry with the same Idempotency-Key is answered with the first
// request's reference, so its e-mails must say what the first request said, not the retry's body.
import type { ArrivalWindow } from "../_shared/arrival-windows.ts";
import type {
  ContactRequest,
  RequestLanguage,
} from "../_shared/contact-schema.ts";

/** The window as stored with the request: the label the customer saw, and its times. */
export type StoredWindow = Pick<
  ArrivalWindow,
  "value" | "label" | "startsAt" | "endsAt"
>;

export interface StoredRequest {
  id: string;
  request: ContactRequest;
  /** When the request was first stored (a redelivery keeps the original time). */
  receivedAt: Date;
  /** The preferred window; null for first available. */
  window: StoredWindow | null;
}

/** The columns of public.contact_requests the e-mails and the notify state read. */
export interface RequestRow {
  id: string;
  name: string;
  phone: string;
  preferred_contact: "call" | "text";
  message: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  marketing_consent: boolean;
  account_consent: boolean;
  customer_email: string | null;
  language: RequestLanguage;
  arrival_window: string | null;
  arrival_window_label: string | null;
  arrival_window_starts_at: Date | null;
  arrival_window_ends_at: Date | null;
  created_at: Date;
  notified_at: Date | null;
  notify_attempts: number;
}

/** The one builder from a row: store.ts's save and claimDue both answer with it. */
export function storedRequestOf(row: RequestRow): StoredRequest {
  return {
    id: row.id,
    request: {
      name: row.name,
      phone: row.phone,
      preferredContact: row.preferred_contact,
      message: row.message,
      address: row.address,
      city: row.city,
      state: row.state,
      zipCode: row.zip_code,
      marketingConsent: row.marketing_consent,
      accountConsent: row.account_consent,
      language: row.language,
      ...(row.customer_email ? { email: row.customer_email } : {}),
      ...(row.arrival_window ? { arrivalWindow: row.arrival_window } : {}),
    },
    receivedAt: row.created_at,
    window: storedWindowOf(row),
  };
}

// The table stores a window whole or not at all (contact_requests_arrival_window_whole), as the
// function worked it out when the request came in: later changes to the hours do not rewrite it.
function storedWindowOf(row: RequestRow): StoredWindow | null {
  const {
    arrival_window: value,
    arrival_window_label: label,
    arrival_window_starts_at: startsAt,
    arrival_window_ends_at: endsAt,
  } = row;
  return value && label && startsAt && endsAt
    ? { value, label, startsAt, endsAt }
    : null;
}
