import { probeBackend } from "@/lib/blog";
import { expireBlogPagesTwice } from "@/lib/blog/expire-pages";
import { handleRevalidateWebhook } from "@/lib/blog/webhook";
import { env } from "@/lib/env";

// POST /api/revalidate: called by the Supabase database webhook on table blogs.
//
// When the backend answered the probe, the named post (old and new slug) and its social card,
// the list pages, the sitemap and the search are expired: the next visitor waits for a fresh
// render, so once this answers 200 none of them shows the old version. Every other post refreshes
// its related list in the background. When the backend did not answer, everything is only
// marked stale: visitors keep the last good page while it regenerates in the background
// (lib/blog/webhook.ts; lib/blog/expire-pages.ts says which tags cover which pages). Everything
// is marked stale once more 30 s after the answer, for renders that began before the change
// (expireBlogPagesTwice).

/** Seconds the function may run: the answer, then the second mark 30 s later (after()). */
export const maxDuration = 60;

export async function POST(request: Request) {
  return handleRevalidateWebhook(request, {
    secret: env.REVALIDATE_SECRET,
    probe: probeBackend,
    revalidate: expireBlogPagesTwice,
  });
}
