import { revalidateTag } from "next/cache";
import { NEXT_CACHE_IMPLICIT_TAG_ID } from "next/dist/lib/constants";
import { handleRevalidateWebhook } from "@/lib/blog/webhook";
import { env } from "@/lib/env";

// POST /api/revalidate: called by the Supabase database webhook on table blogs.
//
// Each path is marked stale, not expired. revalidatePath(path) expires the cached page, so the
// next visitor waits for a fresh render, and if the backend read fails right then every visitor
// gets an error page until it recovers. Marking the path's own cache tag stale (the "_N_T_"
// soft tag revalidatePath itself uses; see Next's "How revalidation works" guide) makes the
// next visit serve the cached page and regenerate it in the background: the new version
// replaces it a moment later, and a failed read leaves the last good page in place.
export async function POST(request: Request) {
  return handleRevalidateWebhook(request, {
    secret: env.REVALIDATE_SECRET,
    revalidate: (path) =>
      revalidateTag(`${NEXT_CACHE_IMPLICIT_TAG_ID}${path}`, "max"),
  });
}
