"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { preload } from "react-dom";
import { siteCss, siteCssHref } from "#site-css";

// The site's stylesheet, written into the HTML once so the first paint needs no second round
// trip. A client component on purpose: a server component's output is also serialized into the
// RSC payload, which would carry the CSS text a second time (Next.js's own inlineCss writes it
// three times, vercel/next.js#98079 and #98110). Here the payload holds only a reference to this
// component; on the server `#site-css` is the compiled CSS, in the browser an empty string
// (package.json "imports"). React hoists the <style> into <head> and, on hydration or any later
// render, finds it there by its href and leaves it alone.
//
// A page prerendered at build time carries only the rules its own markup and the site's client
// code use, marked data-pruned (scripts/styles/prune-page-styles.mjs): what JavaScript adds
// later (a dialog, a toast, a form's error, an open menu) is styled by it. Where the page marks
// the end of its first screen (first-screen-end.tsx), this <style> holds only the rules of what
// comes before the mark, and the rest are written at the mark. Only a page reached
// by client navigation can need more, so the whole stylesheet comes with the first one: the
// file, rendered as a stylesheet of the same precedence, after the <style>. React holds the
// navigation's commit until a stylesheet with a precedence has loaded, so the new page never
// shows unstyled. A pointer or focus on a link of the site fetches the file beforehand
// (preload: fetched, not applied). Applying the file restyles the whole page (95 ms of style
// recalculation on a service page at 4x CPU slowdown, after hydration where it was applied
// before), so a visitor who reads, calls or sends a request never pays for it. The file is
// named by its hash and cached for good. The <style> stays, because disabling it restyles and
// lays out the whole page once more. A page rendered at run time carries the whole sheet in
// its <style> and needs no file.
export function SiteStyles() {
  const pathname = usePathname();
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  // Set while rendering the navigation, so its own commit waits for the file.
  if (!navigated && pathname !== firstPath) setNavigated(true);

  useEffect(() => {
    if (!isPruned()) return;
    const warm = (event: Event) => {
      if (!(event.target instanceof Element)) return;
      const link = event.target.closest("a[href]");
      if (!(link instanceof HTMLAnchorElement)) return;
      if (link.origin !== location.origin) return;
      preload(siteCssHref, { as: "style" });
      stop();
    };
    const events = ["pointerover", "pointerdown", "focusin"] as const;
    const stop = () => {
      for (const type of events)
        document.removeEventListener(type, warm, { capture: true });
    };
    for (const type of events)
      document.addEventListener(type, warm, { capture: true, passive: true });
    return stop;
  }, []);

  return (
    <>
      <style href="site-css" precedence="site">
        {siteCss}
      </style>
      {navigated && isPruned() ? (
        <link rel="stylesheet" href={siteCssHref} precedence="site" />
      ) : null}
    </>
  );
}

/** Whether this document's <style> holds only its own page's rules (never true on the server). */
function isPruned() {
  return (
    typeof document !== "undefined" &&
    document.querySelector('style[data-href="site-css"][data-pruned]') !== null
  );
}
