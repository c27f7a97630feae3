import "server-only";
import { revalidateTag } from "next/cache";
import { after } from "next/server";
import {
  BLOG_LISTS_TAG,
  BLOG_RELATED_TAG,
  BLOG_SEARCH_TAG,
  postTag,
} from "@/lib/blog/cache-tags";
import type { RevalidateMode } from "@/lib/blog/webhook";

// The cached pages a change to posts touches, as the cache tags their reads carry
// (lib/blog/cache-tags.ts): what the webhook (app/api/revalidate) and the schedule
// (app/api/cron/publish-scheduled) expire.
// - at once (the next visitor waits for a fresh render): the named posts, under their old and new
//   slug, and their social cards; /blog and every list page (a post shifts the pages after it);
//   the sitemaps; the search's shared cache;
// - in the background (stale-while-revalidate): every other post, whose "related posts" may
//   gain or lose the changed one. Visitors keep the cached page while it is rendered again.
// Other posts' social cards are left alone: they read only their own post.

/** The tags expired at once for a change to these posts. */
export function tagsFor(slugs: readonly string[]): string[] {
  return [...slugs.map(postTag), BLOG_LISTS_TAG, BLOG_SEARCH_TAG];
}

/**
 * "expire": the named posts, the lists, the sitemaps and the search are rendered afresh for their
 * next visitor (the backend answered just now). "stale": the backend did not answer, so they
 * only refresh in the background and keep their last good version meanwhile. Every other post
 * refreshes in the background either way.
 */
export function expireBlogPages(
  slugs: readonly string[],
  mode: RevalidateMode,
): void {
  revalidateTag(BLOG_RELATED_TAG, "max");
  for (const name of tagsFor(slugs))
    revalidateTag(name, mode === "expire" ? { expire: 0 } : "max");
}

/**
 * How long a render that began before a change may still be running: a post page makes two
 * reads (the post, then its related list), each cut off at 8 s (lib/blog/rest-client.ts), and
 * renders in well under a second; 30 s leaves room for a loaded server.
 */
export const RENDER_GRACE_MS = 30_000;

/**
 * expireBlogPages now, and, when the backend answered ("expire"), once more RENDER_GRACE_MS
 * later, after the answer has gone. Next.js counts a cached page as fresh when it was *stored*
 * after its tag was marked, not when it *began* after: a background render that read the posts
 * before the change and was stored after the webhook counted as fresh until its own 5-minute
 * revalidation (seen: 12 s after a publish an older post's related list still lacked the new
 * post). By the second mark every render begun before the change has been stored, so such a
 * page is expired again and its next visitor starts a render that reads the new posts: within
 * RENDER_GRACE_MS and a visit or two, never 5 minutes. On Vercel after() keeps the function
 * alive until then (maxDuration).
 *
 * Never a second "stale" mark: the "max" profile writes a far-future expiry over a tag's
 * immediate one, so a stale mark landing 30 s late would undo a later webhook's expiry of the
 * same tag (every list shares one), and /blog would be served stale after a successful
 * publish (seen in e2e/blog-marketer.spec.ts: a failing-backend webhook's second mark landed
 * between the next webhook and its check). While the backend fails, pages keep their last
 * good version anyway, and the next webhook or cron that reaches it expires them.
 */
export function expireBlogPagesTwice(
  slugs: readonly string[],
  mode: RevalidateMode,
): void {
  expireBlogPages(slugs, mode);
  if (mode !== "expire") return;
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, RENDER_GRACE_MS));
    expireBlogPages(slugs, mode);
  });
}
