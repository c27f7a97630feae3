"use client";

import { useState } from "react";
import { VideoPoster } from "@/components/media/video-poster";

// The contact page's intro video file with its poster. preload="none": nothing is fetched
// until the visitor presses play, so the page pays only for the poster. If the file then fails
// to load, the poster comes back with a note instead of a broken player. Its captions (WCAG
// 1.2.2) are a WebVTT file the site serves, given by the owner (videoCaptions.contact in
// content/owner-facts.mjs; a production build refuses the video without them).
export function IntroVideo({
  src,
  title,
  poster,
  captions,
}: {
  src: string;
  title: string;
  poster: { src: string; alt: string };
  /** The captions file's /path, or null while none is given (previews only). */
  captions: string | null;
}) {
  const [failed, setFailed] = useState(false);

  if (failed) {
    return (
      <VideoPoster
        src={poster.src}
        alt={poster.alt}
        note="The video could not be loaded right now. Call us and we'll gladly tell you the story ourselves."
      />
    );
  }
  return (
    <video
      src={src}
      poster={poster.src}
      controls
      preload="none"
      playsInline
      aria-label={title}
      onError={() => setFailed(true)}
      className="size-full bg-brand-900 object-cover"
    >
      {captions ? (
        <track kind="captions" src={captions} srcLang="en" label="English" />
      ) : null}
    </video>
  );
}
