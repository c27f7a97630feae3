"use client";

import { useSyncExternalStore } from "react";
import {
  describeStatusIn,
  type StatusWords,
} from "@/components/layout/status-line";
import { officeStatus, type OfficeHours } from "@/lib/office-hours";

export type StatusLineProps = {
  hours: OfficeHours;
  /** The line true at any hour, in the prerendered HTML and until the browser has the time. */
  neutral: string;
  /** Appended while closed, once the owner has confirmed the after-hours line. */
  closedSuffix?: string;
  words?: StatusWords;
};

const subscribe = (onChange: () => void) => {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
};

// open-status.tsx's line in the words the server gives (lib/i18n/messages/layout.ts): the Spanish
// pages' island. A component of its own, which app/(es)/layout.tsx hands to the shell, so that no
// English page's first JavaScript carries it (components/layout/site-shell.tsx).
export function SpanishOpenStatus({
  hours,
  neutral,
  closedSuffix = "",
  words,
}: StatusLineProps) {
  const minute = useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / 60_000),
    () => null,
  );
  if (minute === null || !words) return neutral;
  const status = officeStatus(new Date(minute * 60_000), hours);
  return `${describeStatusIn(words, status)}${status.open ? "" : closedSuffix}`;
}
