import { getServerSideSitemap } from "next-sitemap";
import { getListPage, listSitemapEntries } from "@/lib/blog";
import {
  existingSitemapPart,
  sitemapFields,
  sitemapPart,
} from "@/lib/blog/sitemap";

// /blog-sitemap/<n>.xml: part n of the blog sitemap once it passes 50,000 posts (the index at
// /blog-sitemap.xml names the parts). Below that size every part answers 404. ISR like the index.
// Whether the part exists is decided before the posts are listed: an address that names no part
// reads nothing, one past the last part reads the count only (lib/blog/sitemap.ts).
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ part: string }> },
) {
  const part = await existingSitemapPart(
    (await params).part,
    async () => (await getListPage(1)).total,
  );
  if (part === null) return new Response("Not found", { status: 404 });
  return getServerSideSitemap(
    sitemapFields(sitemapPart(await listSitemapEntries(), part)),
  );
}
