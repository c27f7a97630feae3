import "server-only";
import { revalidateTag } from "next/cache";
import { NEXT_CACHE_IMPLICIT_TAG_ID } from "next/dist/lib/constants";
import type { RevalidateMode } from "@/lib/blog/webhook";

// The cached pages that show posts, as cache tags: what the webhook (app/api/revalidate) and the
// schedule (app/api/cron/publish-scheduled) expire after a change.
//
// Next.js tags each ISR page with its route's layouts ("_N_T_/blog/layout" is carried by /blog,
// by every list page /blog/page/{n}, whose posts shift with any publish, edit, unpublish or
// delete, and by every /blog/{slug}, whose related list can change with any post) and each route
// handler with its path: a few tags, however many pages the blog has. The third tag, derived
// from app/og/blog/[slug]/route.tsx's folders, covers the posts' social cards, so a renamed or
// retitled post's card is redrawn with it.
const TAGS = [
  `${NEXT_CACHE_IMPLICIT_TAG_ID}/blog/layout`,
  `${NEXT_CACHE_IMPLICIT_TAG_ID}/blog-sitemap.xml`,
  // The sitemap's parts past 50,000 posts (app/blog-sitemap/[part]).
  `${NEXT_CACHE_IMPLICIT_TAG_ID}/blog-sitemap/layout`,
  `${NEXT_CACHE_IMPLICIT_TAG_ID}/og/blog/layout`,
];

/**
 * "expire": the next visitor of each page waits for a fresh render (the backend answered just
 * now). "stale": visitors keep the last good page while it regenerates in the background.
 */
export function expireBlogPages(mode: RevalidateMode): void {
  for (const tag of TAGS)
    revalidateTag(tag, mode === "expire" ? { expire: 0 } : "max");
}
