/**
 * The company-story artwork: poster of the story and intro videos, and the about pages' picture.
 * It is a drawing, not a photo of the company's van, so the text says what is drawn.
 */
export const storyPoster = {
  src: "/images/story-poster.svg",
  alt: "Drawing of a plumbing service van parked outside a house, with a saguaro cactus and desert mountains",
} as const;

// A still that stands in for a video: shown while no file is configured or when it fails to
// load. Vector art at a fixed 16:9 box, so there is no layout shift either way.
export function VideoPoster({
  src,
  alt,
  note,
}: {
  src: string;
  alt: string;
  /** A line over the image, e.g. why the video is not playing. */
  note?: string;
}) {
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- vector art: next/image has nothing to optimize */}
      <img
        src={src}
        alt={alt}
        width={1280}
        height={720}
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
      />
      {note ? (
        <p className="absolute inset-x-0 bottom-0 bg-brand-900/85 px-4 py-2 text-sm text-white">
          {note}
        </p>
      ) : null}
    </>
  );
}
