"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { withoutQuery } from "@/lib/analytics/without-query";

// Vercel Analytics (page views) and Speed Insights (each visitor's Core Web Vitals), fetched
// once the page has loaded and the main thread is idle: neither is needed for the first paint
// or the first tap, and in the layout's chunk they cost every page about 3 KB gzip of script
// to parse while it hydrates. Speed Insights still sees the paint and layout shifts that came
// before it: the browser keeps those entries for a late observer.
// React.lazy rather than next/dynamic: they render only in the browser, after load, and lazy
// costs no loader code of its own.
// Both send the page's address with every event: beforeSend cuts its query and fragment (search
// words, draft signatures) first (lib/analytics/without-query.ts, /privacy#cookies). Conversion
// events (conversion-tracker.tsx) pass through the same window.va, so Analytics' beforeSend
// covers them; track() sends nothing before Analytics has loaded.
const Analytics = lazy(() =>
  import("@vercel/analytics/next").then((m) => ({ default: m.Analytics })),
);
const SpeedInsights = lazy(() =>
  import("@vercel/speed-insights/next").then((m) => ({
    default: m.SpeedInsights,
  })),
);

/** Calls `run` after the window's load event, when the browser is next idle. */
export function afterLoad(run: () => void): () => void {
  let idle: number | undefined;
  const go = () => {
    idle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(run, { timeout: 3_000 })
        : window.setTimeout(run, 1);
  };
  if (document.readyState === "complete") go();
  else window.addEventListener("load", go, { once: true });
  return () => {
    window.removeEventListener("load", go);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === "function")
      window.cancelIdleCallback(idle);
    window.clearTimeout(idle);
  };
}

export function VercelInsights() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterLoad(() => setLoaded(true)), []);
  return loaded ? (
    <Suspense fallback={null}>
      <Analytics beforeSend={withoutQuery} />
      <SpeedInsights beforeSend={withoutQuery} />
    </Suspense>
  ) : null;
}
