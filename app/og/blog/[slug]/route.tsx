import { getPost, listPrerenderedSlugs } from "@/lib/blog";
import { POSTS_PER_PAGE } from "@/lib/blog/pagination";
import { socialCardImage } from "@/lib/seo/social-card-image";

// GET /og/blog/<slug>: a post's social card, used when the post has no raster picture of its
// own. ISR like the post page: drawn at build for the newest 12 posts (the ones most likely to
// be shared; a drawing costs more build time than a page), for any other on its first request,
// and redrawn when the blog webhook fires (app/api/revalidate) or on the same 5-minute timer,
// so a new title reaches the card too. proxy.ts lets only posts through (an unknown slug never
// reaches the database here), and while the backend fails a card that was never drawn answers
// 503, so a crawler comes back for it, instead of an error.
export const revalidate = 300;
export const dynamicParams = true;

type Params = { slug: string };

export async function generateStaticParams(): Promise<Params[]> {
  const slugs = await listPrerenderedSlugs();
  return slugs.slice(0, POSTS_PER_PAGE).map((slug) => ({ slug }));
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<Params> },
) {
  const { slug } = await params;
  let post;
  try {
    post = await getPost(slug);
  } catch {
    // lib/blog logged it. A card already drawn is served from the cache and never gets here.
    return new Response("Try again later", {
      status: 503,
      headers: { "Cache-Control": "no-store", "Retry-After": "30" },
    });
  }
  if (!post) return new Response("Not found", { status: 404 });
  return socialCardImage({
    path: `/blog/${post.slug}`,
    title: post.title,
    label: "Plumbing tips",
  });
}
