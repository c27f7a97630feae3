"use client";

import { useSyncExternalStore } from "react";
import {
  describeStatus,
  officeStatus,
  type OfficeHours,
} from "@/lib/office-hours";
import {
  describeStatusIn,
  type StatusWords,
} from "@/components/layout/status-line";

type Props = {
  hours: OfficeHours;
  /** The line true at any hour, in the prerendered HTML and until the browser has the time. */
  neutral: string;
  /** Appended while closed: " · emergencies: call …", once the owner has confirmed that line. */
  closedSuffix?: string;
  /** The line's words on a Spanish page; English pages send none and keep describeStatus. */
  words?: StatusWords;
};

// Re-read the clock every minute, so the line turns from open to closed while the page is open.
const subscribe = (onChange: () => void) => {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
};

// "Open now · until 5 pm" or "Closed · opens 7 am Monday", from the office's time zone whatever
// the visitor's own clock says. The server snapshot is the neutral line, so hydration matches
// the HTML and the swap happens right after; the parent reserves the space for both.
export function OpenStatus({
  hours,
  neutral,
  closedSuffix = "",
  words,
}: Props) {
  // The current minute: a number, so the snapshot is stable between renders.
  const minute = useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / 60_000),
    () => null,
  );
  if (minute === null) return neutral;
  const status = officeStatus(new Date(minute * 60_000), hours);
  // One text node, as the neutral line is: the swap moves no element along the line.
  const line = words ? describeStatusIn(words, status) : describeStatus(status);
  return `${line}${status.open ? "" : closedSuffix}`;
}
