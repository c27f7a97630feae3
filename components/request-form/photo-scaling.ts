import { isHeic } from "@/lib/contact/photos/heic";
import { MAX_PHOTO_BYTES } from "@/supabase/functions/_shared/photo-limits";
import type { IslandPhotoWords } from "./words";
import {
  DECODE_OPTIONS,
  paintOnWhite,
  SCALED_TYPE,
  scaledSize,
  type ScaleTarget,
} from "./photo-drawing";
import { scaleInWorker } from "./photo-worker-client";

// Loaded only when the visitor chooses a photo (photo-field.tsx): scales it in the browser to
// at most 2,048 px on its long edge as a JPEG (less when the photos would not fit otherwise), so a 3–6 MB phone photo leaves the phone as a few
// hundred KB. The server checks and re-encodes it again (lib/contact/photos/clean-photo.ts).
// Drawn in a worker where the browser can (photo-worker.ts), else here on the main thread.

export type { ScaleTarget };

export type ScaledPhoto =
  | { ok: true; blob: Blob; width: number; height: number }
  | { ok: false; message: string };

export async function scalePhoto(
  file: File,
  target: ScaleTarget,
  photoMessages: Pick<IslandPhotoWords, "tooLarge" | "notAnImage" | "heic">,
): Promise<ScaledPhoto> {
  if (file.size > MAX_PHOTO_BYTES)
    return { ok: false, message: `${file.name} ${photoMessages.tooLarge}` };
  // What the worker did not draw (a file it could not decode, a browser without OffscreenCanvas
  // or its 2d) is tried here as before: the worker changes where a photo is drawn, not whether.
  const scaled = await scaleInWorker(file, target);
  if (scaled) return { ok: true, ...scaled };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, DECODE_OPTIONS);
  } catch {
    // Safari decodes HEIC itself; Chrome and Firefox do not, and say why here.
    const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
    const why = isHeic(head) ? photoMessages.heic : photoMessages.notAnImage;
    return { ok: false, message: `${file.name} ${why}` };
  }
  const { width, height } = scaledSize(bitmap, target.longEdge);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) {
    bitmap.close();
    return { ok: false, message: `${file.name} ${photoMessages.notAnImage}` };
  }
  paintOnWhite(context, bitmap, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, SCALED_TYPE, target.quality),
  );
  canvas.width = canvas.height = 0;
  return blob
    ? { ok: true, blob, width, height }
    : { ok: false, message: `${file.name} ${photoMessages.notAnImage}` };
}
