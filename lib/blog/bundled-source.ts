import { bundledPosts } from "@/content/blog/posts";
import type { BlogSource } from "@/lib/blog/source";
import { isAfterCursor } from "@/lib/blog/search-cursor";
import { parseSearch, rankPost } from "@/lib/blog/search-query";
import type {
  BlogPost,
  BlogPostSummary,
  PageRange,
  PostPage,
} from "@/lib/blog/types";

// The same reads over the posts in content/blog/, with the same rules as the SQL ones: a post is
// live once published and its publish_at (if any) has passed; pages are slices of the list.
// Search follows the database's rule (lib/blog/search-query.ts), so both backends find the same
// posts; a handful of posts needs no index.

function summaryOf(post: BlogPostSummary): BlogPostSummary {
  const { id, title, excerpt, image, slug, created_at } = post;
  return { id, title, excerpt, image, slug, created_at };
}
const summary: (post: BlogPost) => BlogPostSummary = summaryOf;

function newestFirst(a: BlogPost, b: BlogPost): number {
  return Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;
}

function page(posts: BlogPost[], { offset, limit }: PageRange): PostPage {
  return {
    posts: posts.slice(offset, offset + limit).map(summary),
    total: posts.length,
  };
}

export function createBundledSource(
  posts: readonly BlogPost[] = bundledPosts,
  now: () => number = Date.now,
): BlogSource {
  const live = (p: BlogPost) =>
    p.published && (!p.publish_at || Date.parse(p.publish_at) <= now());
  const published = () => posts.filter(live).sort(newestFirst);
  return {
    kind: "bundled",
    async listPosts(range) {
      return page(published(), range);
    },
    async getPostBySlug(slug) {
      return published().find((p) => p.slug === slug) ?? null;
    },
    async hasPost(slug) {
      return published().some((p) => p.slug === slug);
    },
    async searchPosts(term, { offset, limit }, after) {
      const query = parseSearch(term);
      const ranked = published()
        .map((post) => ({ post, rank: rankPost(post, query) }))
        .filter((r): r is { post: BlogPost; rank: number } => r.rank !== null)
        .sort((a, b) => b.rank - a.rank || newestFirst(a.post, b.post))
        .map(({ post, rank }) => ({ ...summary(post), rank }))
        .filter((key) => !after || isAfterCursor(key, after));
      const start = after ? 0 : offset;
      const rows = ranked.slice(start, start + limit);
      const last = rows.at(-1);
      return {
        posts: rows.map(summaryOf),
        total: ranked.length,
        next:
          ranked.length > start + limit && last
            ? { rank: last.rank, created_at: last.created_at, id: last.id }
            : null,
      };
    },
    async getRelatedPosts(id, limit) {
      return published()
        .filter((p) => p.id !== id)
        .slice(0, limit)
        .map(summary);
    },
    async listSitemapEntries() {
      return published().map(({ slug, created_at, updated_at }) => ({
        slug,
        created_at,
        updated_at,
      }));
    },
    async listWentLiveSince(since) {
      return published()
        .filter((p) => p.publish_at && Date.parse(p.publish_at) >= +since)
        .map((p) => p.slug);
    },
  };
}
