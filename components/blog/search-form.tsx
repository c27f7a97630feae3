// The search box as plain HTML: a GET form to /blog/search, so search works without
// JavaScript. The island on /blog renders the same markup with handlers attached.
export const searchInputClass =
  "min-h-11 w-full rounded-md border border-brand-200 bg-white py-2 pr-3 pl-10 text-ink placeholder:text-ink-muted focus:border-brand-500";

export function SearchForm({ defaultValue = "" }: { defaultValue?: string }) {
  return (
    <form
      role="search"
      action="/blog/search"
      method="get"
      className="flex gap-2"
    >
      <SearchField defaultValue={defaultValue} />
      <button type="submit" className="btn btn-secondary">
        Search
      </button>
    </form>
  );
}

export function SearchField(props: React.ComponentProps<"input">) {
  return (
    <div className="relative flex-1">
      <label htmlFor="blog-search" className="sr-only">
        Search the blog
      </label>
      {/* Drawn inline: the shared icon set would ship every icon with the island. */}
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted"
      >
        <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />
      </svg>
      <input
        id="blog-search"
        type="search"
        name="q"
        maxLength={80}
        placeholder="Search articles"
        autoComplete="off"
        enterKeyHint="search"
        className={searchInputClass}
        {...props}
      />
    </div>
  );
}
