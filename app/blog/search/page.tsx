import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { NoPosts } from "@/components/blog/no-posts";
import { PostGrid } from "@/components/blog/post-card";
import { SearchForm } from "@/components/blog/search-form";
import { cardData, searchPosts } from "@/lib/blog";
import { normalizeSearchTerm } from "@/lib/blog/search-term";

// Search without JavaScript: the /blog form submits here (GET ?q=) and the results are
// rendered on the server. Dynamic by nature, kept out of search engines.

type Props = { searchParams: Promise<{ q?: string | string[] }> };

async function termFrom(searchParams: Props["searchParams"]) {
  const { q } = await searchParams;
  return normalizeSearchTerm(Array.isArray(q) ? q[0] : q);
}

export async function generateMetadata({
  searchParams,
}: Props): Promise<Metadata> {
  const term = await termFrom(searchParams);
  return {
    title: `Search results for “${term}”`,
    robots: { index: false, follow: true },
  };
}

export default async function BlogSearchPage({ searchParams }: Props) {
  const term = await termFrom(searchParams);
  if (!term) redirect("/blog");
  const { posts } = await searchPosts(term);
  const cards = cardData(posts);
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
      <p className="sr-only" role="status">
        {cards.length} {cards.length === 1 ? "post" : "posts"} found
      </p>
      <div className="mt-8">
        {cards.length ? (
          <PostGrid posts={cards} />
        ) : (
          <NoPosts
            action={
              <Link href="/blog" className="btn btn-outline">
                Clear search
              </Link>
            }
          />
        )}
      </div>
    </section>
  );
}
