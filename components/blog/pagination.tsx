import Link from "next/link";

// Plain links between the pages of a list: they work without JavaScript, and a crawler that
// follows them from /blog reaches every page and so every post. Numbers around the current page
// plus the first and last; the current one is marked for screen readers.

type Props = {
  page: number;
  pageCount: number;
  /** The address of page `n` (/blog/page/3, /blog/search?q=…&page=3). */
  href: (n: number) => string;
  /** What the pages hold, for the navigation's name: "Blog pages", "Search result pages". */
  label: string;
  newerLabel?: string;
  olderLabel?: string;
};

/** Page numbers to show: the first, the last and two either side of the current one. */
export function visiblePages(page: number, pageCount: number): number[] {
  const pages = new Set([1, pageCount]);
  for (let n = page - 2; n <= page + 2; n++)
    if (n >= 1 && n <= pageCount) pages.add(n);
  return [...pages].sort((a, b) => a - b);
}

const step =
  "inline-flex min-h-11 items-center rounded-md border border-brand-200 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50";
const number =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 font-semibold";

export function Pagination({
  page,
  pageCount,
  href,
  label,
  newerLabel = "Newer posts",
  olderLabel = "Older posts",
}: Props) {
  if (pageCount <= 1) return null;
  const pages = visiblePages(page, pageCount);
  return (
    <nav aria-label={label} className="mt-10">
      <p className="text-center text-sm text-ink-muted">
        Page {page} of {pageCount}
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <Link href={href(page - 1)} rel="prev" className={step}>
            <span aria-hidden="true">←&nbsp;</span>
            {newerLabel}
          </Link>
        ) : null}
        <ol className="flex flex-wrap items-center gap-1" role="list">
          {pages.map((n, index) => (
            <li key={n} className="flex items-center gap-1">
              {index > 0 && n - pages[index - 1]! > 1 ? (
                <span aria-hidden="true" className="px-1 text-ink-muted">
                  …
                </span>
              ) : null}
              {n === page ? (
                <span
                  aria-current="page"
                  className={`${number} bg-brand-700 text-white`}
                >
                  <span className="sr-only">Page </span>
                  {n}
                </span>
              ) : (
                <Link
                  href={href(n)}
                  className={`${number} text-brand-700 hover:bg-brand-50`}
                >
                  <span className="sr-only">Page </span>
                  {n}
                </Link>
              )}
            </li>
          ))}
        </ol>
        {page < pageCount ? (
          <Link href={href(page + 1)} rel="next" className={step}>
            {olderLabel}
            <span aria-hidden="true">&nbsp;→</span>
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
