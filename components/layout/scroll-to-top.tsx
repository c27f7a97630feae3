"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

// Every route change starts at the top of the page (the seed's layout rule), even where the
// router would keep the scroll position of a shared layout. Only a change: on the first
// hydration the visitor may already have scrolled (a phone hydrates seconds after the paint),
// and a reload or Back keeps the browser's own restored position.
export function ScrollToTop() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
