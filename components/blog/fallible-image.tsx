"use client";

import Image, { type ImageProps } from "next/image";
import { useState } from "react";

// Seed §8: a related post's image that fails to load is hidden rather than shown broken.
// next/image re-fires errors that happened before hydration, so late handlers still see them.
export function FallibleImage(props: ImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <Image {...props} alt={props.alt} onError={() => setFailed(true)} />;
}
