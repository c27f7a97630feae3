"use client";

import { useEffect } from "react";
import { SiteStyles } from "@/components/layout/site-styles";

// Replaces the root layout when the layout itself fails, so it brings its own <html> and <body>.
// Kept free of site modules: it ships in every page's first JavaScript.
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
        <SiteStyles />
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
