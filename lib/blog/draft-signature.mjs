// The draft preview's signed links (docs/blog.md, "How a marketer previews a draft"): an
// HMAC-SHA256 under PREVIEW_SECRET over one slug and an expiry, so a link opens that draft only,
// for an hour at most, and never carries the secret itself. Plain JavaScript because
// `npm run draft-link` (scripts/draft-link.mjs) mints links with it on Node.js without a
// compiler; lib/blog/draft-link.ts checks them in the site.
import { createHmac } from "node:crypto";
import { SECRET_MIN_LENGTH } from "../production-guard.mjs";

/** The longest a link may be valid: an hour. */
export const DRAFT_LINK_SECONDS = 3600;

/** PREVIEW_SECRET keys every link; shorter than this, previews are refused. */
export const PREVIEW_SECRET_MIN_LENGTH = SECRET_MIN_LENGTH;

/** base64url HMAC-SHA256 of the slug and the expiry (Unix seconds), under the secret. */
export function draftSignature(slug, expires, secret) {
  return createHmac("sha256", secret)
    .update(`draft-preview\n${slug}\n${expires}`)
    .digest("base64url");
}

/**
 * slug, expires and sig of a link valid `seconds` (at most an hour) from `now`, and never past
 * `notAfter` (Unix seconds): a link shared from a preview ends when that preview does.
 */
export function draftLinkQuery(
  slug,
  secret,
  { now = Date.now(), seconds = DRAFT_LINK_SECONDS, notAfter = Infinity } = {},
) {
  const expires = Math.min(
    Math.floor(now / 1000) + Math.min(seconds, DRAFT_LINK_SECONDS),
    notAfter,
  );
  return new URLSearchParams({
    slug,
    expires: String(expires),
    sig: draftSignature(slug, expires, secret),
  });
}

/** `/api/draft?slug=…&expires=…&sig=…`: draftLinkQuery() as the link to open. */
export function draftLinkPath(slug, secret, options) {
  return `/api/draft?${draftLinkQuery(slug, secret, options)}`;
}
