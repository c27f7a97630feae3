"use client";

import { useEffect, useRef, useState } from "react";

// A service card's artwork. If it fails to load, the failure is logged with the image path and
// the image steps aside, uncovering the card's icon in a box of the same size.
export function ServiceCardImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const reported = useRef(false);
  const ref = useRef<HTMLImageElement>(null);

  function fail() {
    if (reported.current) return;
    reported.current = true;
    console.error(`Service card image failed to load: ${src}`);
    setFailed(true);
  }

  // An error that happened before hydration fired no React handler; a broken image is
  // "complete" with no width.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) fail();
  });

  if (failed) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- vector art: next/image has nothing to optimize
    <img
      ref={ref}
      src={src}
      alt=""
      width={400}
      height={300}
      loading="lazy"
      decoding="async"
      onError={fail}
      className="absolute inset-0 size-full object-cover"
    />
  );
}
