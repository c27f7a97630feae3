import { PostgrestClient } from "@supabase/postgrest-js";
import type { BlogSource, SitemapEntry } from "@/lib/blog/source";
import { BlogReadError } from "@/lib/blog/source";
import { searchFilter } from "@/lib/blog/search-term";
import {
  SUMMARY_COLUMNS,
  type BlogPost,
  type BlogPostSummary,
} from "@/lib/blog/types";

// Reads table `blogs` through PostgREST with the anonymous key; row-level security lets that
// key see published rows only, and every query asks for `published = true` as well.
//
// Why @supabase/postgrest-js and not createClient from @supabase/supabase-js: the site only
// ever reads rows. supabase-js also builds auth, storage, functions and a realtime client,
// and on Node.js 20 its realtime client throws in the constructor ("Node.js 20 detected
// without native WebSocket support") unless it is handed a WebSocket implementation such
// as `ws`. postgrest-js is the query builder supabase-js itself uses for `.from()` (same
// version, same requests), has no realtime part, and works unchanged on Node 20 and on the
// newer Node that Vercel runs. It sends the two headers supabase-js would send.

export type SupabaseSourceOptions = {
  /** Project URL, e.g. https://abcd.supabase.co */
  url: string;
  anonKey: string;
  /** Injected by tests to record requests. */
  fetch?: typeof fetch;
  /** Milliseconds before a read is abandoned. */
  timeoutMs?: number;
};

const summaryColumns = SUMMARY_COLUMNS.join(",");

/** PostgreSQL's "column does not exist", which PostgREST passes on as the error code. */
const UNDEFINED_COLUMN = "42703";

export function createSupabaseSource(
  options: SupabaseSourceOptions,
): BlogSource {
  const client = new PostgrestClient(
    `${options.url.replace(/\/+$/, "")}/rest/v1`,
    {
      headers: {
        apikey: options.anonKey,
        Authorization: `Bearer ${options.anonKey}`,
      },
      fetch: options.fetch,
      timeout: options.timeoutMs ?? 8000,
      // ISR is the retry: a failed regeneration keeps the last good page and the next request
      // tries again. Built-in retries (1 s, 2 s, 4 s) would only hold the render open.
      retry: false,
    },
  );
  const blogs = () => client.from("blogs");

  async function run<T>(
    what: string,
    query: PromiseLike<{ data: T | null; error: { message: string } | null }>,
  ): Promise<T | null> {
    const { data, error } = await query;
    if (error)
      throw new BlogReadError(`${what}: ${error.message}`, { cause: error });
    return data;
  }

  return {
    kind: "supabase",
    async listPosts() {
      const rows = await run<BlogPostSummary[]>(
        "list posts",
        blogs()
          .select(summaryColumns)
          .eq("published", true)
          .order("created_at", { ascending: false })
          .overrideTypes<BlogPostSummary[], { merge: false }>(),
      );
      return rows ?? [];
    },
    async getPostBySlug(slug) {
      return run<BlogPost>(
        `read post "${slug}"`,
        blogs()
          .select("*")
          .eq("slug", slug)
          .eq("published", true)
          .maybeSingle<BlogPost>(),
      );
    },
    async hasPost(slug) {
      const row = await run<{ slug: string }>(
        `look up post "${slug}"`,
        blogs()
          .select("slug")
          .eq("slug", slug)
          .eq("published", true)
          .maybeSingle<{ slug: string }>(),
      );
      return row !== null;
    },
    async searchPosts(term) {
      const rows = await run<BlogPostSummary[]>(
        "search posts",
        blogs()
          .select(summaryColumns)
          .eq("published", true)
          .or(searchFilter(term))
          .order("created_at", { ascending: false })
          .overrideTypes<BlogPostSummary[], { merge: false }>(),
      );
      return rows ?? [];
    },
    async getRelatedPosts(id, limit) {
      const rows = await run<BlogPostSummary[]>(
        "related posts",
        blogs()
          .select(summaryColumns)
          .eq("published", true)
          .neq("id", id)
          .order("created_at", { ascending: false })
          .limit(limit)
          .overrideTypes<BlogPostSummary[], { merge: false }>(),
      );
      return rows ?? [];
    },
    async listSitemapEntries() {
      const query = (columns: string) =>
        blogs()
          .select(columns)
          .eq("published", true)
          .order("created_at", { ascending: false })
          .overrideTypes<SitemapEntry[], { merge: false }>();
      const { data, error } = await query("slug,created_at,updated_at");
      // The old site's table has no updated_at until its upgrade migration runs (docs/blog.md),
      // and PostgREST refuses the whole read for it (42703). A sitemap without lastmod from
      // edits is better than one without posts: fall back to the seed's columns.
      if (error?.code === UNDEFINED_COLUMN) {
        return (
          (await run("list sitemap entries", query("slug,created_at"))) ?? []
        );
      }
      if (error)
        throw new BlogReadError(`list sitemap entries: ${error.message}`, {
          cause: error,
        });
      return data ?? [];
    },
  };
}
