import { getServerSideSitemap } from "next-sitemap";
import { listSitemapEntries } from "@/lib/blog";
import {
  parseSitemapPart,
  sitemapFields,
  sitemapPart,
  sitemapPartCount,
} from "@/lib/blog/sitemap";

// /blog-sitemap/<n>.xml: part n of the blog sitemap once it passes 50,000 posts (the index at
// /blog-sitemap.xml names the parts). Below that size every part answers 404. ISR like the index.
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ part: string }> },
) {
  const part = parseSitemapPart((await params).part);
  const entries = await listSitemapEntries();
  const parts = sitemapPartCount(entries.length);
  if (part === null || parts === 1 || part > parts)
    return new Response("Not found", { status: 404 });
  return getServerSideSitemap(sitemapFields(sitemapPart(entries, part)));
}
