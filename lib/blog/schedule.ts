import { isAuthorized } from "@/lib/blog/webhook";
import type { ClaimWentLive } from "@/lib/blog/watermark";

// The schedule's side of publishing (docs/blog.md, "Content calendar"): a post saved with a
// publish_at in the future fires the webhook when it is saved, not when it goes live, and
// row-level security keeps it out of every page until then. A cron job (Vercel Cron, or pg_cron)
// calls GET /api/cron/publish-scheduled every few minutes; for each post that went live since the
// previous call, the post and the blog's lists are expired so the next visitor sees it.
//
// "Since the previous call" is the database's watermark (lib/blog/watermark.ts): each post is
// claimed by exactly one call. Without it (no service-role key, or the migration not run yet)
// the call looks back a fixed window instead, twice the interval so a late call misses none,
// and a post may then be handled twice: harmless, one render more.

/** How far back a call without the watermark looks: twice the cron interval (5 minutes). */
export const LOOK_BACK_MS = 10 * 60_000;

export async function handleScheduledPublish(
  request: Request,
  options: {
    secret: string | undefined;
    /** The posts that went live since the previous call; null without a watermark. */
    claim: ClaimWentLive;
    /** Slugs of the posts that went live at or after `since`; rejects when the backend fails. */
    wentLiveSince: (since: Date) => Promise<string[]>;
    /** Expires these posts and every page that lists posts (lib/blog/expire-pages.ts). */
    expire: (slugs: string[]) => void;
    now?: () => number;
  },
): Promise<Response> {
  if (!isAuthorized(request.headers.get("authorization"), options.secret)) {
    return Response.json(
      { error: "Unauthorized" },
      { status: 401, headers: { "WWW-Authenticate": "Bearer" } },
    );
  }
  let slugs: string[] | null;
  let watermark = true;
  try {
    slugs = await options.claim();
    if (slugs === null) {
      watermark = false;
      const since = new Date((options.now ?? Date.now)() - LOOK_BACK_MS);
      slugs = await options.wentLiveSince(since);
    }
  } catch (error) {
    console.error("[blog] schedule: the backend did not answer", error);
    return Response.json(
      { revalidated: false, error: "The blog backend did not answer" },
      { status: 503, headers: { "Retry-After": "60" } },
    );
  }
  // Nothing went live: leave the cache alone (most calls).
  if (slugs.length) {
    options.expire(slugs);
    console.info(`[blog] schedule: ${slugs.join(", ")} went live`);
  }
  return Response.json(
    { revalidated: slugs.length > 0, live: slugs, watermark },
    { headers: { "Cache-Control": "no-store" } },
  );
}
