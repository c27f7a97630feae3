// A sliding-window limiter kept in this process's memory: the first line, which answers a script
// hammering the form without a network round trip. Each serverless instance (and each
// `next start` process) has its own memory, so on its own the ceiling would be `limit` per
// instance; send-contact-form therefore counts every request again in the database, where all
// instances meet (supabase/migrations/20261202120000_contact_rate_limit.sql), keyed by a hash
// of the visitor's address (visitorKey in lib/contact/forward.ts).

export type RateLimiter = {
  /** Records an attempt for `key`; false when the key has used up its window. */
  take(key: string): boolean;
};

export type RateLimitOptions = {
  limit: number;
  windowMs: number;
  /** Most keys remembered at once; the oldest are forgotten first. */
  maxKeys?: number;
  now?: () => number;
};

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
  now = Date.now,
}: RateLimitOptions): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    take(key) {
      const time = now();
      const recent = (hits.get(key) ?? []).filter((t) => time - t < windowMs);
      // Re-insert so Map order tracks recency and the eviction below drops idle keys.
      hits.delete(key);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(time);
      hits.set(key, recent);
      if (hits.size > maxKeys) {
        const oldest = hits.keys().next().value;
        if (oldest !== undefined) hits.delete(oldest);
      }
      return true;
    },
  };
}
