import "server-only";
import sharp, { type SharpOptions } from "sharp";
import { MAX_STORED_PHOTO_BYTES } from "@/supabase/functions/_shared/photo-limits";
import { isHeic } from "@/lib/contact/photos/heic";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  PHOTO_LONG_EDGE,
} from "@/supabase/functions/_shared/photo-limits";

// Every photo a visitor sends passes here before it is stored or forwarded: the browser's
// scaling is a courtesy to slow uplinks, never trusted. sharp (libvips) decodes it, which is the
// type check: what does not decode as JPEG, PNG or WebP is refused, whatever its name or
// Content-Type. Then it is re-encoded as a new JPEG, which carries no metadata block from the
// original (EXIF with GPS and camera data, XMP, IPTC, ICC): sharp writes none unless asked to.

export type CleanPhoto = {
  jpeg: Buffer;
  width: number;
  height: number;
};

export type PhotoRefusal =
  "not-an-image" | "heic" | "too-large" | "too-many-pixels";

export type CleanResult =
  ({ ok: true } & CleanPhoto) | { ok: false; reason: PhotoRefusal };

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

export async function cleanPhoto(bytes: Uint8Array): Promise<CleanResult> {
  if (bytes.byteLength > MAX_PHOTO_BYTES)
    return { ok: false, reason: "too-large" };
  // sharp's prebuilt libvips reads a HEIC's header but has no HEVC decoder: refused by its first
  // box, with what to do instead (messages.ts).
  if (isHeic(bytes.subarray(0, 64))) return { ok: false, reason: "heic" };
  // limitInputPixels makes libvips refuse a larger image from its header, before it allocates
  // anything for the pixels; the metadata read says which refusal it was.
  const options = {
    limitInputPixels: MAX_PHOTO_PIXELS,
    failOn: "error",
  } satisfies SharpOptions;
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    ({
      format,
      width = 0,
      height = 0,
    } = await sharp(bytes, {
      ...options,
      limitInputPixels: false,
    }).metadata());
  } catch {
    return { ok: false, reason: "not-an-image" };
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    return { ok: false, reason: "not-an-image" };
  if (width * height > MAX_PHOTO_PIXELS)
    return { ok: false, reason: "too-many-pixels" };
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
        return { ok: true, jpeg: data, width: info.width, height: info.height };
    }
    return { ok: false, reason: "too-large" };
  } catch {
    // A header that promised an image and a body that is not one (truncated, corrupt).
    return { ok: false, reason: "not-an-image" };
  }
}
