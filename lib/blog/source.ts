import type { BlogPost, BlogPostSummary } from "@/lib/blog/types";

// Where posts come from: Supabase (supabase-source.ts) or the bundled files (bundled-source.ts).
// Every method resolves with data or rejects; deciding what a failure means is index.ts's job.

export type BlogSource = {
  readonly kind: "supabase" | "bundled";
  /** Published posts, newest first. */
  listPosts(): Promise<BlogPostSummary[]>;
  /** The published post with this slug, or null. */
  getPostBySlug(slug: string): Promise<BlogPost | null>;
  /** Whether a published post has this slug; reads the slug alone (proxy.ts asks per request). */
  hasPost(slug: string): Promise<boolean>;
  /** Published posts whose title, content or excerpt contains the term, newest first. */
  searchPosts(term: string): Promise<BlogPostSummary[]>;
  /** Up to `limit` published posts other than `id`, newest first. */
  getRelatedPosts(id: number, limit: number): Promise<BlogPostSummary[]>;
  /** Slug and last change of every published post, for the blog sitemap. */
  listSitemapEntries(): Promise<SitemapEntry[]>;
};

export type SitemapEntry = Pick<BlogPost, "slug" | "created_at" | "updated_at">;

export class BlogReadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "BlogReadError";
  }
}
