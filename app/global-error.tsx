"use client";

import { useEffect } from "react";
import { siteCss } from "#site-css";

// Replaces the root layout when the layout itself fails, so it brings its own <html> and <body>.
// Kept free of site modules: it ships in every page's first JavaScript. Its own <style> rather
// than <SiteStyles />: with two root layouts (app/(en), app/(es)) this file's chunk no longer
// shares one with the layout's, and took a second copy of SiteStyles' code (about 1 KB) into
// every page's first load. The same <style> (by its href, React keeps one), the whole sheet
// from the server; in the browser `#site-css` is empty and the layout's <style> already there.
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => console.error(error), [error]);
  return (
    <html lang="en-US">
      <body>
        <style href="site-css" precedence="site">
          {siteCss}
        </style>
        <section className="container-page py-16" role="alert">
          <h1 className="text-3xl font-bold text-brand-800">
            Unexpected Application Error!
          </h1>
          <p className="mt-3 text-ink-muted">
            {error.message || "Internal Server Error"}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <button type="button" onClick={reset} className="btn btn-secondary">
              Try again
            </button>
            {/* A full page load: the app shell itself failed, so client navigation can't be trusted. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="btn btn-outline">
              Back to the home page
            </a>
          </div>
        </section>
      </body>
    </html>
  );
}
