// Turns an incoming POST into a validated service request, or into the one message a caller needs
// to fix it. Messages name the failing field first ("phone: Enter a 10-digit…") so the site's
// server action can show them as they are.
import {
  consentIsTraceable,
  hasConsent,
  TEXT_NEEDS_SERVICE_CONSENT,
} from "../_shared/contact-fields.ts";
import {
  type ContactRequest,
  contactSchema,
} from "../_shared/contact-schema.ts";
import { readCappedText } from "../_shared/read-capped-body.ts";
import {
  MAX_PHOTOS,
  MAX_STORED_PHOTO_BYTES,
  PHOTO_LONG_EDGE,
  PHOTO_COUNT_HEADER,
} from "../_shared/photo-limits.ts";
import { fromBase64, type StoredPhoto } from "./photo-storage.ts";

/** The form's largest valid body is about 2.6 KB; anything far beyond it is not the form. */
export const MAX_BODY_BYTES = 16 * 1024;
/** Each photo the caller declares (PHOTO_COUNT_HEADER) adds room for one in base64. */
const PHOTO_BODY_BYTES = Math.ceil((MAX_STORED_PHOTO_BYTES * 4) / 3) + 1024;

/** A UUID fits; so does any other opaque id of 8–100 URL-safe characters. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,99}$/;

export type ReadResult =
  | {
      ok: true;
      request: ContactRequest;
      idempotencyKey: string;
      photos: StoredPhoto[];
    }
  | { ok: false; status: 400 | 413; error: string };

export async function readContactRequest(
  request: Request,
): Promise<ReadResult> {
  const idempotencyKey = request.headers.get("idempotency-key")?.trim() ?? "";
  if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
    return fail(
      "Idempotency-Key: send a unique id for this request (8–100 letters, digits, dots, colons, dashes or underscores), such as a UUID.",
    );
  }

  const declared = Number(request.headers.get(PHOTO_COUNT_HEADER) ?? "0");
  const photoCount =
    Number.isInteger(declared) && declared >= 0 && declared <= MAX_PHOTOS
      ? declared
      : -1;
  if (photoCount < 0) {
    await request.body?.cancel().catch(() => {});
    return fail(
      `${PHOTO_COUNT_HEADER}: send the number of photos, 0 to ${MAX_PHOTOS}.`,
    );
  }
  const capped = await readCappedText(
    request,
    MAX_BODY_BYTES + photoCount * PHOTO_BODY_BYTES,
  );
  if (!capped.ok) return tooLarge();
  const raw = capped.text;

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return fail("body: Send the request as JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return fail("body: Send the request fields as a JSON object.");
  }

  const photos = readPhotos((body as { photos?: unknown }).photos, photoCount);
  if (typeof photos === "string") return fail(photos);

  const parsed = contactSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.map(String).join(".") || "body";
    return fail(`${field}: ${issue?.message ?? "Invalid request."}`);
  }
  if (!hasConsent(parsed.data)) {
    return fail(`accountConsent: ${TEXT_NEEDS_SERVICE_CONSENT}`);
  }
  if (!consentIsTraceable(parsed.data)) {
    return fail(
      "consentWording: A ticked text-message box needs the version of the wording the form showed.",
    );
  }
  return { ok: true, request: parsed.data, idempotencyKey, photos };
}

/**
 * The photos the site checked and re-encoded (lib/contact/photos/clean-photo.ts): as many as
 * declared, each a JPEG within the bucket's limits. The function trusts the site's decoding (it
 * holds the secret) but not a miscount or an oversized file. A message when they are wrong.
 */
function readPhotos(value: unknown, expected: number): StoredPhoto[] | string {
  const list = value === undefined ? [] : value;
  if (!Array.isArray(list) || list.length !== expected) {
    return `photos: send ${expected} photo(s), as ${PHOTO_COUNT_HEADER} says.`;
  }
  const photos: StoredPhoto[] = [];
  for (const item of list) {
    const { jpeg, width, height } = (item ?? {}) as Record<string, unknown>;
    const edge = (n: unknown) =>
      Number.isInteger(n) &&
      (n as number) >= 1 &&
      (n as number) <= PHOTO_LONG_EDGE;
    if (typeof jpeg !== "string" || !edge(width) || !edge(height)) {
      return `photos: each photo needs jpeg (base64), width and height (1–${PHOTO_LONG_EDGE}).`;
    }
    let bytes: Uint8Array;
    try {
      bytes = fromBase64(jpeg);
    } catch {
      return "photos: a photo is not base64.";
    }
    const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    if (!isJpeg || bytes.byteLength > MAX_STORED_PHOTO_BYTES) {
      return `photos: each photo must be a JPEG of at most ${MAX_STORED_PHOTO_BYTES / 1024 / 1024} MB.`;
    }
    photos.push({
      jpeg: bytes,
      width: width as number,
      height: height as number,
    });
  }
  return photos;
}

function fail(error: string): ReadResult {
  return { ok: false, status: 400, error };
}

function tooLarge(): ReadResult {
  return {
    ok: false,
    status: 413,
    error: `body: The request is larger than ${MAX_BODY_BYTES / 1024} KB.`,
  };
}
