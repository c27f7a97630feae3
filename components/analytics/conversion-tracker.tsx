"use client";

import { useEffect } from "react";
import {
  listenForConversions,
  type Conversion,
} from "@/lib/analytics/conversions";

// Rendered by the root layout only where Vercel Analytics runs. The analytics package is
// fetched on the first conversion, not with the page: the listener is all that loads up front.
function sendToVercel({ name, data }: Conversion): void {
  void import("@vercel/analytics").then(({ track }) => track(name, data));
}

export function ConversionTracker() {
  useEffect(() => listenForConversions(document, sendToVercel), []);
  return null;
}
