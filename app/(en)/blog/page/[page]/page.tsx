import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import {
  BLOG_DESCRIPTION,
  BlogList,
  blogPageTitle,
} from "@/components/blog/blog-list";
import { cardData, getListPage } from "@/lib/blog";
import {
  PRERENDERED_POSTS,
  POSTS_PER_PAGE,
  listPagePath,
  pageCount,
  parsePageNumber,
} from "@/lib/blog/pagination";
import { buildMetadata } from "@/lib/seo/metadata";
import { socialCardUrl } from "@/lib/seo/social-cards";

// /blog/page/<n>: the older posts, 12 a page, each page with its own address, title and
// canonical. ISR like /blog: the pages holding the prerendered posts (those that exist) are
// rendered at build, the others on their first visit; the webhook expires them all (they carry
// /blog's layout tag).
// proxy.ts answers /blog/page/1 (a redirect to /blog) and pages past the last one (404) first.
export const revalidate = 300;
export const dynamicParams = true;

type Props = { params: Promise<{ page: string }> };

export async function generateStaticParams() {
  const { total } = await getListPage(1);
  const pages = Math.min(
    pageCount(total),
    Math.ceil(PRERENDERED_POSTS / POSTS_PER_PAGE),
  );
  return Array.from({ length: pages - 1 }, (_, i) => ({
    page: String(i + 2),
  }));
}

async function pageFrom(params: Props["params"]): Promise<number> {
  const page = parsePageNumber((await params).page);
  if (page === null) notFound();
  if (page === 1) permanentRedirect("/blog");
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await pageFrom(params);
  return buildMetadata({
    title: blogPageTitle(page),
    description: BLOG_DESCRIPTION,
    path: listPagePath(page),
    keywords: [],
    // The blog's own social card: every list page shows the same kind of content.
    image: socialCardUrl("/blog"),
  });
}

export default async function BlogListPage({ params }: Props) {
  const page = await pageFrom(params);
  const { posts, total } = await getListPage(page);
  // Only during a build whose read failed, or a race with proxy.ts's 10-second memory.
  if (!posts.length) notFound();
  return (
    <BlogList
      posts={cardData(posts)}
      page={page}
      pageCount={pageCount(total)}
    />
  );
}
