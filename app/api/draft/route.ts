import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { getPreviewPost, PreviewUnavailableError } from "@/lib/blog/preview";
import { env } from "@/lib/env";
import { secretMatches } from "@/lib/secret-match";

// GET /api/draft?secret=<PREVIEW_SECRET>&slug=<slug>: the marketer's preview link
// (docs/blog.md). Checks the secret, then that the slug is a post (draft or not), and only then
// sets the draft-mode cookie and sends the browser to the post. Every refusal sets no cookie.

function refuse(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: {
      "Cache-Control": "no-store",
      "Content-Type": "text/plain; charset=utf-8",
      "X-Robots-Tag": "noindex",
    },
  });
}

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  if (!secretMatches(params.get("secret"), env.PREVIEW_SECRET)) {
    return refuse(401, "This preview link is not valid.");
  }
  let post;
  try {
    post = await getPreviewPost(params.get("slug") ?? "");
  } catch (error) {
    if (!(error instanceof PreviewUnavailableError)) throw error;
    console.error(`[preview] ${error.message}`);
    return refuse(503, "Draft preview is not configured on this site.");
  }
  if (!post) return refuse(404, "There is no post with this slug.");
  (await draftMode()).enable();
  // The address comes from the stored post, never from the query: no open redirect.
  redirect(`/blog/${post.slug}`);
}
