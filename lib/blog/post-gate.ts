import { isPostSlug } from "@/lib/blog/types";

// What proxy.ts decides for /blog/<segment> before Next.js renders anything.
//
// Why a proxy: a post page that calls notFound() at request time (a slug that was not
// prerendered) gets from Next.js 16 an empty error document whose "Post not found" exists only
// in the RSC payload (vercel/next.js#95613, #97000): a blank page without JavaScript, and
// nothing for a crawler. So an address that is no post never reaches that page: the proxy
// rewrites it to /post-not-found, which is prerendered with the full layout, and answers 404.

export type PostGateAnswer =
  /** A published post, or the backend could not say: let the post page answer. */
  | { kind: "post" }
  /** Capitals typed by hand for an existing post: send the visitor to its address. */
  | { kind: "redirect"; slug: string }
  | { kind: "missing" };

export type PostGateOptions = {
  /** How long an existing post is remembered, so a busy post costs one look-up per 10 s. */
  foundMs?: number;
  /** How long a missing one is; short, because a post published now must show at once. */
  missingMs?: number;
  maxEntries?: number;
  now?: () => number;
  log?: Pick<Console, "error">;
};

export function createPostGate(
  hasPost: (slug: string) => Promise<boolean>,
  {
    foundMs = 10_000,
    missingMs = 5_000,
    maxEntries = 1_000,
    now = Date.now,
    log = console,
  }: PostGateOptions = {},
) {
  const memo = new Map<string, { exists: boolean; until: number }>();

  async function exists(slug: string): Promise<boolean> {
    const time = now();
    const known = memo.get(slug);
    if (known && known.until > time) return known.exists;
    const found = await hasPost(slug);
    memo.delete(slug);
    memo.set(slug, {
      exists: found,
      until: time + (found ? foundMs : missingMs),
    });
    if (memo.size > maxEntries) {
      const oldest = memo.keys().next().value;
      if (oldest !== undefined) memo.delete(oldest);
    }
    return found;
  }

  return async function check(segment: string): Promise<PostGateAnswer> {
    let slug: string;
    try {
      slug = decodeURIComponent(segment);
    } catch {
      return { kind: "missing" };
    }
    try {
      if (isPostSlug(slug))
        return (await exists(slug)) ? { kind: "post" } : { kind: "missing" };
      const lower = slug.toLowerCase();
      if (lower !== slug && isPostSlug(lower) && (await exists(lower)))
        return { kind: "redirect", slug: lower };
      return { kind: "missing" };
    } catch (error) {
      // The backend is down: the post page knows how to answer that (the last good version, or
      // an uncached error page), and a 404 now would tell crawlers a live post is gone.
      log.error(
        `[blog] could not look up "${slug}"; the post page answers`,
        error,
      );
      return { kind: "post" };
    }
  };
}
