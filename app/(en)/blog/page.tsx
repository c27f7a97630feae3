import {
  BLOG_DESCRIPTION,
  BLOG_TITLE,
  BlogList,
} from "@/components/blog/blog-list";
import { cardData, getListPage } from "@/lib/blog";
import { pageCount } from "@/lib/blog/pagination";
import { buildMetadata } from "@/lib/seo/metadata";

// ISR: rendered at build, then again at most every 5 minutes and whenever the Supabase webhook
// calls /api/revalidate. Search runs in the island, so this page never reads searchParams.
// The newest 12 posts; older ones are on /blog/page/2 and onwards (app/blog/page/[page]).
export const revalidate = 300;

export const metadata = buildMetadata({
  title: BLOG_TITLE,
  description: BLOG_DESCRIPTION,
  keywords: [
    "plumbing blog",
    "plumbing tips Mesa AZ",
    "East Valley hard water",
    "water heater maintenance",
  ],
  path: "/blog",
});

export default async function BlogPage() {
  const { posts, total } = await getListPage(1);
  return (
    <BlogList posts={cardData(posts)} page={1} pageCount={pageCount(total)} />
  );
}
