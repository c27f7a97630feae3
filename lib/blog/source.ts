import type {
  BlogPost,
  BlogPostSummary,
  PageRange,
  PostPage,
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
   * One page of the published posts matching the term (title, excerpt, content), best match
   * first, and how many match in all.
   */
  searchPosts(term: string, range: PageRange): Promise<PostPage>;
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
