import "server-only";
import { cookies, draftMode } from "next/headers";
import { blogSourceKind, getPost, isPostSlug } from "@/lib/blog";
import { PREVIEW_SCOPE_COOKIE } from "@/lib/blog/draft-cookie";
import { checkDraftLink, previewSecret } from "@/lib/blog/draft-link";
import { draftLinkPath } from "@/lib/blog/draft-signature.mjs";
import {
  createBundledPreviewReader,
  createSupabasePreviewReader,
  type PreviewReader,
} from "@/lib/blog/preview-source";
import type { BlogPost } from "@/lib/blog/types";
import { env } from "@/lib/env";

// Draft preview (docs/blog.md): /api/draft sets Next.js draft mode, and beside it a cookie that
// holds the signed link it was opened with (PREVIEW_SCOPE_COOKIE). Draft mode is one switch for
// every page, so the post page reads a draft only for the slug that cookie signs, while it is
// valid: a link for one post never opens another, nor lasts past its hour. Next.js serves draft
// requests uncached (Cache-Control: private, no-store) and never writes them to the ISR cache;
// proxy.ts takes the draft-mode cookie off every other request (lib/blog/draft-cookie.ts).

export class PreviewUnavailableError extends Error {
  constructor() {
    super(
      "Draft preview needs SUPABASE_SERVICE_ROLE_KEY: row-level security hides drafts from the anon key",
    );
    this.name = "PreviewUnavailableError";
  }
}

function selectReader(): PreviewReader | null {
  // The same backend the public reads use (lib/blog/index.ts picks it).
  if (blogSourceKind === "bundled") return createBundledPreviewReader();
  const url = env.SUPABASE_URL ?? env.NEXT_PUBLIC_SUPABASE_URL;
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY;
  return url && serviceRoleKey
    ? createSupabasePreviewReader({ url, serviceRoleKey })
    : null;
}

const reader = selectReader();

/** Any post with this slug, published or not; throws when previews are not configured. */
export async function getPreviewPost(slug: string): Promise<BlogPost | null> {
  if (!reader) throw new PreviewUnavailableError();
  return isPostSlug(slug) ? reader(slug) : null;
}

/**
 * When the visitor's preview of this post ends (Unix seconds), while they preview it: draft mode
 * is on and the scope cookie is a valid signed link for this slug; otherwise null. Cookies are
 * read only in draft mode, so ISR renders stay static.
 */
export async function previewEnds(slug: string): Promise<number | null> {
  if (!(await draftMode()).isEnabled) return null;
  const secret = previewSecret(env.PREVIEW_SECRET);
  const scope = (await cookies()).get(PREVIEW_SCOPE_COOKIE)?.value;
  if (!secret.ok || !scope) return null;
  const link = new URLSearchParams(scope);
  return link.get("slug") === slug &&
    checkDraftLink(link, secret.secret) === "valid"
    ? Number(link.get("expires"))
    : null;
}

/** True while the visitor previews this post (previewEnds). */
export async function isPreview(slug: string): Promise<boolean> {
  return (await previewEnds(slug)) !== null;
}

/** What /blog/[slug] shows: the draft in its preview, published posts otherwise. */
export async function getPostForRequest(
  slug: string,
): Promise<BlogPost | null> {
  return (await isPreview(slug)) ? getPreviewPost(slug) : getPost(slug);
}

/**
 * A signed link to this post's preview for the preview bar: what a marketer sends the owner
 * instead of the secret. Valid an hour from now, and never past `notAfter`, the end of the
 * preview it is shared from: a link opened from a link cannot renew itself, so a link lasts at
 * most an hour from the moment someone with the secret opened the preview. Undefined when
 * previews are not configured.
 */
export function shareablePreviewPath(
  slug: string,
  notAfter: number,
): string | undefined {
  const secret = previewSecret(env.PREVIEW_SECRET);
  return secret.ok
    ? draftLinkPath(slug, secret.secret, { notAfter })
    : undefined;
}

const arizonaTime = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Phoenix",
  timeStyle: "short",
});

/** "4:05 PM": when a preview (and every link shared from it) ends, in Arizona, for the bar. */
export function previewEndsAt(expires: number): string {
  return arizonaTime.format(new Date(expires * 1000));
}

const arizonaDateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Phoenix",
  dateStyle: "long",
  timeStyle: "short",
});

/**
 * When a published post whose publish_at is still ahead goes live, in Arizona ("December 1,
 * 2026 at 9:00 AM"), for the preview bar; undefined for a live post or a draft.
 */
export function scheduledFor(
  post: Pick<BlogPost, "publish_at">,
  now = Date.now(),
): string | undefined {
  return post.publish_at && Date.parse(post.publish_at) > now
    ? arizonaDateTime.format(new Date(post.publish_at))
    : undefined;
}
