import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import type { ContactRequest } from "@/lib/contact-schema";
import { contactPayload } from "@/lib/contact/forward";

// With no Supabase project configured, requests go to a local NDJSON file instead of being
// dropped: one line per request. Serverless hosts have a read-only disk, so there the append
// fails and the visitor is told to try again or call, rather than losing the request silently.

export const DEFAULT_OUTBOX = ".data/contact-requests.ndjson";

export async function appendToOutbox(
  request: ContactRequest,
  idempotencyKey: string,
  file: string = DEFAULT_OUTBOX,
  now: Date = new Date(),
): Promise<string> {
  // The outbox path comes from the environment; keep the build from tracing the whole project.
  const target = path.resolve(/*turbopackIgnore: true*/ file);
  await mkdir(path.dirname(target), { recursive: true });
  const line = JSON.stringify({
    receivedAt: now.toISOString(),
    idempotencyKey,
    ...contactPayload(request),
  });
  // One appendFile call per line: O_APPEND keeps concurrent lines whole.
  await appendFile(target, `${line}\n`, "utf8");
  return target;
}
