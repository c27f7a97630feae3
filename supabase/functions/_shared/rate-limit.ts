// One visitor's allowance of service requests. The site's server checks it first in its own
// memory (cheap, but per instance); send-contact-form checks it again in the database, where
// every instance of the site meets (migration 20261202120000_contact_rate_limit.sql).

export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

/**
 * The header in which the site's server names the visitor to the function: an HMAC-SHA256 of
 * the visitor's IP address under CONTACT_FUNCTION_SECRET, in hex. The address itself never
 * leaves the site's server and is never stored.
 */
export const CLIENT_KEY_HEADER = "X-Client-Key";
export const CLIENT_KEY_PATTERN = /^[0-9a-f]{64}$/;
