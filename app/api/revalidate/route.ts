import { revalidateTag } from "next/cache";
import { NEXT_CACHE_IMPLICIT_TAG_ID } from "next/dist/lib/constants";
import { probeBackend } from "@/lib/blog";
import { handleRevalidateWebhook } from "@/lib/blog/webhook";
import { env } from "@/lib/env";

// POST /api/revalidate: called by the Supabase database webhook on table blogs.
//
// Two cache tags cover every cached page that lists posts. Next.js tags each ISR page with its
// route's layouts ("_N_T_/blog/layout" is carried by /blog and by every /blog/{slug}, whose
// related list can change with any post) and each route handler with its path. When the
// backend answered the probe they are expired ({ expire: 0 }): the next visitor waits for a
// fresh render, so once this answers 200 no page shows the old list. When it did not, they are
// only marked stale ("max"): visitors keep the last good page while it regenerates in the
// background (lib/blog/webhook.ts).
// The third tag, derived from app/og/blog/[slug]/route.tsx's folders, covers the posts' social
// cards, so a renamed or retitled post's card is redrawn with it.
const TAGS = [
  `${NEXT_CACHE_IMPLICIT_TAG_ID}/blog/layout`,
  `${NEXT_CACHE_IMPLICIT_TAG_ID}/blog-sitemap.xml`,
  `${NEXT_CACHE_IMPLICIT_TAG_ID}/og/blog/layout`,
];

export async function POST(request: Request) {
  return handleRevalidateWebhook(request, {
    secret: env.REVALIDATE_SECRET,
    probe: probeBackend,
    revalidate: (mode) => {
      for (const tag of TAGS)
        revalidateTag(tag, mode === "expire" ? { expire: 0 } : "max");
    },
  });
}
