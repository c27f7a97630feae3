import type { ScaleTarget } from "./photo-drawing";
import type { WorkerReply, WorkerRequest } from "./photo-worker";

// The photo worker (photo-worker.ts), started on the first photo and kept for the page's life.
// Turbopack builds `new Worker(new URL(…))` into a same-origin script
// (/_next/static/chunks/turbopack-worker-….js, which loads the worker's chunks with
// importScripts), so the site's Content-Security-Policy lets it run through script-src 'self'
// (security-headers.mjs has no worker-src); a blob: worker would need the policy changed.

type Scaled = WorkerReply["scaled"];

let worker: Worker | undefined;
let failed = false;
let nextId = 0;
const waiting = new Map<number, (scaled: Scaled) => void>();

function started(): Worker | undefined {
  // Browsers without OffscreenCanvas (Safari before 16.2, caniuse-lite) draw on the main thread.
  if (failed || typeof Worker === "undefined") return undefined;
  if (typeof OffscreenCanvas === "undefined") return undefined;
  if (worker) return worker;
  try {
    worker = new Worker(new URL("./photo-worker.ts", import.meta.url));
  } catch {
    failed = true;
    return undefined;
  }
  worker.addEventListener("message", (event: MessageEvent<WorkerReply>) => {
    waiting.get(event.data.id)?.(event.data.scaled);
    waiting.delete(event.data.id);
  });
  // Its script refused or not fetched (offline): the photos waiting, and every later one, are
  // drawn on the main thread instead.
  worker.addEventListener("error", () => {
    failed = true;
    worker?.terminate();
    worker = undefined;
    for (const settle of waiting.values()) settle(undefined);
    waiting.clear();
  });
  return worker;
}

/** The photo scaled off the main thread; undefined when the main thread must try it. */
export function scaleInWorker(
  file: File,
  target: ScaleTarget,
): Promise<Scaled> {
  const running = started();
  if (!running) return Promise.resolve(undefined);
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    running.postMessage({ id, file, target } satisfies WorkerRequest);
  });
}
