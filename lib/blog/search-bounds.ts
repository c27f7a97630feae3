import { MAX_SEARCH_PAGE, parsePageNumber } from "@/lib/blog/pagination";
import { normalizeSearchTerm, searchTermFits } from "@/lib/blog/search-term";

// The searches the site answers: a page of results up to MAX_SEARCH_PAGE and a term within
// MAX_SEARCH_BYTES. Anything past them is refused before any read and never becomes an entry of
// the shared search cache (lib/blog/search-cache.ts), whose keys would otherwise be any of
// 999,999 pages times any term. proxy.ts answers such a request (404 page, 400 JSON);
// search-cache.ts refuses it again for a request the proxy did not see.

export type SearchRefusal = "page" | "term";

/** Why this search (its raw `q` and `page`) is refused, or null for one the site answers. */
export function searchRefusal(q: unknown, page: unknown): SearchRefusal | null {
  if ((parsePageNumber(page) ?? 1) > MAX_SEARCH_PAGE) return "page";
  if (!searchTermFits(normalizeSearchTerm(q))) return "term";
  return null;
}

/** What the island's JSON says for each refusal, with 400. */
export const SEARCH_REFUSAL_MESSAGES: Record<SearchRefusal, string> = {
  page: `Search results stop at page ${MAX_SEARCH_PAGE}; try a narrower search.`,
  term: "This search is too long; try fewer words.",
};
