// The shape of a row of table `blogs` (supabase/migrations/*_create_blogs.sql) as PostgREST
// returns it, and the smaller shapes the pages need. No runtime code: safe to import anywhere.

export type BlogPost = {
  id: number;
  title: string;
  excerpt: string;
  /** Site path ("/images/blog/x.svg") or a public Supabase Storage URL; null when none. */
  image: string | null;
  slug: string;
  /** Plain text; paragraphs are separated by blank lines. */
  content: string;
  /** ISO 8601 timestamp with offset. */
  created_at: string;
  /** Missing on the old site's dashboard-made table until its upgrade migration has run. */
  updated_at?: string;
  published: boolean;
  /**
   * When a published post goes live; row-level security hides it from visitors until then.
   * Missing on a table whose 20261203120000 migration has not run, and in content/blog.
   */
  publish_at?: string;
  /** Site path of the service the post's call to action points at. */
  service_link: string;
  service_area: string;
  meta_title: string | null;
  meta_description: string | null;
  /** Comma-separated. */
  meta_keywords: string | null;
};

/** The columns of the list, search and related-post reads (seed §7). */
export const SUMMARY_COLUMNS = [
  "id",
  "title",
  "excerpt",
  "image",
  "slug",
  "created_at",
] as const;

export type BlogPostSummary = Pick<BlogPost, (typeof SUMMARY_COLUMNS)[number]>;

/** One page of a list or of search results, with the number of posts in the whole list. */
export type PostPage = { posts: BlogPostSummary[]; total: number };

/**
 * Where a page of search results goes on: the sort key (rank, date, id) of the last result
 * shown. The next page starts strictly after it, so a post published, edited or removed
 * between two pages never shows twice (keyset paging; an offset would shift).
 */
export type SearchCursor = { rank: number; created_at: string; id: number };

/**
 * A page of search results, and the cursor of its last post when more follow. `total` counts
 * the matches from this page on: all of them on the first page.
 */
export type SearchPage = PostPage & { next: SearchCursor | null };

/** Which slice of a list to read: `limit` posts after the first `offset`. */
export type PageRange = { offset: number; limit: number };

/** What a post card shows; built on the server so the search island ships no date code. */
export type PostCardData = {
  slug: string;
  title: string;
  excerpt: string;
  image: { src: string; unoptimized: boolean } | null;
  /** "October 2, 2026" */
  dateLabel: string;
  /** The `datetime` attribute: "2026-10-02". */
  dateTime: string;
};

/** Slugs are lowercase words joined by hyphens; anything else is not a post. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Static routes under /blog that a post's slug must not shadow (/blog/search, /blog/page/2). */
export const RESERVED_SLUGS = ["search", "page"] as const;

/** True when `slug` could name a post: the pattern, a sane length and no reserved word. */
export function isPostSlug(slug: string): boolean {
  return (
    slug.length <= 120 &&
    SLUG_PATTERN.test(slug) &&
    !(RESERVED_SLUGS as readonly string[]).includes(slug)
  );
}
