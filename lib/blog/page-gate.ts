import { pageCount, parsePageNumber } from "@/lib/blog/pagination";

// What proxy.ts decides for /blog/page/<n> before Next.js renders anything, for the reason
// post-gate.ts gives: a page past the last one must be a full 404 page, not the empty document
// Next.js 16 serves when a page calls notFound() at request time.

export type ListPageAnswer =
  /** A page that holds posts, or the backend could not say: let the page render. */
  | { kind: "page" }
  /** /blog/page/1 is /blog. */
  | { kind: "redirect"; path: string }
  | { kind: "missing" };

export type ListPageGateOptions = {
  /** How long the number of posts is remembered: one count per 10 s, however busy the list. */
  memoMs?: number;
  now?: () => number;
  log?: Pick<Console, "error">;
};

export function createListPageGate(
  countPosts: () => Promise<number>,
  { memoMs = 10_000, now = Date.now, log = console }: ListPageGateOptions = {},
) {
  let known: { total: number; until: number } | null = null;

  async function total(): Promise<number> {
    const time = now();
    if (known && known.until > time) return known.total;
    const counted = await countPosts();
    known = { total: counted, until: time + memoMs };
    return counted;
  }

  return async function check(segment: string): Promise<ListPageAnswer> {
    const page = parsePageNumber(segment);
    if (page === null) return { kind: "missing" };
    if (page === 1) return { kind: "redirect", path: "/blog" };
    try {
      return page <= pageCount(await total())
        ? { kind: "page" }
        : { kind: "missing" };
    } catch (error) {
      // The backend is down: the page keeps its last good version or answers an error, and a
      // 404 now would tell crawlers a page of posts is gone.
      log.error(`[blog] could not count posts for page ${page}`, error);
      return { kind: "page" };
    }
  };
}
