// The cache tags the blog's reads carry (lib/blog/index.ts, through lib/blog/tag-render.ts).
// Next.js adds a read's tags to every ISR page and route that made it, so
// lib/blog/expire-pages.ts expires pages by what they read, with the public revalidateTag, not
// by Next's own path tags.

/** Every list of posts: /blog, its numbered pages, the sitemaps. */
export const BLOG_LISTS_TAG = "blog-lists";

/** The "related posts" read on every post page. */
export const BLOG_RELATED_TAG = "blog-related";

/** The search's shared cache (lib/blog/search-cache.ts). */
export const BLOG_SEARCH_TAG = "blog-search";

/** One post, read by its slug: its page and its social card. */
export function postTag(slug: string): string {
  return `blog-post:${slug}`;
}
