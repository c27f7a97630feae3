import "server-only";
import { cleanPhoto, type CleanPhoto } from "@/lib/contact/photos/clean-photo";
import { MAX_PHOTOS, MAX_SENT_PHOTO_BYTES } from "@/supabase/functions/_shared/photo-limits";
import { photoMessages, tooLargeInAll } from "@/lib/contact/photos/messages";
import { totalBytes } from "@/lib/contact/photos/sizes";

// The photos of one submission, from the island (Files in the action's arguments) or the plain
// form (multipart): at most five, each decoded and re-encoded; the first refusal names the photo.

export type CheckedPhotos =
  | { ok: true; photos: CleanPhoto[] }
  | { ok: false; reason: string; message: string };

const refusalText = {
  "not-an-image": photoMessages.notAnImage,
  heic: photoMessages.heic,
  "too-large": photoMessages.tooLarge,
  "too-many-pixels": photoMessages.tooManyPixels,
} as const;

export async function checkPhotos(
  files: readonly Blob[],
): Promise<CheckedPhotos> {
  // An empty file input posts one empty, nameless file: that is no photo.
  const chosen = files.filter((file) => file.size > 0);
  if (chosen.length > MAX_PHOTOS)
    return {
      ok: false,
      reason: "too many photos",
      message: photoMessages.tooMany,
    };
  // The island keeps its photos under the cap (photo-list.tsx); a post that does not (an old tab,
  // a script, a self-hosted site that lets it through) is refused before anything is decoded.
  const total = totalBytes(chosen);
  if (total > MAX_SENT_PHOTO_BYTES)
    return {
      ok: false,
      reason: "photos too large in all",
      message: tooLargeInAll(total),
    };
  const photos: CleanPhoto[] = [];
  // One at a time: a decode holds the photo's pixels in memory, five at once five times that.
  for (const [index, file] of chosen.entries()) {
    const result = await cleanPhoto(new Uint8Array(await file.arrayBuffer()));
    if (!result.ok) {
      const name =
        "name" in file && typeof file.name === "string" ? file.name : "";
      const label = `Photo ${index + 1}${name ? ` (${name.slice(0, 80)})` : ""}`;
      return {
        ok: false,
        reason: `photo ${result.reason}`,
        message: `${label} ${refusalText[result.reason]}`,
      };
    }
    photos.push({
      jpeg: result.jpeg,
      width: result.width,
      height: result.height,
    });
  }
  return { ok: true, photos };
}
