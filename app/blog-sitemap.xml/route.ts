import { getServerSideSitemap } from "next-sitemap";
import { listSitemapEntries } from "@/lib/blog";
import { absoluteUrl } from "@/lib/seo/metadata";

// Sitemap of published posts, listed in robots.txt next to the static sitemap. Served like an
// ISR page: regenerated every 5 minutes and when the webhook revalidates the blog, so a post
// published after the build is listed without a rebuild.
export const revalidate = 300;

export async function GET() {
  const entries = await listSitemapEntries();
  return getServerSideSitemap(
    entries.map((entry) => ({
      loc: absoluteUrl(`/blog/${entry.slug}`),
      lastmod: new Date(entry.updated_at ?? entry.created_at).toISOString(),
    })),
  );
}
