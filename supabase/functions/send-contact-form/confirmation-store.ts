// The database side of the customer's confirmation, apart from store.ts so the lead can wire it
// in: the columns a request's e-mail and window fill (migration 20261207120000), and the claim
// that makes the confirmation go out at most once per request, however often it is retried.
import type postgres from "postgres";
import type { ArrivalWindow } from "../_shared/arrival-windows.ts";
import type { ContactRequest } from "../_shared/contact-schema.ts";

/** Columns to merge into store.ts's insert row; all null for a seed-shaped request. */
export function requestExtrasRow(
  request: Pick<ContactRequest, "email">,
  window: ArrivalWindow | null,
) {
  return {
    customer_email: request.email ?? null,
    arrival_window: window?.value ?? null,
    arrival_window_label: window?.label ?? null,
    arrival_window_starts_at: window?.startsAt ?? null,
    arrival_window_ends_at: window?.endsAt ?? null,
  };
}

/**
 * Claims the request's one confirmation: true for exactly one caller, and only when the request
 * has a customer e-mail. Claim before sending; a send that then fails is not retried, so a
 * customer never gets two (the office still has the request and its own e-mail).
 */
export async function claimConfirmation(
  sql: postgres.Sql,
  id: string,
): Promise<boolean> {
  const claimed = await sql`
    update public.contact_requests
    set confirmation_claimed_at = now()
    where id = ${id}
      and customer_email is not null
      and confirmation_claimed_at is null
    returning id`;
  return claimed.length === 1;
}

/** Records that the provider accepted the confirmation. */
export async function recordConfirmationSent(
  sql: postgres.Sql,
  id: string,
): Promise<void> {
  await sql`
    update public.contact_requests
    set confirmation_sent_at = now()
    where id = ${id} and confirmation_claimed_at is not null`;
}

/** How long one recipient address waits between two confirmations. */
export const RECIPIENT_WINDOW_HOURS = 24;

/** The recipient's one confirmation per window: true for exactly one caller (migration 20261211120000). */
export async function claimRecipient(
  sql: postgres.Sql,
  recipientKey: string,
): Promise<boolean> {
  const [row] = await sql<{ claimed: boolean }[]>`
    select public.claim_confirmation_recipient(
      ${recipientKey}, ${RECIPIENT_WINDOW_HOURS} * interval '1 hour'
    ) as claimed`;
  return row?.claimed === true;
}
