import { BlogSearch } from "@/components/blog/blog-search";
import { NoPosts } from "@/components/blog/no-posts";
import { Pagination } from "@/components/blog/pagination";
import { PostGrid } from "@/components/blog/post-card";
import { JsonLd } from "@/components/json-ld";
import { listPagePath } from "@/lib/blog/pagination";
import type { PostCardData } from "@/lib/blog/types";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";

// A page of the blog list: /blog (page 1) and /blog/page/<n>. The search island wraps the cards
// and the page links, which it shows whenever the search box is empty.

export const BLOG_TITLE = "Plumbing Tips for East Valley Homeowners";
export const BLOG_DESCRIPTION =
  "Practical advice from Mesa plumbers: hard water and softeners, water heater care, slab leaks, water pressure and more for homes across the East Valley.";

export function blogPageTitle(page: number): string {
  return page <= 1 ? BLOG_TITLE : `${BLOG_TITLE}, Page ${page}`;
}

export function BlogList({
  posts,
  page,
  pageCount,
}: {
  posts: PostCardData[];
  page: number;
  pageCount: number;
}) {
  const path = listPagePath(page);
  return (
    <section className="container-page py-12 md:py-16">
      <header className="max-w-3xl">
        <p className="font-semibold text-accent-600">Blog</p>
        <h1 className="mt-2 text-3xl font-bold text-brand-800 md:text-4xl">
          Plumbing tips for East Valley homeowners
          {page > 1 ? (
            <span className="block text-xl font-semibold text-ink-muted md:text-2xl">
              Page {page} of {pageCount}
            </span>
          ) : null}
        </h1>
        <p className="mt-4 text-lg text-ink-muted">
          What our plumbers see every day in Mesa, Gilbert, Chandler and nearby:
          hard water, water heaters, leaks and the habits that keep a
          home&apos;s plumbing out of trouble.
        </p>
      </header>
      <div className="mt-8">
        <BlogSearch>
          {posts.length ? (
            <>
              <PostGrid posts={posts} preloadFirst />
              <Pagination
                page={page}
                pageCount={pageCount}
                href={listPagePath}
                label="Blog pages"
              />
            </>
          ) : (
            <NoPosts />
          )}
        </BlogSearch>
      </div>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Blog", path: "/blog" },
          ...(page > 1 ? [{ name: `Page ${page}`, path }] : []),
        ])}
      />
    </section>
  );
}
