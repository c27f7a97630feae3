import { BlogSearch } from "@/components/blog/blog-search";
import { NoPosts } from "@/components/blog/no-posts";
import { PostGrid } from "@/components/blog/post-card";
import { JsonLd } from "@/components/json-ld";
import { cardData, listPosts } from "@/lib/blog";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/lib/seo/metadata";

// ISR: rendered at build, then again at most every 5 minutes and whenever the Supabase webhook
// calls /api/revalidate. Search runs in the island, so this page never reads searchParams.
export const revalidate = 300;

export const metadata = buildMetadata({
  title: "Plumbing Tips for East Valley Homeowners",
  description:
    "Practical advice from Mesa plumbers: hard water and softeners, water heater care, slab leaks, water pressure and more for homes across the East Valley.",
  keywords: [
    "plumbing blog",
    "plumbing tips Mesa AZ",
    "East Valley hard water",
    "water heater maintenance",
  ],
  path: "/blog",
});

export default async function BlogPage() {
  const posts = cardData(await listPosts());
  return (
    <section className="container-page py-12 md:py-16">
      <header className="max-w-3xl">
        <p className="font-semibold text-accent-600">Blog</p>
        <h1 className="mt-2 text-3xl font-bold text-brand-800 md:text-4xl">
          Plumbing tips for East Valley homeowners
        </h1>
        <p className="mt-4 text-lg text-ink-muted">
          What our plumbers see every day in Mesa, Gilbert, Chandler and nearby:
          hard water, water heaters, leaks and the habits that keep a
          home&apos;s plumbing out of trouble.
        </p>
      </header>
      <div className="mt-8">
        <BlogSearch>
          {posts.length ? <PostGrid posts={posts} preloadFirst /> : <NoPosts />}
        </BlogSearch>
      </div>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Blog", path: "/blog" },
        ])}
      />
    </section>
  );
}
