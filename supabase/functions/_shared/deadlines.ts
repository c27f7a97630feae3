// The request form's deadlines, shared by the site's server (lib/contact/forward.ts) and
// send-contact-form, so the function always answers before the site stops waiting for it.
//
// The function answers as soon as the request is stored; the office e-mail goes out after the
// answer (EdgeRuntime.waitUntil), and the sweep sends any the function could not. So the site
// waits for storage only:
//   connect (at most 3 s) + rate limit + insert   cut off at 5 s, answered 503
//   + gateway and a cold start (about 1 s)        < the site's 7 s per attempt
// A database that takes longer is down, not slow: the site retries once with the same
// Idempotency-Key (the row is stored once), then tells the visitor to try again or call.

/** How long the site waits for one attempt before it retries or gives up. */
export const FORWARD_TIMEOUT_MS = 7_000;

/** The function gives up storing (rate limit + insert, connection included) after this long. */
export const STORE_DEADLINE_MS = 5_000;

/** Seconds the function waits for a database connection (npm:postgres connect_timeout). */
export const STORE_CONNECT_TIMEOUT_S = 3;

/**
 * The function re-checks a posted arrival window on its own clock, accepting one that was still
 * offered this many minutes ago: the server action accepted it at 6:59, and the function (or the
 * site's retry) may see it at 7:00. A stale page or a tampered post is refused all the same.
 */
export const ARRIVAL_WINDOW_GRACE_MINUTES = 10;
