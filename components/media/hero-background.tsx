import { HeroVideo } from "@/components/media/hero-video";
import { env } from "@/lib/env";

/** Background video file of the home hero; null keeps the poster (no video element at all). */
export const heroVideoUrl = env.NEXT_PUBLIC_HERO_VIDEO_URL ?? null;

// The home hero's background. The poster is plain markup with a fixed size and high fetch
// priority, so it paints first (and is the LCP candidate); the video, when one is configured,
// arrives later from a client leaf that waits for an idle page on a wide screen.
export function HeroBackground() {
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- vector art; next/image would add client JS and nothing else */}
      <img
        src="/images/hero-poster.svg"
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        className="absolute inset-0 size-full object-cover"
      />
      {heroVideoUrl ? <HeroVideo src={heroVideoUrl} /> : null}
      {/* A scrim keeps the white text readable over any frame of the video. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-b from-brand-900/85 via-brand-900/80 to-brand-900/90 lg:bg-gradient-to-r lg:from-brand-900/95 lg:via-brand-900/80 lg:to-brand-900/40"
      />
    </>
  );
}
