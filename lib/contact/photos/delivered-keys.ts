/** A delivery the visitor was told succeeded: stored or relayed, with its reference if any. */
export type Delivered = { reference: string } | "delivered";

// What this server process has already delivered, by Idempotency-Key and visitor. send-contact-
// form answers a key it has stored from the stored request, photos and all, so the photos of a
// replay are never used; the site cannot learn that before forwarding, so it remembers the keys
// it delivered and answers a replay itself, with nothing decoded, forwarded or charged. A key
// another visitor sends, or one this process forgot, goes the whole way and pays for its decode.

export type DeliveredKeys = {
  /** The delivery made for this visitor's key, when it was delivered and not yet forgotten. */
  recall(visitor: string, key: string): Delivered | undefined;
  /** Records a delivered request (a failed one is not, so its retry is delivered again). */
  remember(visitor: string, key: string, delivery: Delivered): void;
};

export type DeliveredKeysOptions = {
  /** How long a key is remembered. */
  ttlMs: number;
  /** Most keys remembered at once; the oldest are forgotten first. */
  maxKeys?: number;
  now?: () => number;
};

export function createDeliveredKeys({
  ttlMs,
  maxKeys = 10_000,
  now = Date.now,
}: DeliveredKeysOptions): DeliveredKeys {
  const entries = new Map<string, { at: number; delivery: Delivered }>();
  // A key is the visitor's bucket and the Idempotency-Key: neither contains a newline.
  const id = (visitor: string, key: string) => `${visitor}\n${key}`;
  return {
    recall(visitor, key) {
      const entry = entries.get(id(visitor, key));
      if (!entry || now() - entry.at >= ttlMs) return undefined;
      return entry.delivery;
    },
    remember(visitor, key, delivery) {
      entries.delete(id(visitor, key));
      entries.set(id(visitor, key), { at: now(), delivery });
      if (entries.size > maxKeys) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
  };
}
