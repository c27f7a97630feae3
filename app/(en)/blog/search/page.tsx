import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { NoPosts } from "@/components/blog/no-posts";
import { Pagination } from "@/components/blog/pagination";
import { PostGrid } from "@/components/blog/post-card";
import { SearchForm } from "@/components/blog/search-form";
import { cardData } from "@/lib/blog";
import {
  pageCount,
  parsePageNumber,
  searchPagePath,
} from "@/lib/blog/pagination";
import { cachedSearchPosts } from "@/lib/blog/search-cache";
import { normalizeSearchTerm } from "@/lib/blog/search-term";

// Search without JavaScript: the /blog form submits here (GET ?q=) and the results are
// rendered on the server, 12 a page (?page=2). Dynamic by nature, kept out of search engines.
// Results come from the island's shared cache (lib/blog/search-cache.ts): the same term and page
// read the database once per 30 s, whoever asks. proxy.ts counts each request against the
// visitor's search allowance (lib/blog/search-limit.ts) before this renders.

type Props = {
  searchParams: Promise<{
    q?: string | string[];
    page?: string | string[];
  }>;
};

const first = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

async function queryFrom(searchParams: Props["searchParams"]) {
  const { q, page } = await searchParams;
  return {
    term: normalizeSearchTerm(first(q)),
    page: parsePageNumber(first(page)) ?? 1,
  };
}

export async function generateMetadata({
  searchParams,
}: Props): Promise<Metadata> {
  const { term, page } = await queryFrom(searchParams);
  return {
    title: `Search results for “${term}”${page > 1 ? `, page ${page}` : ""}`,
    robots: { index: false, follow: true },
  };
}

export default async function BlogSearchPage({ searchParams }: Props) {
  const { term, page } = await queryFrom(searchParams);
  if (!term) redirect("/blog");
  const { posts, total } = await cachedSearchPosts(term, page, null);
  const cards = cardData(posts);
  const pages = pageCount(total);
  return (
    <section className="container-page py-12 md:py-16">
      <p className="font-semibold text-accent-600">
        <Link href="/blog" className="hover:underline">
          Blog
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-800 md:text-4xl">
        Search results for “{term}”
      </h1>
      <div className="mt-8">
        <SearchForm defaultValue={term} />
      </div>
      <p className="mt-4 text-ink-muted" role="status">
        {total} {total === 1 ? "post" : "posts"} found
        {pages > 1 ? `, page ${Math.min(page, pages)} of ${pages}` : ""}
      </p>
      <div className="mt-8">
        {cards.length ? (
          <>
            <PostGrid posts={cards} />
            <Pagination
              page={page}
              pageCount={pages}
              href={(n) => searchPagePath(term, n)}
              label="Search result pages"
              newerLabel="Previous results"
              olderLabel="More results"
            />
          </>
        ) : (
          <NoPosts
            action={
              total > 0 ? (
                <Link
                  href={searchPagePath(term, 1)}
                  className="btn btn-outline"
                >
                  First page of results
                </Link>
              ) : (
                <Link href="/blog" className="btn btn-outline">
                  Clear search
                </Link>
              )
            }
          />
        )}
      </div>
    </section>
  );
}
