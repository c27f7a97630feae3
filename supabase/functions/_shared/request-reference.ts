// The short reference a customer and the office share ("EVP-7K3QM"), derived from the stored
// request id so nothing extra is stored. Pure, for the site (toast) and the Edge Function
// (e-mails). public.contact_request_reference(uuid) in SQL computes the same (migration
// 20261207120000), so the office can find a request from the reference a caller reads out.

/** 32 symbols with no 0/O or 1/I to confuse when read aloud or typed from a phone screen. */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const REFERENCE_PREFIX = "EVP";
/** Five symbols: 25 bits, so two requests of the same month rarely share one. */
const LENGTH = 5;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * "EVP-" and five symbols from the id's last 25 bits: random in a version 4 id (the table's
 * default) and in a time-ordered version 7 id alike, whose first bits are a timestamp.
 */
export function requestReference(id: string): string {
  if (!UUID.test(id)) throw new Error(`Not a request id: ${id}`);
  const tail = Number.parseInt(id.slice(-8), 16);
  let symbols = "";
  for (let i = 0; i < LENGTH; i++) {
    const shift = 5 * (LENGTH - 1 - i);
    symbols += REFERENCE_ALPHABET[Math.floor(tail / 2 ** shift) % 32];
  }
  return `${REFERENCE_PREFIX}-${symbols}`;
}

/**
 * What someone typed or read out, as the reference it must be ("evp 7k3qm" → "EVP-7K3QM"),
 * or null when it cannot be one.
 */
export function normalizeReference(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, "");
  const body =
    compact.length > LENGTH && compact.startsWith(REFERENCE_PREFIX)
      ? compact.slice(REFERENCE_PREFIX.length)
      : compact;
  const valid = new RegExp(`^[${REFERENCE_ALPHABET}]{${LENGTH}}$`);
  return valid.test(body) ? `${REFERENCE_PREFIX}-${body}` : null;
}
