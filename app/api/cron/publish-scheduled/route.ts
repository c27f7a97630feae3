import { listWentLiveSince } from "@/lib/blog";
import { expireBlogPages } from "@/lib/blog/expire-pages";
import { handleScheduledPublish } from "@/lib/blog/schedule";
import { env } from "@/lib/env";

// GET /api/cron/publish-scheduled: called every 5 minutes by Vercel Cron (vercel.json) with
// "Authorization: Bearer $CRON_SECRET", or by pg_cron (docs/blog.md). Puts posts whose publish_at
// has just passed on the site's pages without anyone acting.
export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  return handleScheduledPublish(request, {
    secret: env.CRON_SECRET,
    wentLiveSince: listWentLiveSince,
    expire: () => expireBlogPages("expire"),
  });
}
