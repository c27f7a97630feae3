import {
  DECODE_OPTIONS,
  paintOnWhite,
  SCALED_TYPE,
  scaledSize,
  type ScaleTarget,
} from "./photo-drawing";

// A dedicated worker, started by photo-worker-client.ts on the first photo: it decodes, scales
// and encodes a chosen photo off the page's main thread, where the canvas drawing of the
// full-size bitmap held the page 150–396 ms at a time at 4× CPU slowdown (issue 53).

export type WorkerRequest = { id: number; file: File; target: ScaleTarget };

/** No `scaled`: the main thread tries the photo itself (photo-scaling.ts) and says why not. */
export type WorkerReply = {
  id: number;
  scaled?: { blob: Blob; width: number; height: number };
};

async function scale(file: File, target: ScaleTarget) {
  const bitmap = await createImageBitmap(file, DECODE_OPTIONS);
  try {
    const { width, height } = scaledSize(bitmap, target.longEdge);
    const canvas = new OffscreenCanvas(width, height);
    // caniuse-lite marks Safari 16.2–16.6's OffscreenCanvas partial: without 2d, the main
    // thread draws it.
    const context = canvas.getContext("2d");
    if (!context) return undefined;
    paintOnWhite(context, bitmap, width, height);
    const blob = await canvas.convertToBlob({
      type: SCALED_TYPE,
      quality: target.quality,
    });
    return { blob, width, height };
  } finally {
    bitmap.close();
  }
}

self.addEventListener("message", (event: MessageEvent<WorkerRequest>) => {
  const { id, file, target } = event.data;
  void scale(file, target).then(
    (scaled) => self.postMessage({ id, scaled } satisfies WorkerReply),
    () => self.postMessage({ id } satisfies WorkerReply),
  );
});
