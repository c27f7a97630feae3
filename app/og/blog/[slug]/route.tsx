import { getPost, listPrerenderedSlugs } from "@/lib/blog";
import { POSTS_PER_PAGE } from "@/lib/blog/pagination";
import { socialCardImage } from "@/lib/seo/social-card-image";

// GET /og/blog/<slug>: a post's social card, used when the post has no raster picture of its
// own. ISR like the post page: drawn at build for the newest 12 posts (the ones most likely to
// be shared; a drawing costs more build time than a page), for any other on its first request,
// and redrawn when the blog webhook fires (app/api/revalidate) or on the same 5-minute timer,
// so a new title reaches the card too. proxy.ts lets only posts through, so an unknown slug never
// reaches the database here. A failed read throws on purpose: Next.js caches whatever this
// returns, whatever its status, so an answer here would replace a good card; thrown, the last
// good card stays.
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
  const post = await getPost((await params).slug);
  if (!post) return new Response("Not found", { status: 404 });
  return socialCardImage({
    path: `/blog/${post.slug}`,
    title: post.title,
    label: "Plumbing tips",
  });
}
