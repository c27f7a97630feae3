import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parsePageNumber } from "@/lib/blog/pagination";
import { isPostSlug } from "@/lib/blog/types";

// What `next build` wrote down that proxy.ts needs without asking the backend: which posts and
// list pages were prerendered (so they are in the cache, whatever Supabase does), and the draft
// mode id (the value of Next.js's real draft-mode cookie, which the proxy cannot get from
// draftMode(): in the Node.js proxy Next.js 16 hands it an empty id). Both are in
// .next/prerender-manifest.json, which `next start` finds in .next and which the build adds to
// the proxy's file trace for deployments (scripts/build/proxy-facts.mjs): Vercel ships the
// proxy's function with the files of that trace only.

export type BuildFacts = {
  /** Slugs of the posts rendered at build. */
  posts: ReadonlySet<string>;
  /** List pages (/blog/page/<n>, n ≥ 2) rendered at build. */
  listPages: ReadonlySet<number>;
  /** The cookie value draft mode sets (`__prerender_bypass`), or null when unknown. */
  previewModeId: string | null;
};

export const NO_BUILD_FACTS: BuildFacts = {
  posts: new Set(),
  listPages: new Set(),
  previewModeId: null,
};

const POST_ROUTE = /^\/blog\/([^/]+)$/;
const LIST_ROUTE = /^\/blog\/page\/([^/]+)$/;

/** The facts in a parsed prerender-manifest.json; what it lacks stays empty. */
export function parsePrerenderManifest(manifest: unknown): BuildFacts {
  const { routes, preview } = (manifest ?? {}) as {
    routes?: Record<string, unknown>;
    preview?: { previewModeId?: unknown };
  };
  const posts = new Set<string>();
  const listPages = new Set<number>();
  for (const route of Object.keys(routes ?? {})) {
    const page = LIST_ROUTE.exec(route)?.[1];
    const slug = POST_ROUTE.exec(route)?.[1];
    if (page !== undefined) {
      const number = parsePageNumber(page);
      if (number !== null && number > 1) listPages.add(number);
    } else if (slug !== undefined && isPostSlug(slug)) posts.add(slug);
  }
  const id = preview?.previewModeId;
  return {
    posts,
    listPages,
    previewModeId: typeof id === "string" && id.length >= 16 ? id : null,
  };
}

/**
 * Reads the facts of the build the server runs. Without the manifest (a dev server before its
 * first compile, or a platform that did not ship it) the gates simply know nothing in advance:
 * they ask the backend, under their deadline and breaker, as for any other address.
 */
export function readBuildFacts(
  file = join(
    /* turbopackIgnore: true */ process.cwd(),
    ".next",
    "prerender-manifest.json",
  ),
  log: Pick<Console, "warn"> = console,
): BuildFacts {
  try {
    return parsePrerenderManifest(JSON.parse(readFileSync(file, "utf8")));
  } catch (error) {
    log.warn(
      `[blog] no prerender manifest at ${file}; the gates look every address up`,
      error,
    );
    return NO_BUILD_FACTS;
  }
}
