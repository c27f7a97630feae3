import type { ReactNode } from "react";

// Two columns: the page's text, and a column sticky beside it from 1024 px (the request form,
// or an article's why-choose panel); on phones and tablets the column follows the text.
// The sticky offset clears the header, which is 124 px tall from 768 px up (top bar + nav row).
export function WithAside({
  children,
  aside,
  asideId,
}: {
  children: ReactNode;
  aside: ReactNode;
  /** Anchor of the sticky column, e.g. "request-service" for the form. */
  asideId?: string;
}) {
  return (
    <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div data-testid="page-copy" className="min-w-0 space-y-12">
        {children}
      </div>
      <div id={asideId} className="scroll-mt-28 lg:sticky lg:top-36">
        {aside}
      </div>
    </div>
  );
}
