import { PLAIN_FORM_PHOTO_BYTES } from "@/supabase/functions/_shared/photo-limits";
import {
  formatBytes,
  SENT_PHOTOS_CAP,
  totalBytes,
} from "@/lib/contact/photos/sizes";

// The one-page form posts photos as chosen, in the page's own request: past 4 MB in all it would
// not pass Vercel's 4.5 MB request body (_shared/photo-limits.ts). Its field and the server say the same.

/** The one-page form's hint: what works there without JavaScript. */
export const PLAIN_PHOTOS_HINT = `Up to ${SENT_PHOTOS_CAP} in all: this page sends photos at full size, which is one or two from a phone.`;

/** Why the one-page form's photos are refused for their size ("{size}": what they come to). */
export const PLAIN_PHOTOS_TOO_LARGE = `The photos come to {size}, and this page can send ${SENT_PHOTOS_CAP} in all. Choose fewer or smaller photos, or send the request without them; what you typed is kept.`;

/**
 * Why the one-page form's photos are refused for their size, or nothing; in the page's words
 * when it gives them (RequestFormWords' photos.plainTooLarge).
 */
export function plainPhotosTooLarge(
  files: readonly Blob[],
  words: string = PLAIN_PHOTOS_TOO_LARGE,
) {
  const total = totalBytes(files);
  if (total <= PLAIN_FORM_PHOTO_BYTES) return undefined;
  return words.replace("{size}", formatBytes(total));
}

/**
 * Where proxy.ts sends a one-page form post larger than the action accepts
 * (ACTION_BODY_LIMIT_BYTES), which Next.js would answer with a bare error page: the form again,
 * with this query, which the page turns into the message below.
 */
export const PLAIN_FORM_TOO_LARGE = {
  path: "/contact/request",
  /** The same page in Spanish (issue 57), sent back to itself the same way. */
  paths: ["/contact/request", "/es/contacto/solicitud"],
  query: "photos",
  value: "too-large",
} as const;

/** The message the page shows after proxy.ts sent such a post back. */
export const PLAIN_POST_TOO_LARGE = `Those photos were too large to send: this page can send ${SENT_PHOTOS_CAP} of photos in all, so nothing was sent. Choose fewer or smaller photos, or send the request without them. Your browser's Back button may bring back what you typed.`;
