"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { play as playIcon } from "@/components/ui/icon-paths";
import { IconSvg } from "@/components/ui/icon-svg";
import {
  allowsBackgroundVideo,
  currentVideoConditions,
  whenPageIdle,
} from "@/lib/background-video";

// The hero's looping background video and its pause control. The video sits in the hero's
// background layer and the control beside the form, so the two share a tiny store. Nothing here
// renders until the page is idle on a wide screen; until then the poster is all there is.

type Playback = "none" | "playing" | "paused";
let playback: Playback = "none";
let element: HTMLVideoElement | null = null;
const listeners = new Set<() => void>();

function setPlayback(next: Playback) {
  playback = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function usePlayback(): Playback {
  return useSyncExternalStore(
    subscribe,
    () => playback,
    () => "none",
  );
}

export function HeroVideo({ src }: { src: string }) {
  const [load, setLoad] = useState(false);
  const state = usePlayback();
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!allowsBackgroundVideo(currentVideoConditions())) return;
    return whenPageIdle(() => setLoad(true));
  }, []);

  useEffect(() => {
    element = ref.current;
    return () => {
      element = null;
      setPlayback("none");
    };
  }, [load]);

  if (!load) return null;
  return (
    <video
      ref={ref}
      src={src}
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setPlayback("playing")}
      onPause={() => setPlayback("paused")}
      // A file that fails to load simply leaves the poster in place.
      onError={() => setPlayback("none")}
      className={`absolute inset-0 size-full object-cover transition-opacity duration-700 ${state === "none" ? "opacity-0" : "opacity-100"}`}
    />
  );
}

/** Pause/play for the background video (WCAG 2.2.2); shown only while there is a video. */
export function HeroVideoToggle({
  labels,
}: {
  /** Its two names in the page's language (lib/i18n/messages/sections.ts, heroVideo). */
  labels: { play: string; pause: string };
}) {
  const state = usePlayback();
  if (state === "none") return null;
  const paused = state === "paused";
  return (
    <button
      type="button"
      onClick={() => (paused ? element?.play() : element?.pause())}
      className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-white hover:bg-white/10"
    >
      {paused ? (
        <IconSvg d={playIcon} className="size-4 fill-current" />
      ) : (
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
          <path d="M7 5h3v14H7zm7 0h3v14h-3z" fill="currentColor" />
        </svg>
      )}
      {paused ? labels.play : labels.pause}
    </button>
  );
}
