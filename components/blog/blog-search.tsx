"use client";

import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { NoPosts } from "@/components/blog/no-posts";
import { PostGrid } from "@/components/blog/post-card";
import { SearchField } from "@/components/blog/search-form";
import { POSTS_PER_PAGE } from "@/lib/blog/pagination";
import type { PostCardData } from "@/lib/blog/types";

// The /blog search island. The list page arrives server-rendered as `children` and is shown
// whenever the box is empty; typing searches 300 ms after the last keystroke (Enter searches
// at once) through /api/blog/search, so /blog itself stays a static ISR page. Results come 12 at
// a time; "Show more results" appends the page after the last result shown (a cursor, so no
// post shows twice). Without JavaScript the same form submits to /blog/search, which renders
// results on the server with page links.
//
// The address keeps the search: each search replaces the history entry's address with
// ?q=<term> (replaced, not pushed: Back leaves the blog instead of stepping through keystrokes).
// A reload or a shared /blog?q=… is answered by /blog/search on the server (next.config.mjs),
// so it shows the same results even without JavaScript. Back to a search from a post mounts the
// island again: it reads ?q= and restores the results it showed, "Show more" pages included,
// from memory before the first paint, so the browser puts the visitor back where they were.

export const SEARCH_DEBOUNCE_MS = 300;

type Results = {
  posts: PostCardData[];
  total: number;
  /** Cursor of the next page; null when every result is shown. */
  next: string | null;
};

const NO_RESULTS: Results = { posts: [], total: 0, next: null };

type Done = { status: "done"; term: string; more: boolean } & Results;
type State = { status: "idle" } | { status: "loading"; term: string } | Done;

/** What each term showed last in this tab, for Back and Forward (a few terms, in memory). */
const shown = new Map<string, Done>();
const REMEMBERED_TERMS = 10;
function remember(state: Done) {
  shown.delete(state.term);
  shown.set(state.term, state);
  if (shown.size > REMEMBERED_TERMS) shown.delete(shown.keys().next().value!);
}

/** The term in the address (?q=), as the island searches it. */
function termInAddress(): string {
  return (new URLSearchParams(window.location.search).get("q") ?? "").trim();
}

/**
 * Puts the term in the address bar without a new history entry. Next.js patches replaceState:
 * with `null` it keeps its own state for the entry and learns the new address.
 */
function showInAddress(term: string) {
  const url = new URL(window.location.href);
  if (term) url.searchParams.set("q", term);
  else url.searchParams.delete("q");
  if (url.href !== window.location.href)
    window.history.replaceState(null, "", url);
}

/** The results after `after` (the first page without); empty (logged) on failure (seed §8). */
function fetchResults(
  term: string,
  after: string | null,
  signal: AbortSignal,
): Promise<Results | null> {
  const query = new URLSearchParams({ q: term });
  if (after) query.set("after", after);
  return fetch(`/api/blog/search?${query}`, { signal })
    .then((response) => {
      if (!response.ok) throw new Error(`search answered ${response.status}`);
      return response.json() as Promise<Results>;
    })
    .catch((error: unknown) => {
      if (signal.aborted) return null;
      console.error("Blog search failed", error);
      return NO_RESULTS;
    });
}

export function BlogSearch({ children }: { children: ReactNode }) {
  const [query, setQuery] = useState("");
  const [state, setState] = useState<State>({ status: "idle" });
  const inputRef = useRef<HTMLInputElement>(null);
  const pending = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.abort();
    },
    [],
  );

  // Before the first paint: a search in the address (Back, Forward, a reload that kept the
  // island) is shown again, from memory when this tab showed it, so the page has its height
  // when the browser restores the scroll position.
  useLayoutEffect(() => {
    const term = termInAddress();
    if (!term) return;
    // The address is outside React, and read after mount: while hydrating, the first render must
    // be the server's HTML (the static list), whatever the address says.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQuery(term);
    const remembered = shown.get(term);
    if (remembered) setState({ ...remembered, more: false });
    else search(term);
    // Once, on mount: later changes of the address come from this island.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function settle(next: Done) {
    remember(next);
    setState(next);
  }

  function search(raw: string) {
    clearTimeout(timer.current);
    pending.current?.abort();
    const term = raw.trim();
    showInAddress(term);
    if (!term) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    setState({ status: "loading", term });
    fetchResults(term, null, controller.signal).then((result) => {
      if (result) settle({ status: "done", term, more: false, ...result });
    });
  }

  function showMore() {
    if (state.status !== "done" || !state.next) return;
    const before = state;
    const controller = new AbortController();
    pending.current = controller;
    setState({ ...before, more: true });
    fetchResults(before.term, before.next, controller.signal).then((result) => {
      if (!result) return;
      // A failed page keeps what is shown and leaves the button to try again.
      if (!result.posts.length) return setState({ ...before, more: false });
      const seen = new Set(before.posts.map((p) => p.slug));
      settle({
        ...before,
        more: false,
        posts: [
          ...before.posts,
          ...result.posts.filter((p) => !seen.has(p.slug)),
        ],
        next: result.next,
      });
    });
  }

  function onChange(value: string) {
    setQuery(value);
    clearTimeout(timer.current);
    if (!value.trim()) {
      search("");
      return;
    }
    timer.current = setTimeout(() => search(value), SEARCH_DEBOUNCE_MS);
  }

  function clear() {
    setQuery("");
    search("");
    inputRef.current?.focus();
  }

  return (
    <div>
      <form
        role="search"
        action="/blog/search"
        method="get"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          search(query);
        }}
      >
        <SearchField
          ref={inputRef}
          value={query}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="submit" className="btn btn-secondary">
          Search
        </button>
      </form>
      <p role="status" className="sr-only">
        {state.status === "done"
          ? `${state.total} ${state.total === 1 ? "post" : "posts"} found for ${state.term}${state.posts.length > POSTS_PER_PAGE ? `, showing ${state.posts.length}` : ""}`
          : ""}
      </p>
      <div className="mt-8">
        {state.status === "idle" ? (
          children
        ) : state.status === "loading" ? (
          <p className="py-10 text-center text-ink-muted" aria-live="polite">
            Loading blog posts...
          </p>
        ) : state.posts.length ? (
          <>
            <PostGrid posts={state.posts} />
            {state.next ? (
              <div className="mt-10 text-center">
                <p className="text-sm text-ink-muted">
                  Showing {state.posts.length} of {state.total}
                </p>
                <button
                  type="button"
                  onClick={showMore}
                  disabled={state.more}
                  className="btn btn-outline mt-3"
                >
                  {state.more ? "Loading more posts..." : "Show more results"}
                </button>
              </div>
            ) : null}
          </>
        ) : (
          <NoPosts
            action={
              <button type="button" onClick={clear} className="btn btn-outline">
                Clear search
              </button>
            }
          />
        )}
      </div>
    </div>
  );
}
