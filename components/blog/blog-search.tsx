"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { NoPosts } from "@/components/blog/no-posts";
import { PostGrid } from "@/components/blog/post-card";
import { SearchField } from "@/components/blog/search-form";
import type { PostCardData } from "@/lib/blog/types";

// The /blog search island. The full list arrives server-rendered as `children` and is shown
// whenever the box is empty; typing searches 300 ms after the last keystroke (Enter searches
// at once) through /api/blog/search, so /blog itself stays a static ISR page. Without
// JavaScript the same form submits to /blog/search, which renders results on the server.

export const SEARCH_DEBOUNCE_MS = 300;

type State =
  | { status: "idle" }
  | { status: "loading"; term: string }
  | { status: "done"; term: string; posts: PostCardData[] };

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
    fetch(`/api/blog/search?q=${encodeURIComponent(term)}`, {
      signal: controller.signal,
    })
      .then((response) => {
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        return response.json() as Promise<{ posts: PostCardData[] }>;
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return null;
        // Seed §8: a failed search is logged and shows as an empty result.
        console.error("Blog search failed", error);
        return { posts: [] };
      })
      .then((result) => {
        if (result) setState({ status: "done", term, posts: result.posts });
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
          ? `${state.posts.length} ${state.posts.length === 1 ? "post" : "posts"} found for ${state.term}`
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
          <PostGrid posts={state.posts} />
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
