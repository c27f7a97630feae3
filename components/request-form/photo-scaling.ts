import { isHeic } from "@/lib/contact/photos/heic";
import { MAX_PHOTO_BYTES } from "@/supabase/functions/_shared/photo-limits";
import { photoMessages } from "@/lib/contact/photos/messages";

// Loaded only when the visitor chooses a photo (photo-field.tsx): scales it in the browser to
// at most 2,048 px on its long edge as a JPEG (less when the photos would not fit otherwise), so a 3–6 MB phone photo leaves the phone as a few
// hundred KB. The server checks and re-encodes it again (lib/contact/photos/clean-photo.ts).

export type ScaledPhoto =
  | { ok: true; blob: Blob; width: number; height: number }
  | { ok: false; message: string };

/** How far to scale: first 2,048 px at 0.85, then less to fit (photo-list.tsx, FIT_TARGETS). */
export type ScaleTarget = { longEdge: number; quality: number };

export async function scalePhoto(
  file: File,
  target: ScaleTarget,
): Promise<ScaledPhoto> {
  if (file.size > MAX_PHOTO_BYTES)
    return { ok: false, message: `${file.name} ${photoMessages.tooLarge}` };
  let bitmap: ImageBitmap;
  try {
    // "from-image": a portrait phone photo is turned upright before its EXIF is lost.
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    // Safari decodes HEIC itself; Chrome and Firefox do not, and say why here.
    const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
    const why = isHeic(head) ? photoMessages.heic : photoMessages.notAnImage;
    return { ok: false, message: `${file.name} ${why}` };
  }
  const scale = Math.min(
    1,
    target.longEdge / Math.max(bitmap.width, bitmap.height),
  );
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) {
    bitmap.close();
    return { ok: false, message: `${file.name} ${photoMessages.notAnImage}` };
  }
  // A transparent PNG on white, as the server flattens it.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, "image/jpeg", target.quality),
  );
  canvas.width = canvas.height = 0;
  return blob
    ? { ok: true, blob, width, height }
    : { ok: false, message: `${file.name} ${photoMessages.notAnImage}` };
}
