"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";

// sonner costs ~10 KB gzip, and nothing needs it until something has to be said. The toaster
// loads at the visitor's first interaction (a toast only ever follows one), not while the page
// is still settling, where its evaluation showed up as blocking time in Lighthouse; showToast
// loads it at once if it is asked first, and waits until the toaster is listening, because
// sonner drops toasts raised before that.

let requestLoad: (() => void) | undefined;
let markListening: () => void = () => {};
const listening = new Promise<void>((resolve) => (markListening = resolve));

export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(
    null,
  );

  useEffect(() => {
    let cancelled = false;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      void import("sonner").then((m) => {
        if (!cancelled) setToaster(() => m.Toaster);
      });
    };
    requestLoad = load;
    const firstInteraction = ["pointerdown", "keydown"] as const;
    for (const type of firstInteraction) {
      window.addEventListener(type, load, { once: true, passive: true });
    }
    return () => {
      cancelled = true;
      requestLoad = undefined;
      for (const type of firstInteraction) {
        window.removeEventListener(type, load);
      }
    };
  }, []);

  // Child effects run first: by now the Toaster has subscribed to sonner's store.
  useEffect(() => {
    if (Toaster) markListening();
  }, [Toaster]);

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

export async function showToast(
  kind: "success" | "error",
  title: string,
  description: string,
  /** Lines under the description (a request's reference, when the office will call). */
  details: string[] = [],
): Promise<void> {
  requestLoad?.();
  const [{ toast }] = await Promise.all([import("sonner"), listening]);
  toast[kind](title, {
    description:
      details.length > 0 ? (
        <>
          {description}
          {details.map((line) => (
            <span key={line} className="mt-1 block">
              {line}
            </span>
          ))}
        </>
      ) : (
        description
      ),
    // Long enough to note the reference down.
    duration: details.length > 0 ? 15_000 : undefined,
  });
}
