// The name the database knows a confirmation's recipient by: an HMAC-SHA256 of the address under
// CONTACT_FUNCTION_SECRET, so the limit of one confirmation per address a day is kept without
// storing the address, and a stored key cannot be turned back into one without the secret.

/** Keeps these keys apart from any other HMAC made under the same secret (the site's visitor keys). */
const DOMAIN = "contact-confirmation-recipient:";

/**
 * One mailbox, one spelling: lowercased, and without what mail servers ignore when they deliver,
 * so "Victim+1@Example.com" and "victim+2@example.com" count as one recipient. A "+tag" is
 * dropped everywhere (most providers deliver it to the same mailbox; where one does not, two
 * people merely share a limit of one e-mail a day), and Gmail's dots too.
 */
export function normalizeRecipient(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  let local = lower.slice(0, at).replace(/\+.*$/, "");
  let domain = lower.slice(at + 1);
  if (domain === "gmail.com" || domain === "googlemail.com") {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

export async function recipientKey(
  address: string,
  secret: string,
): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign(
    "HMAC",
    key,
    encoder.encode(DOMAIN + normalizeRecipient(address)),
  );
  return Array.from(new Uint8Array(mac), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}
