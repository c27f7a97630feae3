import type {
  BlogPost,
  BlogPostSummary,
  PageRange,
  PostPage,
  SearchCursor,
  SearchPage,
} from "@/lib/blog/types";

// Where posts come from: Supabase (supabase-source.ts) or the bundled files (bundled-source.ts).
// Every method resolves with data or rejects; deciding what a failure means is index.ts's job.

export type BlogSource = {
  readonly kind: "supabase" | "bundled";
  /** One page of the published posts, newest first, and how many there are in all. */
  listPosts(range: PageRange): Promise<PostPage>;
  /** The published post with this slug, or null. */
  getPostBySlug(slug: string): Promise<BlogPost | null>;
  /** Whether a published post has this slug; reads the slug alone (proxy.ts asks per request). */
  hasPost(slug: string): Promise<boolean>;
  /**
   * One page of the published posts matching the search (lib/blog/search-query.ts: the last
   * word is the start of a word), best match first, then newest, and how many match. With
   * `after`, the page starts after that result (keyset) instead of at `range.offset`.
   */
  searchPosts(
    term: string,
    range: PageRange,
    after?: SearchCursor,
  ): Promise<SearchPage>;
  /** Up to `limit` published posts other than `id`, newest first. */
  getRelatedPosts(id: number, limit: number): Promise<BlogPostSummary[]>;
  /** Slug and last change of every published post, for the blog sitemap. */
  listSitemapEntries(): Promise<SitemapEntry[]>;
  /** Slugs of the posts that went live (publish_at) at or after `since`, for the schedule. */
  listWentLiveSince(since: Date): Promise<string[]>;
};

export type SitemapEntry = Pick<BlogPost, "slug" | "created_at" | "updated_at">;

export class BlogReadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "BlogReadError";
  }
}
