// Every photo limit, declared once: the picker (browser), the site's checks, send-contact-form,
// and, through photo-limits.test.ts, the bucket's SQL and next.config.mjs. Here because the
// function deploys only supabase/functions/ (the site imports from _shared too). No imports, and
// no messages (lib/contact/photos/messages.ts): the island's and the one-page form's chunks pull
// this file in.

/** Photos per request, from either form, and what the function stores for one request. */
export const MAX_PHOTOS = 5;
/** Bytes per photo as received, before any scaling (a phone's original is 2–6 MB). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/**
 * Pixels per photo: a 48 MP phone camera (8064 × 6048) passes; a decompression bomb (a small
 * file that decodes to 20,000 × 20,000) is refused before it is decoded.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;
/**
 * Pixels per request, all photos together, read from their headers before any is decoded. Five
 * phone photos, one of them from a 48 MP camera, come to 48.8 + 4 × 12.2 = 97.5 MP and pass,
 * with room for a second large one; five photos just under MAX_PHOTO_PIXELS (5 × 49 = 245 MP, each
 * a few KB as a bilevel PNG) do not. Decoding, scaling and re-encoding 49 MP took 0.4–0.65 s as
 * PNG and 0.75–1.3 s as JPEG here (two busy cores), so a post within the budget costs at most about
 * 3 s of one core, one decode at a time (lib/contact/photos/decode-queue.ts).
 */
export const MAX_REQUEST_PIXELS = 125_000_000;
/**
 * Fewest bytes per megapixel a PNG or WebP over SPARSE_CHECK_PIXELS may have. Measured with sharp
 * here: a 7000 × 7000 bilevel PNG is 6 KB (124 bytes/MP); a flat-colour 1170 × 2532 screenshot is
 * 12 KB as an RGB PNG (4.1 KB/MP) and 3 KB as a palette PNG (1.0 KB/MP); a flat 7000 × 7000 RGB
 * PNG 156 KB (3.2 KB/MP). Half the palette screenshot's figure keeps every real image and refuses
 * the one-bit and greyscale bombs; JPEG is not checked (its 8 × 8 blocks cost bytes per pixel).
 */
export const MIN_BYTES_PER_MEGAPIXEL = 512;
/**
 * Up to this many pixels the floor above is not applied: a flat screenshot as lossless WebP
 * measured 168 bytes for 1170 × 2532 (57 bytes/MP, as sparse as a bomb), and at this size a
 * decode is cheap (MAX_REQUEST_PIXELS still counts it). A phone's or laptop's screen is under it.
 */
export const SPARSE_CHECK_PIXELS = 8_000_000;
/** The long edge of what is stored and e-mailed, and what the browser scales to before sending. */
export const PHOTO_LONG_EDGE = 2048;
/**
 * What the file input offers. WebKit on iOS then hands a HEIC photo from the photo library over as
 * JPEG: with an `accept` that names image types but not `image/*`, its photo picker asks for the
 * "compatible" representation, whether or not the browser prefers original formats (WebKit's
 * Source/WebKit/UIProcess/ios/forms/WKFileUploadPanel.mm, `_preferredAssetRepresentationMode`).
 */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";
/**
 * The photos one request can carry in all, from either form. They travel in the server action's
 * one request, and on Vercel a function's request body over 4.5 MB is refused by the platform
 * before the site sees it (https://vercel.com/docs/functions/limitations#request-body-size): the
 * island would get a failed fetch, the one-page form Vercel's own 413 page. 4 MiB (4,194,304
 * bytes) leaves about 300 KB of the 4,500,000 for the typed fields and the multipart framing.
 */
export const MAX_SENT_PHOTO_BYTES = 4 * 1024 * 1024;
/**
 * The same cap for the one-page form, which posts the originals, unscaled: one or two phone
 * photos. Its own name because its hint and message speak of originals (plain-photos.ts).
 */
export const PLAIN_FORM_PHOTO_BYTES = MAX_SENT_PHOTO_BYTES;
/**
 * The smallest the browser scales a photo to, on its long edge, to make room under
 * MAX_SENT_PHOTO_BYTES: still enough to read a water heater's label or see a valve's thread.
 */
export const MIN_FITTED_LONG_EDGE = 1280;
/**
 * next.config.mjs's serverActions.bodySizeLimit ("12mb", in bytes): a larger post never reaches
 * the action. proxy.ts sends a one-page form post past it back to the form with a message.
 * lib/contact/photos/plain-photos.test.ts checks the two agree.
 */
export const ACTION_BODY_LIMIT_BYTES = 12 * 1024 * 1024;
/**
 * How much of a request body Next.js buffers when proxy.ts runs on it (the default of
 * experimental.proxyClientMaxBodySize, 10 MB: node_modules/next/dist/server/body-streams.js,
 * DEFAULT_BODY_CLONE_SIZE_LIMIT, and its docs page): past it the page would receive the body cut
 * short, so proxy.ts sends such a post back as it does one past the action's limit.
 */
export const PROXY_BODY_LIMIT_BYTES = 10 * 1024 * 1024;
/**
 * Bytes per stored photo, the JPEG the site re-encoded: the bucket's own limit (migration
 * 20261214120000_request_photos.sql; photo-limits.test.ts checks the two agree).
 */
export const MAX_STORED_PHOTO_BYTES = 2 * 1024 * 1024;
/** The bucket, private (migration 20261214120000_request_photos.sql). */
export const PHOTO_BUCKET = "request-photos";

/** One photo in the function's JSON body: the JPEG in base64 and its size in pixels. */
export type PhotoPayload = { jpeg: string; width: number; height: number };

/** How many photos the body carries; the function's body cap grows by one photo for each. */
export const PHOTO_COUNT_HEADER = "X-Photo-Count";
