import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_PHOTOS,
  MAX_REQUEST_PIXELS,
} from "@/supabase/functions/_shared/photo-limits";
import { formatBytes, SENT_PHOTOS_CAP } from "@/lib/contact/photos/sizes";

// What a visitor is told about a photo, in the browser (photo-list.tsx, photo-scaling.ts) and
// from the server (check-photos.ts). Apart from the limits (_shared/photo-limits.ts), so the island's chunk carries none of
// it: these load with the photos' own chunk.

function megapixels(pixels: number) {
  return Math.round(pixels / 1_000_000);
}

/** "Photo 1 (a.png)", "Photo 1 (a.png) and Photo 2 (b.png)", "…, Photo 2 (b.png) and …". */
function listed(labels: readonly string[]) {
  return labels.length < 2
    ? (labels[0] ?? "")
    : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

export const photoMessages = {
  notAnImage:
    "is not a photo we can read. Choose a JPEG, PNG or WebP image, or send the request without it.",
  // sharp's prebuilt libvips has no HEVC decoder; WebKit on iOS sends the library's photos as
  // JPEG (photo-limits.ts, PHOTO_ACCEPT), so a HEIC comes from a computer the photo was copied to.
  heic: "is a HEIC photo (an iPhone's format), which we cannot read. Send it from the iPhone's photo library with this form, which turns it into a JPEG, or save it as a JPEG first.",
  tooLarge: `is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Choose a smaller photo.`,
  tooManyPixels: `has more pixels than a phone camera takes (over ${megapixels(MAX_PHOTO_PIXELS)} megapixels). Choose a smaller photo.`,
  tooMany: `You can add up to ${MAX_PHOTOS} photos.`,
} as const;

/** In the browser, on the thumbnail of a photo that does not fit even scaled down. */
export const doesNotFit = (name: string) =>
  `${name} does not fit: the photos sent with one request can come to ${SENT_PHOTOS_CAP} in all, even made smaller. Remove a photo to add this one.`;

/** From the server, when the photos of one request come to more than a request can carry. */
export const tooLargeInAll = (total: number) =>
  `The photos come to ${formatBytes(total)}, and one request can carry ${SENT_PHOTOS_CAP} of photos in all. Remove a photo and send again; what you typed is kept.`;

/**
 * From the server, for PNGs or WebPs far smaller than their pixel count allows a real image to be
 * (a decompression bomb, or a flat image blown up): all of them named, refused before decoding.
 */
export const sparsePhotos = (labels: readonly string[]) =>
  labels.length > 1
    ? `${listed(labels)} have far fewer bytes than their size in pixels needs, which no photo or screenshot has. Save them as JPEG and send again, or send the request without them; what you typed is kept.`
    : `${listed(labels)} has far fewer bytes than its size in pixels needs, which no photo or screenshot has. Save it as a JPEG and send again, or send the request without it; what you typed is kept.`;

/** From the server, when one request's photos hold more pixels in all than it decodes. */
export const tooManyPixelsInAll = (labels: readonly string[], pixels: number) =>
  `${listed(labels)} come to ${megapixels(pixels)} megapixels, and one request can take ${megapixels(MAX_REQUEST_PIXELS)}. Remove a photo or choose smaller ones and send again; what you typed is kept.`;
