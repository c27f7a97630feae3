import type { BlogSource, SitemapEntry } from "@/lib/blog/source";
import { BlogReadError } from "@/lib/blog/source";
import { quotePostgrestValue, searchFilter } from "@/lib/blog/search-term";
import {
  SUMMARY_COLUMNS,
  type BlogPost,
  type BlogPostSummary,
  type PageRange,
  type PostPage,
  type SearchCursor,
  type SearchPage,
} from "@/lib/blog/types";
import { restClient } from "@/lib/blog/rest-client";

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
//
// Lists are read a page at a time (limit/offset) with `Prefer: count=exact`, so PostgREST
// counts the posts in the database and the page never holds more than one page of rows. Every
// list is ordered by a unique key (created_at, then id), so no post falls between two pages.

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
/** PostgREST's "function not found": search_blogs is missing until the migration has run. */
const UNDEFINED_FUNCTION = ["PGRST202", "42883"];
/** PostgREST's answer to an offset past the last row when it counts (416). */
const RANGE_NOT_SATISFIABLE = "PGRST103";

/** Rows per read of the sitemap: Supabase's API answers at most 1,000 rows (max-rows). */
export const SITEMAP_CHUNK = 1000;

type PostgrestAnswer<T> = {
  data: T | null;
  error: { message: string; code?: string } | null;
  count?: number | null;
};

type RankedSummary = BlogPostSummary & { rank?: number };

/**
 * PostgREST's `or` list for "sorts after the cursor" in rank, date, id order (all descending);
 * without rank (the legacy search) in date, id order. Values quoted: dates hold `:` and `+`.
 */
export function keysetFilter(after: SearchCursor, ranked: boolean): string {
  const rank = quotePostgrestValue(String(after.rank));
  const date = quotePostgrestValue(after.created_at);
  const byDate = [
    `created_at.lt.${date}`,
    `and(created_at.eq.${date},id.lt.${after.id})`,
  ];
  if (!ranked) return byDate.join(",");
  return [
    `rank.lt.${rank}`,
    `and(rank.eq.${rank},created_at.lt.${date})`,
    `and(rank.eq.${rank},created_at.eq.${date},id.lt.${after.id})`,
  ].join(",");
}

/** The first `limit` rows as the page; one more row read tells that a next page exists. */
function searchPage(
  { posts, total }: { posts: RankedSummary[]; total: number },
  limit: number,
): SearchPage {
  const shown = posts.slice(0, limit);
  const last = shown.at(-1);
  return {
    posts: shown.map(({ id, title, excerpt, image, slug, created_at }) => ({
      id,
      title,
      excerpt,
      image,
      slug,
      created_at,
    })),
    total,
    next:
      posts.length > limit && last
        ? { rank: last.rank ?? 0, created_at: last.created_at, id: last.id }
        : null,
  };
}

export function createSupabaseSource(
  options: SupabaseSourceOptions,
): BlogSource {
  const client = restClient({
    url: options.url,
    key: options.anonKey,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
  });
  const blogs = () => client.from("blogs");

  function fail(what: string, error: { message: string }): never {
    throw new BlogReadError(`${what}: ${error.message}`, { cause: error });
  }

  async function run<T>(
    what: string,
    query: PromiseLike<PostgrestAnswer<T>>,
  ): Promise<T | null> {
    const { data, error } = await query;
    if (error) fail(what, error);
    return data;
  }

  /**
   * One page of a counted read. `read(from, to)` builds the query for rows from..to. A page past
   * the end is answered 416 by PostgREST; then the total is read on its own (rows 0..0).
   * `answer` is the page's answer when the caller has it already.
   */
  async function paged(
    what: string,
    range: PageRange,
    read: (
      from: number,
      to: number,
    ) => PromiseLike<PostgrestAnswer<BlogPostSummary[]>>,
    answer?: PostgrestAnswer<BlogPostSummary[]>,
  ): Promise<PostPage> {
    answer ??= await read(range.offset, range.offset + range.limit - 1);
    if (answer.error?.code === RANGE_NOT_SATISFIABLE) {
      const first = await read(0, 0);
      if (first.error) fail(what, first.error);
      return { posts: [], total: first.count ?? 0 };
    }
    if (answer.error) fail(what, answer.error);
    const posts = answer.data ?? [];
    return { posts, total: answer.count ?? posts.length };
  }

  const newestFirst = <
    Q extends {
      order: (column: string, options: { ascending: boolean }) => Q;
    },
  >(
    query: Q,
  ) =>
    query
      .order("created_at", { ascending: false })
      .order("id", { ascending: false });

  return {
    kind: "supabase",
    listPosts(range) {
      return paged("list posts", range, (from, to) =>
        newestFirst(
          blogs()
            .select(summaryColumns, { count: "exact" })
            .eq("published", true),
        )
          .range(from, to)
          .overrideTypes<BlogPostSummary[], { merge: false }>(),
      );
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
    async searchPosts(term, range, after) {
      // Full-text search in the database (search_blogs: the last word is the start of a word);
      // the function ranks matches and applies the visibility rule. One row more than the page
      // tells whether there is a next one; `after` starts the page behind the last one shown.
      const read = { offset: after ? 0 : range.offset, limit: range.limit + 1 };
      const ranked = (from: number, to: number) => {
        let query = client
          .rpc("search_blogs", { q: term }, { get: true, count: "exact" })
          .select(`${summaryColumns},rank`);
        if (after) query = query.or(keysetFilter(after, true));
        return query
          .order("rank", { ascending: false })
          .order("created_at", { ascending: false })
          .order("id", { ascending: false })
          .range(from, to)
          .overrideTypes<RankedSummary[], { merge: false }>();
      };
      const first = await ranked(read.offset, read.offset + read.limit - 1);
      if (!UNDEFINED_FUNCTION.includes(first.error?.code ?? ""))
        return searchPage(
          await paged("search posts", read, ranked, first),
          range.limit,
        );
      // The table has not been upgraded yet (docs/blog.md): the literal, case-insensitive
      // match over the three columns that the site used before full-text search.
      return searchPage(
        await paged("search posts", read, (from, to) => {
          let query = blogs()
            .select(summaryColumns, { count: "exact" })
            .eq("published", true)
            .or(searchFilter(term));
          if (after) query = query.or(keysetFilter(after, false));
          return newestFirst(query)
            .range(from, to)
            .overrideTypes<BlogPostSummary[], { merge: false }>();
        }),
        range.limit,
      );
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
      const chunk = (columns: string, from: number) =>
        newestFirst(blogs().select(columns).eq("published", true))
          .range(from, from + SITEMAP_CHUNK - 1)
          .overrideTypes<SitemapEntry[], { merge: false }>();
      // The old site's table has no updated_at until its upgrade migration runs (docs/blog.md),
      // and PostgREST refuses the whole read for it (42703). A sitemap without lastmod from
      // edits is better than one without posts: fall back to the seed's columns.
      let columns = "slug,created_at,updated_at";
      const entries: SitemapEntry[] = [];
      for (let from = 0; ; from += SITEMAP_CHUNK) {
        let { data, error } = await chunk(columns, from);
        if (
          error?.code === UNDEFINED_COLUMN &&
          columns.includes("updated_at")
        ) {
          columns = "slug,created_at";
          ({ data, error } = await chunk(columns, from));
        }
        if (error) fail("list sitemap entries", error);
        entries.push(...(data ?? []));
        if ((data?.length ?? 0) < SITEMAP_CHUNK) return entries;
      }
    },
    async listWentLiveSince(since) {
      const { data, error } = await blogs()
        .select("slug")
        .eq("published", true)
        .gte("publish_at", since.toISOString())
        .order("publish_at", { ascending: false })
        .limit(SITEMAP_CHUNK)
        .overrideTypes<{ slug: string }[], { merge: false }>();
      // No publish_at before the schedule migration: then nothing is ever scheduled.
      if (error?.code === UNDEFINED_COLUMN) return [];
      if (error) fail("list posts that went live", error);
      return (data ?? []).map((row) => row.slug);
    },
  };
}
