import { MAX_PHOTOS } from "@/supabase/functions/_shared/photo-limits";
import { formatBytes, SENT_PHOTOS_CAP } from "@/lib/contact/photos/sizes";

// What a visitor is told about a photo, in the browser (photo-list.tsx, photo-scaling.ts) and
// from the server (check-photos.ts). Apart from limits.ts, so the island's chunk carries none of
// it: these load with the photos' own chunk.

export const photoMessages = {
  notAnImage:
    "is not a photo we can read. Choose a JPEG, PNG or WebP image, or send the request without it.",
  // sharp's prebuilt libvips has no HEVC decoder; WebKit on iOS sends the library's photos as
  // JPEG (limits.ts, PHOTO_ACCEPT), so a HEIC comes from a computer the photo was copied to.
  heic: "is a HEIC photo (an iPhone's format), which we cannot read. Send it from the iPhone's photo library with this form, which turns it into a JPEG, or save it as a JPEG first.",
  tooLarge: "is larger than 10 MB. Choose a smaller photo.",
  tooManyPixels:
    "has more pixels than a phone camera takes (over 50 megapixels). Choose a smaller photo.",
  tooMany: `You can add up to ${MAX_PHOTOS} photos.`,
} as const;

/** In the browser, on the thumbnail of a photo that does not fit even scaled down. */
export const doesNotFit = (name: string) =>
  `${name} does not fit: the photos sent with one request can come to ${SENT_PHOTOS_CAP} in all, even made smaller. Remove a photo to add this one.`;

/** From the server, when the photos of one request come to more than a request can carry. */
export const tooLargeInAll = (total: number) =>
  `The photos come to ${formatBytes(total)}, and one request can carry ${SENT_PHOTOS_CAP} of photos in all. Remove a photo and send again; what you typed is kept.`;
