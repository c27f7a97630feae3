import {
  appendFile,
  mkdir,
  readdir,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { ContactRequest } from "@/lib/contact-schema";
import { contactPayload } from "@/lib/contact/forward";
import type { CleanPhoto } from "@/lib/contact/photos/clean-photo";
import { REQUEST_RETENTION_MONTHS } from "@/content/legal";
import { requestReference } from "@/supabase/functions/_shared/request-reference";

// With no Supabase project configured, requests go to a local NDJSON file instead of being
// dropped: one line per request. Serverless hosts have a read-only disk, so there the append
// fails and the visitor is told to try again or call, rather than losing the request silently.

export const DEFAULT_OUTBOX = ".data/contact-requests.ndjson";
/** About 5,000 requests: far more than a week of real ones, far less than a full disk. */
export const MAX_OUTBOX_BYTES = 10 * 1024 * 1024;

/** The outbox reached its cap: someone must read and empty it before more can be stored. */
export class OutboxFullError extends Error {
  constructor(file: string, bytes: number) {
    super(
      `outbox ${file} holds ${bytes} bytes (cap ${MAX_OUTBOX_BYTES}); move its requests elsewhere or configure Supabase`,
    );
    this.name = "OutboxFullError";
  }
}

async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

export async function appendToOutbox(
  request: ContactRequest,
  idempotencyKey: string,
  file: string = DEFAULT_OUTBOX,
  now: Date = new Date(),
  maxBytes: number = MAX_OUTBOX_BYTES,
  photos: readonly CleanPhoto[] = [],
): Promise<{ file: string; reference: string }> {
  // The outbox path comes from the environment; keep the build from tracing the whole project.
  const target = path.resolve(/*turbopackIgnore: true*/ file);
  await mkdir(path.dirname(target), { recursive: true });
  // No database id here: the reference comes from the submission's random UUID instead, and is
  // written on the line so the office can find what a caller quotes.
  const reference = referenceFor(idempotencyKey);
  // The photos beside the file, one folder per request, named on the line by their path from
  // the outbox's folder. The folder is a fresh random UUID, never anything the visitor sent: the
  // reference is 25 bits of their key, so a chosen key named another request's folder, and by
  // chance alone two of 5,000 requests shared one about 31% of the time (1 - e^(-n²/2N), N = 2^25).
  const folderId = randomUUID();
  const photoPaths = photos.map(
    (_, index) => `request-photos/${folderId}/${index + 1}.jpg`,
  );
  const line = JSON.stringify({
    receivedAt: now.toISOString(),
    idempotencyKey,
    reference,
    ...contactPayload(request),
    ...(photos.length > 0 ? { photos: photoPaths } : {}),
  });
  const size = await sizeOf(target);
  if (size + Buffer.byteLength(line) + 1 > maxBytes)
    throw new OutboxFullError(target, size);
  const photoRoot = path.join(path.dirname(target), "request-photos");
  await purgeExpiredPhotos(photoRoot, now);
  if (photos.length > 0) {
    const folder = path.join(photoRoot, folderId);
    await mkdir(folder, { recursive: true });
    // "wx": a file that exists is an error, never overwritten.
    await Promise.all(
      photos.map((photo, index) =>
        writeFile(path.join(folder, `${index + 1}.jpg`), photo.jpeg, {
          flag: "wx",
        }),
      ),
    );
  }
  // One appendFile call per line: O_APPEND keeps concurrent lines whole.
  await appendFile(target, `${line}\n`, "utf8");
  return { file: target, reference };
}

/**
 * Deletes the photo folders older than REQUEST_RETENTION_MONTHS, the retention the Privacy Policy
 * states and the function's purge applies. The outbox itself never deletes a request line (it
 * stops at its cap until someone empties it), so the photos follow the function's schedule; run
 * on every append, the only moment this code runs. A folder's age is its modification time: its
 * files are written once, when it is made.
 */
export async function purgeExpiredPhotos(
  root: string,
  now: Date,
): Promise<string[]> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - REQUEST_RETENTION_MONTHS);
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return [];
  }
  const expired: string[] = [];
  for (const name of names) {
    const folder = path.join(root, name);
    const info = await stat(folder).catch(() => null);
    if (!info?.isDirectory() || info.mtime >= cutoff) continue;
    await rm(folder, { recursive: true, force: true });
    expired.push(name);
  }
  return expired;
}

/** The action always passes a UUID; anything else (a caller's own key) gets a fresh one. */
function referenceFor(idempotencyKey: string): string {
  try {
    return requestReference(idempotencyKey);
  } catch {
    return requestReference(randomUUID());
  }
}
