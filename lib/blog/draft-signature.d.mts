// Types for draft-signature.mjs, which scripts/draft-link.mjs runs as plain JavaScript.
export const DRAFT_LINK_SECONDS: number;
export const PREVIEW_SECRET_MIN_LENGTH: number;

export function draftSignature(
  slug: string,
  expires: number,
  secret: string,
): string;

export function draftLinkQuery(
  slug: string,
  secret: string,
  options?: { now?: number; seconds?: number; notAfter?: number },
): URLSearchParams;

export function draftLinkPath(
  slug: string,
  secret: string,
  options?: { now?: number; seconds?: number; notAfter?: number },
): string;
