import { mkdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

// The specs that change the stand-in's data (blog-marketer: publishes, deletes and switches it
// to failing; blog-scale: adds 30 posts and crawls every list page) run in the "blog data"
// project, after every read-only spec, but in two workers at once. Each holds this lock from
// its first hook to its last, so they take turns. A directory, since mkdir either creates it
// or fails: atomic across processes.
const lockPath = (appPort: number) =>
  path.join(os.tmpdir(), `east-valley-stand-in-${appPort}.lock`);

const WAIT_MS = 200;

/** Waits until no other spec holds the stand-in, then holds it; returns the release. */
export async function lockStandIn(
  appPort: number,
  timeoutMs: number,
): Promise<() => Promise<void>> {
  const dir = lockPath(appPort);
  const started = Date.now();
  for (;;) {
    try {
      await mkdir(dir);
      return () => rm(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(`another spec held ${dir} for ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  }
}

/** A run that was killed may leave the lock behind; the next run starts without it. */
export function clearStandInLock(appPort: number) {
  return rm(lockPath(appPort), { recursive: true, force: true });
}
