import "server-only";
import { draftMode } from "next/headers";
import { blogSourceKind, getPost, isPostSlug } from "@/lib/blog";
import {
  createBundledPreviewReader,
  createSupabasePreviewReader,
  type PreviewReader,
} from "@/lib/blog/preview-source";
import type { BlogPost } from "@/lib/blog/types";
import { env } from "@/lib/env";

// Draft preview (docs/blog.md): /api/draft sets Next.js draft mode for a marketer with the
// preview secret; while it is on, the post page reads drafts too. Next.js serves such requests
// uncached (Cache-Control: private, no-store) and never writes them to the ISR cache.

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

/** True while the visitor holds the draft-mode cookie that /api/draft set. */
export async function isPreview(): Promise<boolean> {
  return (await draftMode()).isEnabled;
}

/** What /blog/[slug] shows: drafts too in preview, published posts otherwise. */
export async function getPostForRequest(
  slug: string,
): Promise<BlogPost | null> {
  return (await isPreview()) ? getPreviewPost(slug) : getPost(slug);
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
