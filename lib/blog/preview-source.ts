import { bundledPosts } from "@/content/blog/posts";
import { BlogReadError } from "@/lib/blog/source";
import type { BlogPost } from "@/lib/blog/types";
import { restClient } from "@/lib/blog/rest-client";

// The one read a draft preview needs: a post by slug whatever its `published` flag. Apart from
// the BlogSource reads on purpose: those feed cached public pages and must only see published
// rows; this one runs for a marketer holding the preview cookie, and its result is never cached.

export type PreviewReader = (slug: string) => Promise<BlogPost | null>;

export type SupabasePreviewOptions = {
  url: string;
  /** Row-level security hides drafts from the anon key; the service-role key bypasses it. */
  serviceRoleKey: string;
  /** Injected by tests to record requests. */
  fetch?: typeof fetch;
};

export function createSupabasePreviewReader(
  options: SupabasePreviewOptions,
): PreviewReader {
  const client = restClient({
    url: options.url,
    key: options.serviceRoleKey,
    fetch: options.fetch,
  });
  return async (slug) => {
    const { data, error } = await client
      .from("blogs")
      .select("*")
      .eq("slug", slug)
      .maybeSingle<BlogPost>();
    if (error) {
      throw new BlogReadError(`preview post "${slug}": ${error.message}`, {
        cause: error,
      });
    }
    return data;
  };
}

export function createBundledPreviewReader(
  posts: readonly BlogPost[] = bundledPosts,
): PreviewReader {
  return async (slug) => posts.find((post) => post.slug === slug) ?? null;
}
