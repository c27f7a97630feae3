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
// A page prerendered at build time carries only the rules its own markup uses
// (scripts/styles/prune-page-styles.mjs). Once it has hydrated, the whole stylesheet follows as
// a file, after the <style> in the same precedence, so what JavaScript adds later (a dialog, a
// toast, a form's error) and every page reached by client navigation are styled; the <style>
// is then disabled. The file is named by its hash and cached for good: one request per
// visitor, after the first paint.
export function SiteStyles() {
  useEffect(() => {
    preinit(siteCssHref, { as: "style", precedence: "site" });
    // Once the file applies, the <style> is a subset of it: retired, so that no later style
    // change (a dialog's scroll lock, a toast) matches every rule twice.
    const inline = document.querySelector<HTMLStyleElement>(
      'style[data-href="site-css"]',
    );
    const file = document.querySelector<HTMLLinkElement>(
      `link[rel="stylesheet"][href="${siteCssHref}"]`,
    );
    if (!inline || !file) return;
    const retire = () => {
      inline.disabled = true;
    };
    if (file.sheet) retire();
    else file.addEventListener("load", retire, { once: true });
    return () => file.removeEventListener("load", retire);
  }, []);
  return (
    <style href="site-css" precedence="site">
      {siteCss}
    </style>
  );
}
