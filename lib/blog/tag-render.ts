import "server-only";
import { unstable_cache } from "next/cache";

/**
 * Adds `tags` (lib/blog/cache-tags.ts) to the page or route being rendered, so that
 * lib/blog/expire-pages.ts expires it with revalidateTag. Next.js tags a render through public
 * API in three ways: cacheTag (only under `cacheComponents`, which this site does not turn on),
 * a fetch's `next.tags` (the bundled posts make no fetch, and a build without the backend
 * would leave its pages untagged) and unstable_cache's `tags`, which it adds to the render
 * that calls it. So each read first passes through a cached `true` carrying its tags: the
 * posts themselves are not cached here, and a read fails or succeeds exactly as before.
 */
export async function tagRender(tags: readonly string[]): Promise<void> {
  await unstable_cache(async () => true, ["blog-tags", ...tags], {
    tags: [...tags],
    revalidate: false,
  })();
}
