// The photo limits both sides share: the picker (browser) and the server's checks. No imports:
// the picker's chunk pulls this file into the browser.

/** Photos per request. */
export const MAX_PHOTOS = 5;
/** Bytes per photo as received, before any scaling (a phone's original is 2–6 MB). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/**
 * Pixels per photo: a 48 MP phone camera (8064 × 6048) passes; a decompression bomb (a small
 * file that decodes to 20,000 × 20,000) is refused before it is decoded.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** The long edge of what is stored and e-mailed, and what the browser scales to before sending. */
export const PHOTO_LONG_EDGE = 2048;
/** What the file input offers. iOS hands a HEIC photo over as JPEG when HEIC is not listed. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

export const photoMessages = {
  notAnImage:
    "is not a photo we can read. Choose a JPEG, PNG or WebP image, or send the request without it.",
  tooLarge: "is larger than 10 MB. Choose a smaller photo.",
  tooManyPixels:
    "has more pixels than a phone camera takes (over 50 megapixels). Choose a smaller photo.",
  tooMany: `You can add up to ${MAX_PHOTOS} photos.`,
} as const;
