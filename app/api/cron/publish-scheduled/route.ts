import { blogSourceKind, listWentLiveSince } from "@/lib/blog";
import { expireBlogPagesTwice } from "@/lib/blog/expire-pages";
import { handleScheduledPublish } from "@/lib/blog/schedule";
import { createWatermarkClaim, noWatermark } from "@/lib/blog/watermark";
import { env } from "@/lib/env";

// GET /api/cron/publish-scheduled: called every 5 minutes by Vercel Cron (vercel.json) with
// "Authorization: Bearer $CRON_SECRET", or by pg_cron (docs/blog.md). Puts posts whose publish_at
// has just passed on the site's pages without anyone acting, each once: the database remembers
// which it already handled (lib/blog/watermark.ts).
export const dynamic = "force-dynamic";
/** Seconds the function may run: the answer, then expireBlogPagesTwice's second mark (30 s). */
export const maxDuration = 60;

const url = env.SUPABASE_URL ?? env.NEXT_PUBLIC_SUPABASE_URL;
const claim =
  blogSourceKind === "supabase" && url && env.SUPABASE_SERVICE_ROLE_KEY
    ? createWatermarkClaim({
        url,
        serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
      })
    : noWatermark;

export async function GET(request: Request) {
  return handleScheduledPublish(request, {
    secret: env.CRON_SECRET,
    claim,
    wentLiveSince: listWentLiveSince,
    expire: (slugs) => expireBlogPagesTwice(slugs, "expire"),
  });
}
