// The consent record's proof of where the form came from, as the site's server sends it to
// send-contact-form: a keyed hash of the visitor's address under CONSENT_HASH_KEY, which only the
// site holds (lib/contact/consent-address.ts), and the id of that key. The address and the key
// never leave the site's server; the function stores the two values as sent (consent-store.ts).

/** HMAC-SHA256 of the visitor's address under CONSENT_HASH_KEY, 64 hex digits. */
export const CONSENT_ADDRESS_HEADER = "X-Consent-Address";
/** The key's id: the first 16 hex digits of the key's SHA-256 (consentKeyId). */
export const CONSENT_KEY_ID_HEADER = "X-Consent-Key-Id";

export const CONSENT_ADDRESS_PATTERN = /^[0-9a-f]{64}$/;
/** 64 bits of the key's digest: enough to tell the keys one operator keeps apart. */
export const CONSENT_KEY_ID_PATTERN = /^[0-9a-f]{16}$/;

/** What is hashed: the prefix keeps this hash apart from every other use of the key. */
export const consentAddressInput = (bucket: string) =>
  `text-consent-address:${bucket}`;
