import "server-only";
import sharp, { type SharpOptions } from "sharp";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_STORED_PHOTO_BYTES,
  MIN_BYTES_PER_MEGAPIXEL,
  PHOTO_LONG_EDGE,
  SPARSE_CHECK_PIXELS,
} from "@/supabase/functions/_shared/photo-limits";
import {
  decodeQueue,
  type DecodeQueue,
} from "@/lib/contact/photos/decode-queue";
import { isHeic } from "@/lib/contact/photos/heic";
import { photoFormat } from "@/lib/contact/photos/photo-format";

// Every photo a visitor sends passes here before it is stored or forwarded: the browser's
// scaling is a courtesy to slow uplinks, never trusted. First its magic bytes and its header
// (readPhotoHeader: no pixel decoded), then sharp (libvips) decodes it, one at a time, and
// re-encodes it as a new JPEG, which carries no metadata block from the original (EXIF with GPS
// and camera data, XMP, IPTC, ICC): sharp writes none unless asked to.

// Only the loaders a photo or the site's images need. libvips's block list is per process, and
// Next.js's image optimizer sets the same one when it first runs under `next start`: it blocks
// every loader, then unblocks these seven (node_modules/next/dist/server/image-optimizer/
// transform.js, getSharp). Blocking HEIF, GIF, SVG or TIFF here would break its blog images, so
// those stay loadable, and photoFormat() is what keeps them from a photo: libvips picks a loader
// by the first bytes, and after that check only JPEG's, PNG's or WebP's can match. sharp's
// prebuilt libvips reads buffers in these seven formats only (sharp.format); the block is for a
// server whose sharp uses a libvips with more (ImageMagick, PDF, JPEG 2000, JPEG XL).
sharp.block({ operation: ["VipsForeignLoad"] });
sharp.unblock({
  operation: [
    "VipsForeignLoadJpeg",
    "VipsForeignLoadPng",
    "VipsForeignLoadWebp",
    "VipsForeignLoadHeif",
    "VipsForeignLoadNsgif",
    "VipsForeignLoadSvg",
    "VipsForeignLoadTiff",
  ],
});

export type CleanPhoto = {
  jpeg: Buffer;
  width: number;
  height: number;
};

export type PhotoRefusal =
  "not-an-image" | "heic" | "too-large" | "too-many-pixels" | "sparse";

export type PhotoHeader =
  | { ok: true; width: number; height: number }
  | { ok: false; reason: PhotoRefusal };

export type CleanResult =
  ({ ok: true } & CleanPhoto) | { ok: false; reason: PhotoRefusal };

// limitInputPixels makes libvips refuse a larger image from its header, before it allocates
// anything for the pixels, even if a header read were skipped.
const options = {
  limitInputPixels: MAX_PHOTO_PIXELS,
  failOn: "error",
} satisfies SharpOptions;

/** What a photo's first bytes and header say, without decoding a pixel. */
export async function readPhotoHeader(bytes: Uint8Array): Promise<PhotoHeader> {
  if (bytes.byteLength > MAX_PHOTO_BYTES)
    return { ok: false, reason: "too-large" };
  // sharp's prebuilt libvips reads a HEIC's header but has no HEVC decoder: refused by its first
  // box, with what to do instead (messages.ts).
  if (isHeic(bytes.subarray(0, 64))) return { ok: false, reason: "heic" };
  const format = photoFormat(bytes);
  if (!format) return { ok: false, reason: "not-an-image" };
  let width = 0;
  let height = 0;
  try {
    ({ width = 0, height = 0 } = await sharp(bytes, {
      ...options,
      limitInputPixels: false,
    }).metadata());
  } catch {
    return { ok: false, reason: "not-an-image" };
  }
  const pixels = width * height;
  if (pixels === 0) return { ok: false, reason: "not-an-image" };
  if (pixels > MAX_PHOTO_PIXELS)
    return { ok: false, reason: "too-many-pixels" };
  if (
    format !== "jpeg" &&
    pixels > SPARSE_CHECK_PIXELS &&
    bytes.byteLength < (MIN_BYTES_PER_MEGAPIXEL * pixels) / 1_000_000
  )
    return { ok: false, reason: "sparse" };
  return { ok: true, width, height };
}

/** Decodes a photo whose header passed and re-encodes it, in the process's decode queue. */
export async function decodePhoto(
  bytes: Uint8Array,
  queue: DecodeQueue = decodeQueue,
): Promise<CleanResult> {
  return queue(async () => {
    try {
      // Quality 82 keeps a 2,048 px photo well under the bucket's 2 MB; a very grainy one gets a
      // second, lower try rather than a refusal.
      for (const quality of [82, 65]) {
        const { data, info } = await sharp(bytes, options)
          // Turn the photo the way its EXIF orientation says, since that tag is dropped with the rest.
          .rotate()
          .resize(PHOTO_LONG_EDGE, PHOTO_LONG_EDGE, {
            fit: "inside",
            withoutEnlargement: true,
          })
          // A transparent PNG gets a white background rather than JPEG's black.
          .flatten({ background: "#ffffff" })
          .jpeg({ quality, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
        if (data.byteLength <= MAX_STORED_PHOTO_BYTES)
          return {
            ok: true,
            jpeg: data,
            width: info.width,
            height: info.height,
          };
      }
      return { ok: false, reason: "too-large" };
    } catch {
      // A header that promised an image and a body that is not one (truncated, corrupt).
      return { ok: false, reason: "not-an-image" };
    }
  });
}

/** One photo, header then decode: what check-photos.ts does for each of a request's photos. */
export async function cleanPhoto(bytes: Uint8Array): Promise<CleanResult> {
  const header = await readPhotoHeader(bytes);
  return header.ok ? decodePhoto(bytes) : header;
}
