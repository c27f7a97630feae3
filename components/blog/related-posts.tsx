import Link from "next/link";
import { FallibleImage } from "@/components/blog/fallible-image";
import type { PostCardData } from "@/lib/blog/types";

// Up to three other posts under an article. Renders nothing when there are none.
export function RelatedPosts({ posts }: { posts: readonly PostCardData[] }) {
  if (!posts.length) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-16">
      <h2 id="related-heading" className="text-2xl font-bold text-brand-800">
        Related articles
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-3" role="list">
        {posts.map((post) => (
          <li
            key={post.slug}
            className="relative flex overflow-hidden rounded-xl border border-brand-100 bg-white focus-within:ring-2 focus-within:ring-brand-500 focus-within:ring-offset-2 sm:block"
          >
            {post.image ? (
              <FallibleImage
                src={post.image.src}
                unoptimized={post.image.unoptimized}
                alt=""
                width={800}
                height={450}
                sizes="(min-width: 640px) 16rem, 8rem"
                className="aspect-video w-32 shrink-0 self-center bg-brand-50 object-cover sm:w-full"
              />
            ) : null}
            <div className="min-w-0 p-4">
              <time dateTime={post.dateTime} className="text-sm text-ink-muted">
                {post.dateLabel}
              </time>
              <h3 className="mt-1 leading-snug font-semibold text-brand-800">
                <Link
                  href={`/blog/${post.slug}`}
                  className="after:absolute after:inset-0 hover:text-brand-600 focus-visible:outline-none"
                >
                  {post.title}
                </Link>
              </h3>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
