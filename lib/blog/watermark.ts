import { BlogReadError } from "@/lib/blog/source";
import { restClient } from "@/lib/blog/rest-client";

// The publishing cron's memory, kept in the database (20261208120000_blog_publish_watermark.sql):
// claim_went_live_posts() answers the posts that went live since the previous run and moves the
// watermark, in one transaction. It needs the service-role key: with the anon key anyone could
// move the watermark and make the cron skip posts.

/** The posts claimed by this run, or null when no watermark can be kept (the caller looks back). */
export type ClaimWentLive = () => Promise<string[] | null>;

/** PostgREST's "function not found": the watermark migration has not run yet. */
const UNDEFINED_FUNCTION = ["PGRST202", "42883"];

export function createWatermarkClaim(options: {
  url: string;
  serviceRoleKey: string;
  /** Injected by tests to record requests. */
  fetch?: typeof fetch;
}): ClaimWentLive {
  const client = restClient({
    url: options.url,
    key: options.serviceRoleKey,
    fetch: options.fetch,
  });
  return async () => {
    // POST: the function writes (it moves the watermark).
    const { data, error } = await client.rpc("claim_went_live_posts");
    if (UNDEFINED_FUNCTION.includes(error?.code ?? "")) {
      console.warn(
        "[blog] schedule: claim_went_live_posts is missing (run the migrations); looking back instead",
      );
      return null;
    }
    if (error)
      throw new BlogReadError(`claim went-live posts: ${error.message}`, {
        cause: error,
      });
    return ((data ?? []) as { slug: string }[]).map((row) => row.slug);
  };
}

/** Without the service-role key (or without Supabase) there is no watermark. */
export const noWatermark: ClaimWentLive = async () => null;
