// The consent record a ticked text-message box leaves (public.text_consents, migration
// 20261211120000): written in the same transaction as the request it came with, and only when
// that request is created, so a redelivery adds none and a failed insert leaves neither.
import type postgres from "postgres";
import { givesTextConsent } from "../_shared/contact-fields.ts";
import { CONSENT_WORDING_LANGUAGES } from "../_shared/consent-wording.ts";
import type { ContactRequest } from "../_shared/contact-schema.ts";

/**
 * What the function knows of the visitor besides the form: the address hash the site made
 * under CONSENT_HASH_KEY, and that key's id (_shared/consent-address.ts). Absent when the site
 * could not tell visitors apart or holds no consent key.
 */
export interface ConsentEvidence {
  addressHash?: string;
  keyId?: string;
}

/** The record's columns for a request, or null when no box is ticked. */
export function textConsentRow(
  request: ContactRequest,
  requestId: string,
  receivedAt: Date,
  { addressHash, keyId }: ConsentEvidence = {},
) {
  if (!givesTextConsent(request)) return null;
  // read-request.ts refuses a ticked box without its wording (consentIsTraceable).
  if (!request.consentWording) {
    throw new Error("a text consent arrived without its wording's version");
  }
  return {
    contact_request_id: requestId,
    phone: request.phone,
    marketing_consent: request.marketingConsent,
    account_consent: request.accountConsent,
    wording_version: request.consentWording,
    // The language of the words read (migration 20261220120000), which the date alone does not say.
    language: CONSENT_WORDING_LANGUAGES[request.consentWording],
    // Who agreed, and to whose texts, as the words named them (migration 20261216120000).
    visitor_name: request.name,
    business_name: request.consentBusinessName ?? null,
    page: request.page ?? null,
    // Both or neither: a hash is worth something only while its key can be found.
    client_key_hash: addressHash && keyId ? addressHash : null,
    hash_key_id: addressHash && keyId ? keyId : null,
    given_at: receivedAt,
  };
}

/** Inserts the request's consent record, if it carries one. */
export async function recordTextConsent(
  sql: postgres.TransactionSql,
  request: ContactRequest,
  stored: { id: string; created_at: Date },
  evidence?: ConsentEvidence,
): Promise<void> {
  const row = textConsentRow(request, stored.id, stored.created_at, evidence);
  if (row) await sql`insert into public.text_consents ${sql(row)}`;
}
