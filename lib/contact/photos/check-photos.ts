import "server-only";
import {
  decodePhoto,
  readPhotoHeader,
  type CleanPhoto,
  type PhotoRefusal,
} from "@/lib/contact/photos/clean-photo";
import {
  MAX_PHOTOS,
  MAX_REQUEST_PIXELS,
  MAX_SENT_PHOTO_BYTES,
} from "@/supabase/functions/_shared/photo-limits";
import {
  photoServerWords,
  type PhotoServerWords,
} from "@/lib/contact/photos/server-words";
import { totalBytes } from "@/lib/contact/photos/sizes";

// The photos of one submission, from the island (Files in the action's arguments) or the plain
// form (multipart): at most five. Every photo's magic bytes and header first, and the pixels of
// all of them against the request's budget; only then is any decoded and re-encoded. A refusal
// names the photo (a bomb-like PNG or WebP, or the budget, names them all).

export type CheckedPhotos =
  | { ok: true; photos: CleanPhoto[] }
  | { ok: false; reason: string; message: string };

const refusalText = {
  "not-an-image": "notAnImage",
  heic: "heic",
  "too-large": "tooLarge",
  "too-many-pixels": "tooManyPixels",
} as const;

function labelOf(words: PhotoServerWords, file: Blob, index: number) {
  const name = "name" in file && typeof file.name === "string" ? file.name : "";
  return `${words.photo} ${index + 1}${name ? ` (${name.slice(0, 80)})` : ""}`;
}

function refused(
  words: PhotoServerWords,
  reason: PhotoRefusal,
  labels: readonly string[],
): CheckedPhotos {
  return {
    ok: false,
    reason: `photo ${reason}`,
    message:
      reason === "sparse"
        ? words.sparsePhotos(labels)
        : `${labels[0]} ${words[refusalText[reason]]}`,
  };
}

/** The photos checked and re-encoded, or why not in the request's language. */
export async function checkPhotos(
  files: readonly Blob[],
  language: "en" | "es" = "en",
): Promise<CheckedPhotos> {
  const words = photoServerWords[language];
  // An empty file input posts one empty, nameless file: that is no photo.
  const chosen = files.filter((file) => file.size > 0);
  if (chosen.length > MAX_PHOTOS)
    return {
      ok: false,
      reason: "too many photos",
      message: words.tooMany,
    };
  // The island keeps its photos under the cap (photo-list.tsx); a post that does not (an old tab,
  // a script, a self-hosted site that lets it through) is refused before anything is decoded.
  const total = totalBytes(chosen);
  if (total > MAX_SENT_PHOTO_BYTES)
    return {
      ok: false,
      reason: "photos too large in all",
      message: words.tooLargeInAll(total),
    };
  const bytes = await Promise.all(
    chosen.map(async (file) => new Uint8Array(await file.arrayBuffer())),
  );
  const labels = chosen.map((file, index) => labelOf(words, file, index));
  const headers = await Promise.all(bytes.map(readPhotoHeader));
  const first = headers.find((header) => !header.ok);
  if (first && !first.ok)
    return refused(
      words,
      first.reason,
      labels.filter((_, index) => {
        const header = headers[index];
        return header && !header.ok && header.reason === first.reason;
      }),
    );
  const pixels = headers.reduce(
    (sum, header) => sum + (header.ok ? header.width * header.height : 0),
    0,
  );
  if (pixels > MAX_REQUEST_PIXELS)
    return {
      ok: false,
      reason: "photos over the pixel budget",
      message: words.tooManyPixelsInAll(labels, pixels),
    };
  const photos: CleanPhoto[] = [];
  // One at a time (decode-queue.ts): a decode holds the photo's pixels in memory.
  for (const [index, photo] of bytes.entries()) {
    const result = await decodePhoto(photo);
    if (!result.ok) return refused(words, result.reason, [labels[index] ?? ""]);
    photos.push({
      jpeg: result.jpeg,
      width: result.width,
      height: result.height,
    });
  }
  return { ok: true, photos };
}
