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

/** The form's largest valid body is about 2.6 KB; anything far beyond it is not the form. */
export const MAX_BODY_BYTES = 16 * 1024;

/** A UUID fits; so does any other opaque id of 8–100 URL-safe characters. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,99}$/;

export type ReadResult =
  | { ok: true; request: ContactRequest; idempotencyKey: string }
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

  const capped = await readCappedText(request, MAX_BODY_BYTES);
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
  return { ok: true, request: parsed.data, idempotencyKey };
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
