import { getServerSideSitemap, getServerSideSitemapIndex } from "next-sitemap";
import { listSitemapEntries } from "@/lib/blog";
import {
  SITEMAP_LIMIT,
  sitemapFields,
  sitemapPartCount,
  sitemapPartPath,
} from "@/lib/blog/sitemap";
import { absoluteUrl } from "@/lib/seo/metadata";

// Sitemap of published posts, listed in robots.txt next to the static sitemap. Served like an
// ISR page: regenerated every 5 minutes and when the webhook revalidates the blog, so a post
// published after the build is listed without a rebuild. Past 50,000 posts it is a sitemap
// index of /blog-sitemap/<n>.xml (app/blog-sitemap/[part]), each within the protocol's limit.
export const revalidate = 300;

export async function GET() {
  const entries = await listSitemapEntries();
  if (entries.length <= SITEMAP_LIMIT)
    return getServerSideSitemap(sitemapFields(entries));
  const parts = sitemapPartCount(entries.length);
  return getServerSideSitemapIndex(
    Array.from({ length: parts }, (_, i) =>
      absoluteUrl(sitemapPartPath(i + 1)),
    ),
  );
}
