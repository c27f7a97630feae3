"use client";

import { useState, type ReactNode } from "react";
import { play as playIcon } from "@/components/ui/icon-paths";
import { IconSvg } from "@/components/ui/icon-svg";

// A YouTube thumbnail that becomes the privacy-enhanced player only when the visitor asks for
// it: no third-party script, cookie or frame costs the first paint.
export function YouTubeFacade({
  videoId,
  title,
  poster,
  playLabel = "Play video: ",
}: {
  videoId: string;
  title: string;
  /** Before the title in the button's name, in the page's language (given by the server). */
  playLabel?: string;
  /** Shown in place of YouTube's thumbnail (which is then never requested). */
  poster?: ReactNode;
}) {
  const [playing, setPlaying] = useState(false);

  if (playing) {
    return (
      <iframe
        className="absolute inset-0 size-full"
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
        title={title}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    );
  }

  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group absolute inset-0 size-full"
      aria-label={`${playLabel}${title}`}
    >
      {poster ?? (
        // eslint-disable-next-line @next/next/no-img-element -- a fixed-size remote thumbnail; next/image would proxy it for no gain
        <img
          src={`https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`}
          alt=""
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      )}
      <span className="absolute inset-0 flex items-center justify-center bg-black/25 transition-colors group-hover:bg-black/10">
        <span className="flex size-16 items-center justify-center rounded-full bg-accent-600 text-white shadow-lg">
          <IconSvg d={playIcon} className="size-8 fill-current" />
        </span>
      </span>
    </button>
  );
}
