import { checkDraftLink } from "@/lib/blog/draft-link";

// What proxy.ts does with Next.js's draft-mode cookie. Its value is one per build
// (previewModeId), and Next.js renders every prerendered page uncached for any request that
// carries it, so on its own it would be a pass to uncached renders of the whole site until the
// next deploy. The proxy honours it only beside the preview's scope (the signed link the
// preview was opened with, lib/blog/preview.ts) and only on that post's address; anywhere else
// the cookie is taken off the request, and where no valid scope is left at all, off the browser.

/** Next.js's draft-mode cookie, set by draftMode().enable() in /api/draft. */
export const DRAFT_COOKIE = "__prerender_bypass";

/** The signed query (slug, expires, sig) of the preview in progress; set by /api/draft. */
export const PREVIEW_SCOPE_COOKIE = "__preview_scope";

/**
 * - `none`: no draft cookie;
 * - `honour`: the real cookie, on the post its valid scope names: the request passes as it is;
 * - `strip`: a valid scope for another post: the request goes on without the cookie, which the
 *   browser keeps for the post it previews;
 * - `clear`: no valid scope (leaked, forged, or the hour is over): off the request and the browser.
 */
export type DraftCookieVerdict = "none" | "honour" | "strip" | "clear";

export function draftCookieVerdict({
  bypass,
  scope,
  previewModeId,
  postSlug,
  secret,
  now = Date.now(),
}: {
  bypass: string | undefined;
  scope: string | undefined;
  /** The build's draft-mode id; null when the proxy could not read it. */
  previewModeId: string | null;
  /** The post this address shows (/blog/<slug>), or null for any other address. */
  postSlug: string | null;
  /** PREVIEW_SECRET when it may sign links, else null. */
  secret: string | null;
  now?: number;
}): DraftCookieVerdict {
  if (bypass === undefined) return "none";
  const link = new URLSearchParams(scope ?? "");
  if (!secret || !scope || checkDraftLink(link, secret, now) !== "valid")
    return "clear";
  const real = previewModeId !== null && bypass === previewModeId;
  return real && postSlug !== null && link.get("slug") === postSlug
    ? "honour"
    : "strip";
}

/** A Cookie header without the cookie `name`; the others as they were sent. */
export function cookieHeaderWithout(header: string, name: string): string {
  return header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && part.split("=", 1)[0]!.trim() !== name)
    .join("; ");
}
