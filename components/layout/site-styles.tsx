"use client";

import { useEffect } from "react";
import { preinit } from "react-dom";
import { siteCss, siteCssHref } from "#site-css";

// The site's stylesheet, written into the HTML once so the first paint needs no second round
// trip. A client component on purpose: a server component's output is also serialized into the
// RSC payload, which would carry the CSS text a second time (Next.js's own inlineCss writes it
// three times, vercel/next.js#98079 and #98110). Here the payload holds only a reference to this
// component; on the server `#site-css` is the compiled CSS, in the browser an empty string
// (package.json "imports"). React hoists the <style> into <head> and, on hydration or any later
// render, finds it there by its href and leaves it alone.
//
// A page prerendered at build time carries only the rules its own markup uses, marked
// data-pruned (scripts/styles/prune-page-styles.mjs). Once it has hydrated, the whole stylesheet
// follows as a file, after the <style> in the same precedence, so what JavaScript adds later (a
// dialog, a toast, a form's error) and every page reached by client navigation are styled. The
// file is named by its hash and cached for good: one request per visitor, after the first
// paint. Its rules repeat the <style>'s, so the page looks the same; the <style> stays, because
// disabling it restyles and lays out the whole page once more (134 ms on a service page at 4x
// CPU slowdown, against 59 ms for adding the file). A page rendered at run time carries the
// whole sheet in its <style> and needs no file.
export function SiteStyles() {
  useEffect(() => {
    if (document.querySelector('style[data-href="site-css"][data-pruned]'))
      preinit(siteCssHref, { as: "style", precedence: "site" });
  }, []);
  return (
    <style href="site-css" precedence="site">
      {siteCss}
    </style>
  );
}
