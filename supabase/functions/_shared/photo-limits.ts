// What the site sends the function with a request's photos (lib/contact/photos/forward-photos.ts)
// and the function accepts: at most 5 JPEGs the site has already checked and re-encoded, each at
// most 2,048 px and 2 MB (the bucket's own limit, migration 20261214120000).

export const MAX_REQUEST_PHOTOS = 5;
export const MAX_STORED_PHOTO_BYTES = 2 * 1024 * 1024;
export const MAX_STORED_PHOTO_EDGE = 2048;
/** The bucket, private (migration 20261214120000_request_photos.sql). */
export const PHOTO_BUCKET = "request-photos";

/** One photo in the function's JSON body: the JPEG in base64 and its size in pixels. */
export type PhotoPayload = { jpeg: string; width: number; height: number };

/** How many photos the body carries; the function's body cap grows by one photo for each. */
export const PHOTO_COUNT_HEADER = "X-Photo-Count";
