import { createBreaker, type Breaker } from "@/lib/blog/breaker";
import { pageCount, parsePageNumber } from "@/lib/blog/pagination";
import type { Defer } from "@/lib/blog/post-gate";

// What proxy.ts decides for /blog/page/<n> before Next.js renders anything, for the reason
// post-gate.ts gives: a page past the last one must be a full 404 page, not the empty document
// Next.js 16 serves when a page calls notFound() at request time.
//
// Like the post gate it never holds a cached page up: list pages the build rendered pass without
// a look-up, the count runs under the breaker, and while the backend cannot answer a page passes
// only when it is in the cache (rendered at build, or passed here while the count was known);
// any other page gets "unavailable" (a 503 page) instead of a render that would hang or fail.

export type ListPageAnswer =
  /** A page that holds posts (or held them and is cached): let the page or its cache answer. */
  | { kind: "page" }
  /** /blog/page/1 is /blog. */
  | { kind: "redirect"; path: string }
  | { kind: "missing" }
  /** The backend cannot answer and this page was never rendered here. */
  | { kind: "unavailable" };

export type ListPageGateOptions = {
  /** List pages rendered at build (lib/blog/build-facts.ts): passed without a look-up. */
  prerendered?: ReadonlySet<number>;
  breaker?: Breaker;
  /** How long the number of posts is remembered: one count per 10 s, however busy the list. */
  memoMs?: number;
  /** Page numbers remembered as served, the fallback while the backend fails. */
  maxServed?: number;
  now?: () => number;
};

export function createListPageGate(
  countPosts: () => Promise<number>,
  {
    prerendered = new Set(),
    breaker = createBreaker(),
    memoMs = 10_000,
    maxServed = 1_000,
    now = Date.now,
  }: ListPageGateOptions = {},
) {
  let known: { total: number; until: number } | null = null;
  let counting: Promise<number> | null = null;
  /** Pages passed while the count said they exist: rendered, so in the cache. */
  const served = new Set<number>();

  function count(): Promise<number> {
    counting ??= breaker
      .run(countPosts)
      .then((total) => {
        known = { total, until: now() + memoMs };
        return total;
      })
      .finally(() => {
        counting = null;
      });
    return counting;
  }

  function pass(page: number): ListPageAnswer {
    served.delete(page);
    served.add(page);
    if (served.size > maxServed) {
      const oldest = served.values().next().value;
      if (oldest !== undefined) served.delete(oldest);
    }
    return { kind: "page" };
  }

  async function decide(page: number, defer: Defer): Promise<ListPageAnswer> {
    if (known && known.until > now())
      return page <= pageCount(known.total) ? pass(page) : { kind: "missing" };
    const fitsLastCount = !known || page <= pageCount(known.total);
    if (prerendered.has(page) && fitsLastCount) {
      if (!breaker.isOpen()) defer(count().catch(() => undefined));
      return { kind: "page" };
    }
    try {
      return page <= pageCount(await count())
        ? pass(page)
        : { kind: "missing" };
    } catch {
      // The breaker logged it. Cached pages still answer; a page past the last count is gone.
      if ((served.has(page) || prerendered.has(page)) && fitsLastCount)
        return { kind: "page" };
      return known && !fitsLastCount
        ? { kind: "missing" }
        : { kind: "unavailable" };
    }
  }

  return function check(
    segment: string,
    defer: Defer = () => undefined,
  ): Promise<ListPageAnswer> {
    const page = parsePageNumber(segment);
    if (page === null) return Promise.resolve({ kind: "missing" });
    if (page === 1) return Promise.resolve({ kind: "redirect", path: "/blog" });
    return decide(page, defer);
  };
}
