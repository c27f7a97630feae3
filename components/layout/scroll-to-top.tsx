"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

// Every route change starts at the top of the page (the seed's layout rule), even where the
// router would keep the scroll position of a shared layout.
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
