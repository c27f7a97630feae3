"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";

// sonner's toaster is only needed once something raises a toast, so its code is fetched once the
// browser is idle instead of with every page's first JavaScript. 3 visible, 4 s each.
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(
    null,
  );

  useEffect(() => {
    let cancelled = false;
    const load = () =>
      import("sonner").then((m) => {
        if (!cancelled) setToaster(() => m.Toaster);
      });
    const idle =
      window.requestIdleCallback?.(load, { timeout: 3000 }) ??
      window.setTimeout(load, 1500);
    return () => {
      cancelled = true;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  return Toaster ? (
    <Toaster
      visibleToasts={3}
      duration={4000}
      richColors
      closeButton
      position="top-center"
    />
  ) : null;
}
