import { bundledPosts } from "@/content/blog/posts";
import type { BlogSource } from "@/lib/blog/source";
import { matchesTerm } from "@/lib/blog/search-term";
import type { BlogPost, BlogPostSummary } from "@/lib/blog/types";

// The same four reads over the posts in content/blog/, with the same rules as the SQL ones.

function summary(post: BlogPost): BlogPostSummary {
  const { id, title, excerpt, image, slug, created_at } = post;
  return { id, title, excerpt, image, slug, created_at };
}

function newestFirst(a: BlogPost, b: BlogPost): number {
  return Date.parse(b.created_at) - Date.parse(a.created_at);
}

export function createBundledSource(
  posts: readonly BlogPost[] = bundledPosts,
): BlogSource {
  const published = () => posts.filter((p) => p.published).sort(newestFirst);
  return {
    kind: "bundled",
    async listPosts() {
      return published().map(summary);
    },
    async getPostBySlug(slug) {
      return published().find((p) => p.slug === slug) ?? null;
    },
    async hasPost(slug) {
      return published().some((p) => p.slug === slug);
    },
    async searchPosts(term) {
      return published()
        .filter((p) => matchesTerm(p, term))
        .map(summary);
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
  };
}
