// Page arithmetic shared by the list pages, the search pages, the search island and proxy.ts.
// No runtime dependencies: safe to import anywhere.

/** Posts per list page and per page of search results. */
export const POSTS_PER_PAGE = 12;

/** The last page of search results served (600 results); past it, the search is refused. */
export const MAX_SEARCH_PAGE = 50;

/** How many of the newest posts are prerendered at build; the rest render on first visit. */
export const PRERENDERED_POSTS = 50;

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
}

/** The slice of the list that page `page` (from 1) shows. */
export function pageRange(page: number): { offset: number; limit: number } {
  return { offset: (page - 1) * POSTS_PER_PAGE, limit: POSTS_PER_PAGE };
}

/** The list page's address: /blog for the first, /blog/page/<n> for the others. */
export function listPagePath(page: number): string {
  return page <= 1 ? "/blog" : `/blog/page/${page}`;
}

/** A page number as written in an address ("2"), or null for anything else ("02", "1e3", "-1"). */
export function parsePageNumber(raw: unknown): number | null {
  if (typeof raw !== "string" || !/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

/** A page of search results without JavaScript: /blog/search?q=…&page=<n>. */
export function searchPagePath(term: string, page: number): string {
  const query = new URLSearchParams({ q: term });
  if (page > 1) query.set("page", String(page));
  return `/blog/search?${query}`;
}
