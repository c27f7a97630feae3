"use client";

import Image, { type ImageProps } from "next/image";
import { useState, type ReactNode } from "react";

// A post image that may fail (a Storage object deleted, a host down): it is replaced by
// `fallback`, never shown as a broken icon. Seed §8 hides a related post's image (no fallback);
// a card in the list keeps its shape with a neutral placeholder. next/image re-fires errors that
// happened before hydration, so late handlers still see them.
export function FallibleImage({
  fallback = null,
  ...props
}: ImageProps & { fallback?: ReactNode }) {
  const [failed, setFailed] = useState(false);
  if (failed) return fallback;
  return <Image {...props} alt={props.alt} onError={() => setFailed(true)} />;
}
