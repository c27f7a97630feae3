import { isAuthorized } from "@/lib/blog/webhook";

// The schedule's side of publishing (docs/blog.md, "Content calendar"): a post saved with a
// publish_at in the future fires the webhook when it is saved, not when it goes live, and
// row-level security keeps it out of every page until then. A cron job (Vercel Cron, or pg_cron)
// calls GET /api/cron/publish-scheduled every few minutes; when a post went live since the
// previous call, the blog's pages are expired so the next visitor sees it.

/** How far back each call looks: twice the cron interval (5 minutes), so a late call misses none. */
export const LOOK_BACK_MS = 10 * 60_000;

export async function handleScheduledPublish(
  request: Request,
  options: {
    secret: string | undefined;
    /** Slugs of the posts that went live at or after `since`; rejects when the backend fails. */
    wentLiveSince: (since: Date) => Promise<string[]>;
    /** Expires every page that lists posts (lib/blog/expire-pages.ts). */
    expire: () => void;
    now?: () => number;
  },
): Promise<Response> {
  if (!isAuthorized(request.headers.get("authorization"), options.secret)) {
    return Response.json(
      { error: "Unauthorized" },
      { status: 401, headers: { "WWW-Authenticate": "Bearer" } },
    );
  }
  const since = new Date((options.now ?? Date.now)() - LOOK_BACK_MS);
  let slugs: string[];
  try {
    slugs = await options.wentLiveSince(since);
  } catch (error) {
    console.error("[blog] schedule: the backend did not answer", error);
    return Response.json(
      { revalidated: false, error: "The blog backend did not answer" },
      { status: 503, headers: { "Retry-After": "60" } },
    );
  }
  // Nothing went live: leave the cache alone (most calls).
  if (slugs.length) {
    options.expire();
    console.info(`[blog] schedule: ${slugs.join(", ")} went live`);
  }
  return Response.json(
    { revalidated: slugs.length > 0, live: slugs },
    { headers: { "Cache-Control": "no-store" } },
  );
}
