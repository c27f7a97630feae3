import { bundledPosts } from "@/content/blog/posts";
import { restClient } from "@/lib/blog/rest-client";
import { BlogReadError } from "@/lib/blog/source";
import type { BlogPost } from "@/lib/blog/types";

// Published posts that share a draft's slug or title. Read with the anon key, so row-level
// security answers "published" exactly as for visitors (supabase/migrations); the bundled
// posts by the same rule (bundled-source.ts: published and past publish_at).

export type Twin = Pick<BlogPost, "id" | "slug" | "title">;
export type TwinReader = (
  post: Pick<BlogPost, "id" | "slug" | "title">,
) => Promise<Twin[]>;

const normalize = (text: string) =>
  text.replace(/\s+/g, " ").trim().toLowerCase();

export function createBundledTwinReader(
  posts: readonly BlogPost[] = bundledPosts,
  now = () => Date.now(),
): TwinReader {
  return async (post) =>
    posts
      .filter(
        (other) =>
          other.id !== post.id &&
          other.published &&
          !(other.publish_at && Date.parse(other.publish_at) > now()) &&
          (other.slug === post.slug ||
            normalize(other.title) === normalize(post.title)),
      )
      .map(({ id, slug, title }) => ({ id, slug, title }));
}

/** The title as a case-insensitive regular expression of the whole column: `imatch` is PostgREST's ~*. */
export function titlePattern(title: string): string {
  const words = title
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return `^\\s*${words.join("\\s+")}\\s*$`;
}

export function createSupabaseTwinReader(options: {
  url: string;
  anonKey: string;
  fetch?: typeof fetch;
}): TwinReader {
  const client = restClient({
    url: options.url,
    key: options.anonKey,
    fetch: options.fetch,
  });
  const read = async (
    column: "slug" | "title",
    op: "eq" | "imatch",
    value: string,
    id: number,
  ) => {
    const { data, error } = await client
      .from("blogs")
      .select("id,slug,title")
      .filter(column, op, value)
      .neq("id", id)
      .limit(5);
    if (error)
      throw new BlogReadError(`posts like "${value}": ${error.message}`, {
        cause: error,
      });
    return (data ?? []) as Twin[];
  };
  return async (post) => {
    const [bySlug, byTitle] = await Promise.all([
      read("slug", "eq", post.slug, post.id),
      read("title", "imatch", titlePattern(post.title), post.id),
    ]);
    return [...new Map([...bySlug, ...byTitle].map((t) => [t.id, t])).values()];
  };
}
