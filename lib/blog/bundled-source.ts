import { bundledPosts } from "@/content/blog/posts";
import type { BlogSource } from "@/lib/blog/source";
import { matchesTerm } from "@/lib/blog/search-term";
import type {
  BlogPost,
  BlogPostSummary,
  PageRange,
  PostPage,
} from "@/lib/blog/types";

// The same reads over the posts in content/blog/, with the same rules as the SQL ones: a post is
// live once published and its publish_at (if any) has passed; pages are slices of the list.
// Search stays a literal "contains" here: a handful of posts needs no index.

function summary(post: BlogPost): BlogPostSummary {
  const { id, title, excerpt, image, slug, created_at } = post;
  return { id, title, excerpt, image, slug, created_at };
}

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
    async searchPosts(term, range) {
      return page(
        published().filter((p) => matchesTerm(p, term)),
        range,
      );
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
