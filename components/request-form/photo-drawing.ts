// What a chosen photo is drawn into, the same on the main thread's canvas (photo-scaling.ts) and
// on a worker's OffscreenCanvas (photo-worker.ts), so the server gets the same JPEG either way.

/** How far to scale: first 2,048 px at 0.85, then less to fit (photo-list.tsx, FIT_TARGETS). */
export type ScaleTarget = { longEdge: number; quality: number };

// "from-image": a portrait phone photo is turned upright before its EXIF is lost.
export const DECODE_OPTIONS: ImageBitmapOptions = {
  imageOrientation: "from-image",
};

export const SCALED_TYPE = "image/jpeg";

/** The upright photo's size at most `longEdge` px on its long edge, never enlarged. */
export function scaledSize(
  bitmap: { width: number; height: number },
  longEdge: number,
) {
  const scale = Math.min(1, longEdge / Math.max(bitmap.width, bitmap.height));
  return {
    width: Math.max(1, Math.round(bitmap.width * scale)),
    height: Math.max(1, Math.round(bitmap.height * scale)),
  };
}

export function paintOnWhite(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  // A transparent PNG on white, as the server flattens it.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
}
