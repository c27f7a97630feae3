"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { NoPosts } from "@/components/blog/no-posts";
import { PostGrid } from "@/components/blog/post-card";
import { SearchField } from "@/components/blog/search-form";
import type { PostCardData } from "@/lib/blog/types";

// The /blog search island. The list page arrives server-rendered as `children` and is shown
// whenever the box is empty; typing searches 300 ms after the last keystroke (Enter searches
// at once) through /api/blog/search, so /blog itself stays a static ISR page. Results come 12 at
// a time; "Show more results" appends the next page. Without JavaScript the same form submits to
// /blog/search, which renders results on the server with page links.

export const SEARCH_DEBOUNCE_MS = 300;

type Results = {
  posts: PostCardData[];
  total: number;
  page: number;
  pageCount: number;
};

const NO_RESULTS: Results = { posts: [], total: 0, page: 1, pageCount: 1 };

type State =
  | { status: "idle" }
  | { status: "loading"; term: string }
  | ({ status: "done"; term: string; more: boolean } & Results);

/** Page `page` of the results; an empty result (logged) when the request fails (seed §8). */
function fetchResults(
  term: string,
  page: number,
  signal: AbortSignal,
): Promise<Results | null> {
  const query = new URLSearchParams({ q: term });
  if (page > 1) query.set("page", String(page));
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

  function search(raw: string) {
    clearTimeout(timer.current);
    pending.current?.abort();
    const term = raw.trim();
    if (!term) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    setState({ status: "loading", term });
    fetchResults(term, 1, controller.signal).then((result) => {
      if (result) setState({ status: "done", term, more: false, ...result });
    });
  }

  function showMore() {
    if (state.status !== "done" || state.page >= state.pageCount) return;
    const shown = state;
    const controller = new AbortController();
    pending.current = controller;
    setState({ ...shown, more: true });
    fetchResults(shown.term, shown.page + 1, controller.signal).then(
      (result) => {
        if (!result) return;
        setState({
          ...shown,
          ...result,
          more: false,
          // A failed page keeps what is shown and leaves the button to try again.
          posts: [...shown.posts, ...result.posts],
          page: result.posts.length ? result.page : shown.page,
          pageCount: result.posts.length ? result.pageCount : shown.pageCount,
          total: result.posts.length ? result.total : shown.total,
        });
      },
    );
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
          ? `${state.total} ${state.total === 1 ? "post" : "posts"} found for ${state.term}${state.page > 1 ? `, showing ${state.posts.length}` : ""}`
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
            {state.page < state.pageCount ? (
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
