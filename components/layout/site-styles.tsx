"use client";

import { siteCss } from "#site-css";

// The site's whole stylesheet, written into the HTML once so the first paint needs no second
// round trip. A client component on purpose: a server component's output is also serialized
// into the RSC payload, which would carry the CSS text a second time (Next.js's own inlineCss
// writes it three times, vercel/next.js#98079 and #98110). Here the payload holds only a
// reference to this component; on the server `#site-css` is the compiled CSS, in the browser an
// empty string (package.json "imports"). React hoists the <style> into <head> and, on
// hydration or any later render, finds it there by its href and leaves it alone, so client
// navigation keeps every style.
export function SiteStyles() {
  return (
    <style href="site-css" precedence="site">
      {siteCss}
    </style>
  );
}
