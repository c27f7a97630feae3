import { createBreaker, type Breaker } from "@/lib/blog/breaker";
import { isPostSlug } from "@/lib/blog/types";

// What proxy.ts decides for /blog/<segment> (and /og/blog/<segment>) before Next.js renders
// anything.
//
// Why a proxy: a post page that calls notFound() at request time (a slug that was not
// prerendered) gets from Next.js 16 an empty error document whose "Post not found" exists only
// in the RSC payload (vercel/next.js#95613, #97000): a blank page without JavaScript, and
// nothing for a crawler. So an address that is no post never reaches that page: the proxy
// rewrites it to /post-not-found, which is prerendered with the full layout, and answers 404.
//
// Why it never waits long: every visitor waits for the gate before the cached page is served.
// Posts the build prerendered pass without a look-up (they are in the cache whatever the
// backend does; a background look-up still notices one that was taken down). Other look-ups
// run under the breaker (lib/blog/breaker.ts): a short deadline, then no look-ups for a while.
// While the backend cannot answer, the gate answers from what it last knew, and a slug it never
// knew gets "unavailable" (proxy.ts: a 503 page) rather than a render that would hang or fail.

export type PostGateAnswer =
  /** A published post, or one that was known to be: let the post page (or its cache) answer. */
  | { kind: "post" }
  /** Capitals typed by hand for an existing post: send the visitor to its address. */
  | { kind: "redirect"; slug: string }
  | { kind: "missing" }
  /** The backend cannot answer and nothing is known about this slug. */
  | { kind: "unavailable" };

export type PostGateOptions = {
  /** Slugs rendered at build (lib/blog/build-facts.ts): answered "post" without a look-up. */
  prerendered?: ReadonlySet<string>;
  breaker?: Breaker;
  /** How long an existing post is taken as fresh, so a busy post costs one look-up per 10 s. */
  foundMs?: number;
  /** How long a missing one is; short, because a post published now must show at once. */
  missingMs?: number;
  /** Slugs remembered, fresh or not: the last answer is the fallback while the backend fails. */
  maxEntries?: number;
  now?: () => number;
};

/** Hands a look-up that should outlive the response to the platform (NextFetchEvent.waitUntil). */
export type Defer = (work: Promise<unknown>) => void;

type Known = { exists: boolean; until: number };

export function createPostGate(
  hasPost: (slug: string) => Promise<boolean>,
  {
    prerendered = new Set(),
    breaker = createBreaker(),
    foundMs = 10_000,
    missingMs = 5_000,
    maxEntries = 5_000,
    now = Date.now,
  }: PostGateOptions = {},
) {
  const memo = new Map<string, Known>();
  const inFlight = new Map<string, Promise<boolean>>();

  function remember(slug: string, exists: boolean) {
    memo.delete(slug);
    memo.set(slug, { exists, until: now() + (exists ? foundMs : missingMs) });
    if (memo.size > maxEntries) {
      const oldest = memo.keys().next().value;
      if (oldest !== undefined) memo.delete(oldest);
    }
  }

  /** One look-up per slug at a time, under the breaker; rejects when the backend cannot say. */
  function lookUp(slug: string): Promise<boolean> {
    let pending = inFlight.get(slug);
    if (!pending) {
      pending = breaker
        .run(() => hasPost(slug))
        .then((exists) => {
          remember(slug, exists);
          return exists;
        })
        .finally(() => inFlight.delete(slug));
      inFlight.set(slug, pending);
    }
    return pending;
  }

  /** true / false, or null when the backend cannot answer and the slug was never known. */
  async function exists(slug: string, defer: Defer): Promise<boolean | null> {
    const known = memo.get(slug);
    if (known && known.until > now()) return known.exists;
    if (prerendered.has(slug) && known?.exists !== false) {
      if (!breaker.isOpen()) defer(lookUp(slug).catch(() => undefined));
      return true;
    }
    try {
      return await lookUp(slug);
    } catch {
      // The breaker logged it. The last answer, however old, beats a render that would fail.
      return known ? known.exists : null;
    }
  }

  return async function check(
    segment: string,
    defer: Defer = () => undefined,
  ): Promise<PostGateAnswer> {
    let slug: string;
    try {
      slug = decodeURIComponent(segment);
    } catch {
      return { kind: "missing" };
    }
    if (isPostSlug(slug)) {
      const found = await exists(slug, defer);
      if (found === null) return { kind: "unavailable" };
      return found ? { kind: "post" } : { kind: "missing" };
    }
    const lower = slug.toLowerCase();
    if (lower === slug || !isPostSlug(lower)) return { kind: "missing" };
    const found = await exists(lower, defer);
    if (found === null) return { kind: "unavailable" };
    return found ? { kind: "redirect", slug: lower } : { kind: "missing" };
  };
}
