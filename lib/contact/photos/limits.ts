// The photo limits both sides share: the picker (browser) and the server's checks. No imports,
// and no messages (messages.ts): the island's and the one-page form's chunks pull this file in.

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
 * plain-photos.test.ts checks the two agree.
 */
export const ACTION_BODY_LIMIT_BYTES = 12 * 1024 * 1024;
/**
 * How much of a request body Next.js buffers when proxy.ts runs on it (the default of
 * experimental.proxyClientMaxBodySize, 10 MB: node_modules/next/dist/server/body-streams.js,
 * DEFAULT_BODY_CLONE_SIZE_LIMIT, and its docs page): past it the page would receive the body cut
 * short, so proxy.ts sends such a post back as it does one past the action's limit.
 */
export const PROXY_BODY_LIMIT_BYTES = 10 * 1024 * 1024;
