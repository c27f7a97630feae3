import { createHash, createHmac } from "node:crypto";
import {
  UNKNOWN_CLIENT,
  UNTRUSTED_CLIENT,
} from "@/lib/contact/request-headers";
import { consentAddressInput } from "@/supabase/functions/_shared/consent-address";

// The consent record's address hash, made here because both of its inputs are here: the visitor's
// address (which never leaves this server) and CONSENT_HASH_KEY (which no request carries; the
// function only stores what it is given). A key of its own, so the bearer secret every call
// carries cannot turn four years of records back into addresses, and changing that secret
// leaves the records verifiable (docs/edge-function.md, "Rotating CONSENT_HASH_KEY").

export type ConsentAddress = { hash: string; keyId: string };

/** The key's id: the first 16 hex digits of its SHA-256, which an operator can recompute. */
export function consentKeyId(key: string): string {
  return createHash("sha256").update(key).digest("hex").slice(0, 16);
}

/**
 * HMAC-SHA256 of the visitor's bucket (lib/contact/request-headers.ts: an IPv4 address as it
 * is, an IPv6 address's /64) under the consent key, with the key's id; undefined without a key
 * or a known address.
 */
export function consentAddress(
  bucket: string | undefined,
  key: string | undefined,
): ConsentAddress | undefined {
  if (!key || !bucket) return undefined;
  if (bucket === UNTRUSTED_CLIENT || bucket === UNKNOWN_CLIENT)
    return undefined;
  return {
    hash: createHmac("sha256", key)
      .update(consentAddressInput(bucket))
      .digest("hex"),
    keyId: consentKeyId(key),
  };
}
