// One photo decoded at a time per server process. A decode holds all of a photo's pixels (49 MP
// is about 150 MB as RGB) and one core for about a second; two posts decoding at once would take
// both of a small server's cores from every other visitor's page. sharp already gives each image
// one libvips thread under glibc (node_modules/sharp/dist/utility.mjs, "Reduce default
// concurrency to 1 when using glibc memory allocator"), but runs as many images at once as
// libuv's thread pool allows (UV_THREADPOOL_SIZE: node_modules/sharp/lib/index.d.ts,
// `concurrency`): this queue is what makes it one.

export type DecodeQueue = <T>(task: () => Promise<T>) => Promise<T>;

export function createDecodeQueue(): DecodeQueue {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(task, task);
    // The next task waits for this one whether it fulfils or rejects.
    last = run.catch(() => {});
    return run;
  };
}

/** The process's queue: every decode of a visitor's photo (clean-photo.ts) goes through it. */
export const decodeQueue = createDecodeQueue();
