// A sliding-window limiter kept in this process's memory: the first line, which answers a script
// hammering the form without a network round trip. Each serverless instance (and each
// `next start` process) has its own memory, so on its own the ceiling would be `limit` per
// instance; send-contact-form therefore counts every request again in the database, where all
// instances meet (supabase/migrations/20261202120000_contact_rate_limit.sql), keyed by a hash
// of the visitor's address (visitorKey in lib/contact/forward.ts). Like the database's count, it
// charges only requests that passed validation (lib/contact/submission.ts), each once.

import { isAnonymous } from "@/lib/contact/request-headers";

export type RateLimiter = {
  /**
   * Counts request `requestId` against `key`; false when the key has used up its window. The
   * same request again (a retry with the same Idempotency-Key) is admitted without a second
   * charge, as the database's take_contact_slot does. Without a `requestId` every call counts.
   */
  take(key: string, requestId?: string): boolean;
};

export type RateLimitOptions = {
  limit: number;
  windowMs: number;
  /** Most keys remembered at once; the oldest are forgotten first. */
  maxKeys?: number;
  now?: () => number;
};

type Hit = { time: number; requestId?: string };

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
  now = Date.now,
}: RateLimitOptions): RateLimiter {
  const hits = new Map<string, Hit[]>();
  return {
    take(key, requestId) {
      const time = now();
      const recent = (hits.get(key) ?? []).filter(
        (hit) => time - hit.time < windowMs,
      );
      // Re-insert so Map order tracks recency and the eviction below drops idle keys.
      hits.delete(key);
      hits.set(key, recent);
      if (
        requestId !== undefined &&
        recent.some((hit) => hit.requestId === requestId)
      )
        return true;
      if (recent.length >= limit) return false;
      recent.push({ time, requestId });
      if (hits.size > maxKeys) {
        const oldest = hits.keys().next().value;
        if (oldest !== undefined) hits.delete(oldest);
      }
      return true;
    },
  };
}

/**
 * A limiter keyed by visitor bucket (clientBucket() in lib/contact/request-headers.ts). Requests
 * whose address is unknown or not believed all share one bucket, so that bucket allows
 * `sharedFactor` times as many: one such client should not use up everyone's allowance at
 * the rate a single visitor may.
 */
export function createVisitorLimiter({
  sharedFactor,
  ...options
}: RateLimitOptions & { sharedFactor: number }): RateLimiter {
  const perVisitor = createRateLimiter(options);
  const shared = createRateLimiter({
    ...options,
    limit: options.limit * sharedFactor,
  });
  return {
    take: (key, requestId) =>
      (isAnonymous(key) ? shared : perVisitor).take(key, requestId),
  };
}
