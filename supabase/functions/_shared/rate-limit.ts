// One visitor's allowance of service requests. The site's server checks it first in its own
// memory (cheap, but per instance); send-contact-form checks it again in the database, where
// every instance of the site meets (migrations 20261202120000_contact_rate_limit.sql and
// 20261211120000_request_path.sql).
//
// netLimit is the allowance of one IPv6 /48, shared by every /64 in it: a tunnel broker or a
// cheap server hands anyone a /48, 65,536 /64s that each had the visitor's own allowance. Four
// visitors' worth, because a /48 can also be a mobile carrier's pool or an office whose people
// each hold a /64: four of them sending at once keep their full allowance, far above the few
// requests an hour this form gets from anywhere, while a /48 scripted through its /64s gets 20
// requests in 10 minutes instead of 327,680.
export const CONTACT_RATE_LIMIT = {
  limit: 5,
  netLimit: 4 * 5,
  windowMs: 10 * 60_000,
} as const;

/**
 * Deliveries one Idempotency-Key is admitted without a charge, for the client that first used
 * it: the request, the site's retry, and one more press of Submit. Past that, or from another
 * client, the same key is counted like a new request.
 */
export const IDEMPOTENT_DELIVERIES = 3;

/**
 * The header in which the site's server names the visitor to the function: an HMAC-SHA256 of
 * the visitor's IP address (an IPv6 address's /64) under CONTACT_FUNCTION_SECRET, in hex. The
 * address itself never leaves the site's server and is never stored.
 */
export const CLIENT_KEY_HEADER = "X-Client-Key";
/** The same hash of an IPv6 visitor's /48, for the coarser tier; not sent for IPv4. */
export const CLIENT_NET_KEY_HEADER = "X-Client-Net-Key";
export const CLIENT_KEY_PATTERN = /^[0-9a-f]{64}$/;
