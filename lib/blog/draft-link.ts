import {
  DRAFT_LINK_SECONDS,
  PREVIEW_SECRET_MIN_LENGTH,
  draftSignature,
} from "@/lib/blog/draft-signature.mjs";
import { secretMatches } from "@/lib/secret-match";

// What /api/draft decides about a preview link and the secret that signs it. The links are made
// by lib/blog/draft-signature.mjs (the preview bar, `npm run draft-link`).

/** A clock a little ahead of the server's still mints links the server takes. */
const CLOCK_GRACE_SECONDS = 60;

export type DraftLinkCheck = "valid" | "invalid" | "expired";

/**
 * Whether `?slug=…&expires=…&sig=…` is a link this site signed for that slug and still valid.
 * The signature is compared in constant time before anything else is said about the link.
 */
export function checkDraftLink(
  params: URLSearchParams,
  secret: string,
  now = Date.now(),
): DraftLinkCheck {
  const slug = params.get("slug") ?? "";
  const expiresText = params.get("expires") ?? "";
  if (!/^\d{1,12}$/.test(expiresText)) return "invalid";
  const expires = Number(expiresText);
  if (!secretMatches(params.get("sig"), draftSignature(slug, expires, secret)))
    return "invalid";
  const secondsLeft = expires - now / 1000;
  if (secondsLeft <= 0) return "expired";
  // Signed, but living longer than any link the site mints: not one to honour.
  if (secondsLeft > DRAFT_LINK_SECONDS + CLOCK_GRACE_SECONDS) return "invalid";
  return "valid";
}

/**
 * PREVIEW_SECRET when it may sign links; otherwise what is wrong with it, for the server log.
 * A short secret would make every link, and the secret form, guessable: previews are refused.
 */
export function previewSecret(
  secret: string | undefined,
): { ok: true; secret: string } | { ok: false; problem: string } {
  if (!secret)
    return {
      ok: false,
      problem: "PREVIEW_SECRET is not set: draft previews are refused",
    };
  if (secret.length < PREVIEW_SECRET_MIN_LENGTH)
    return {
      ok: false,
      problem: `PREVIEW_SECRET has ${secret.length} characters and needs at least ${PREVIEW_SECRET_MIN_LENGTH} (openssl rand -hex 32): draft previews are refused`,
    };
  return { ok: true, secret };
}
