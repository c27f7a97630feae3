import Link from "next/link";
import { FallibleImage } from "@/components/blog/fallible-image";
import type { PostCardData } from "@/lib/blog/types";

// One post in a list. No "use client" and no server-only imports: the server pages render it,
// and the search island renders it for results it fetched. The title link is stretched over
// the card so the whole card is one target with one accessible name.
export function PostCard({
  post,
  headingLevel = 2,
  preload = false,
}: {
  post: PostCardData;
  headingLevel?: 2 | 3;
  /** The first card at the top of a page: its image is that page's largest paint. */
  preload?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-brand-100 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-500 focus-within:ring-offset-2 hover:shadow-md">
      {post.image ? (
        <FallibleImage
          src={post.image.src}
          unoptimized={post.image.unoptimized}
          alt=""
          width={800}
          height={450}
          preload={preload}
          fetchPriority={preload ? "high" : undefined}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          className="aspect-video w-full bg-brand-50 object-cover"
          fallback={
            <div
              data-image-placeholder=""
              aria-hidden="true"
              className="aspect-video w-full bg-brand-50"
            />
          }
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <time dateTime={post.dateTime} className="text-sm text-ink-muted">
          {post.dateLabel}
        </time>
        <Heading className="mt-1 text-lg leading-snug font-bold text-brand-800">
          <Link
            href={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 hover:text-brand-600 focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-ink-muted">{post.excerpt}</p>
        <span
          aria-hidden="true"
          className="mt-auto pt-4 font-semibold text-accent-600"
        >
          Read more →
        </span>
      </div>
    </article>
  );
}

export function PostGrid({
  posts,
  headingLevel,
  preloadFirst = false,
}: {
  posts: readonly PostCardData[];
  headingLevel?: 2 | 3;
  /** Set where the grid opens the page (/blog): the first image loads first, not lazily. */
  preloadFirst?: boolean;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="list">
      {posts.map((post, index) => (
        <li key={post.slug}>
          <PostCard
            post={post}
            headingLevel={headingLevel}
            preload={preloadFirst && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
