import { probeBackend } from "@/lib/blog";
import { expireBlogPages } from "@/lib/blog/expire-pages";
import { handleRevalidateWebhook } from "@/lib/blog/webhook";
import { env } from "@/lib/env";

// POST /api/revalidate: called by the Supabase database webhook on table blogs.
//
// When the backend answered the probe, every page that lists posts is expired: the next visitor
// waits for a fresh render, so once this answers 200 no page shows the old list. When it did
// not, they are only marked stale: visitors keep the last good page while it regenerates in the
// background (lib/blog/webhook.ts; lib/blog/expire-pages.ts says which tags cover which pages).
export async function POST(request: Request) {
  return handleRevalidateWebhook(request, {
    secret: env.REVALIDATE_SECRET,
    probe: probeBackend,
    revalidate: expireBlogPages,
  });
}
