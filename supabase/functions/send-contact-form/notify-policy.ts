// How hard the function tries to tell the office about a stored request, in one place: the store's
// SQL and the notifier both read these numbers.

/** From this many failed attempts on, a request is marked failed and each failure is an error. */
export const ALERT_AFTER_ATTEMPTS = 3;

/**
 * How long one instance holds a request while it sends the e-mail (the provider call times out
 * after 5 s). A redelivery or the sweep leaves a held request alone; if the instance dies while
 * holding it, the hold lapses and the next sweep sends it.
 */
export const CLAIM_SECONDS = 60;

/** After the n-th failure the sweep waits 2^(n-1) minutes before it tries again, at most an hour. */
export const RETRY_BASE_MINUTES = 1;
export const RETRY_MAX_MINUTES = 60;

/**
 * The sweep tries requests up to this old. Far beyond any provider outage; it keeps a mailer
 * configured months after launch from e-mailing the office every request ever stored without one.
 */
export const SWEEP_MAX_AGE_DAYS = 7;
