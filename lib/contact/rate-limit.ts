// A sliding-window limiter kept in this process's memory: the first line, which answers a script
// hammering the form without a network round trip. Each serverless instance (and each
// `next start` process) has its own memory, so on its own the ceiling would be `limit` per
// instance; send-contact-form therefore counts every request again in the database, where all
// instances meet (supabase/migrations/20261211120000_request_path.sql), keyed by a hash
// of the visitor's address (visitorKey in lib/contact/forward.ts). Like the database's count, it
// charges only requests that passed validation (lib/contact/submission.ts), each once, and it has
// the database's two tiers: the visitor (an IPv6 /64) and, for IPv6, the visitor's /48.

import { isAnonymous, networkBucket } from "@/lib/contact/request-headers";
import { IDEMPOTENT_DELIVERIES } from "@/supabase/functions/_shared/rate-limit";

export type RateLimiter = {
  /**
   * Counts request `requestId` against `key`; false when the key has used up its window. The
   * same request again (a retry with the same Idempotency-Key) from the same key is admitted
   * without a charge up to IDEMPOTENT_DELIVERIES deliveries in all, as the database's
   * take_contact_slot does; past that it is counted like a new request. Without a `requestId`
   * every call counts.
   */
  take(key: string, requestId?: string): boolean;
};

/** One tier's window, in parts, so two tiers can be checked before either is charged. */
type Window = RateLimiter & {
  /** A free delivery of a counted request; uses one up when it answers true. */
  replay(key: string, requestId: string | undefined): boolean;
  /** Whether the key has room for one more request. */
  hasRoom(key: string): boolean;
  charge(key: string, requestId?: string): void;
};

export type RateLimitOptions = {
  limit: number;
  windowMs: number;
  /** Most keys remembered at once; the oldest are forgotten first. */
  maxKeys?: number;
  now?: () => number;
};

type Hit = { time: number; requestId?: string; deliveries: number };

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
  now = Date.now,
}: RateLimitOptions): Window {
  const hits = new Map<string, Hit[]>();
  const recent = (key: string) => {
    const time = now();
    const kept = (hits.get(key) ?? []).filter(
      (hit) => time - hit.time < windowMs,
    );
    // Re-insert so Map order tracks recency and the eviction below drops idle keys.
    hits.delete(key);
    hits.set(key, kept);
    return kept;
  };
  const window: Window = {
    replay(key, requestId) {
      if (requestId === undefined) return false;
      // The first hit with this id grants the free deliveries; later ones paid their way.
      const first = recent(key).find((hit) => hit.requestId === requestId);
      if (!first || first.deliveries >= IDEMPOTENT_DELIVERIES) return false;
      first.deliveries++;
      return true;
    },
    hasRoom: (key) => recent(key).length < limit,
    charge(key, requestId) {
      recent(key).push({ time: now(), requestId, deliveries: 1 });
      if (hits.size > maxKeys) {
        const oldest = hits.keys().next().value;
        if (oldest !== undefined) hits.delete(oldest);
      }
    },
    take(key, requestId) {
      if (window.replay(key, requestId)) return true;
      if (!window.hasRoom(key)) return false;
      window.charge(key, requestId);
      return true;
    },
  };
  return window;
}

/**
 * A limiter keyed by visitor bucket (clientBucket() in lib/contact/request-headers.ts). Requests
 * whose address is unknown or not believed all share one bucket, so that bucket allows
 * `sharedFactor` times as many: one such client should not use up everyone's allowance at
 * the rate a single visitor may. With `netLimit`, an IPv6 visitor's /48 also has that many for
 * all its /64s (CONTACT_RATE_LIMIT says why); a request is charged to both tiers or to neither, and a free
 * retry is the visitor's to grant, so a /64 cannot replay its neighbour's key past the /48.
 */
export function createVisitorLimiter({
  sharedFactor,
  netLimit,
  ...options
}: RateLimitOptions & {
  sharedFactor: number;
  netLimit?: number;
}): RateLimiter {
  const perVisitor = createRateLimiter(options);
  const perNetwork =
    netLimit === undefined
      ? undefined
      : createRateLimiter({ ...options, limit: netLimit });
  const shared = createRateLimiter({
    ...options,
    limit: options.limit * sharedFactor,
  });
  return {
    take(key, requestId) {
      if (isAnonymous(key)) return shared.take(key, requestId);
      const network = perNetwork && networkBucket(key);
      if (!perNetwork || !network) return perVisitor.take(key, requestId);
      if (perVisitor.replay(key, requestId)) return true;
      if (!perVisitor.hasRoom(key) || !perNetwork.hasRoom(network))
        return false;
      perVisitor.charge(key, requestId);
      perNetwork.charge(network);
      return true;
    },
  };
}
