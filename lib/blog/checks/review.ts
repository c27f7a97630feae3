import "server-only";
import { business } from "@/content/business";
import { blogSourceKind } from "@/lib/blog";
import { imageFacts, type Loaded } from "@/lib/blog/checks/image-facts";
import { checkPost, type Finding } from "@/lib/blog/checks/rules";
import { siteServicePaths } from "@/lib/blog/checks/site-paths";
import { searchSnippet, type SearchSnippet } from "@/lib/blog/checks/snippet";
import {
  createBundledTwinReader,
  createSupabaseTwinReader,
  type TwinReader,
} from "@/lib/blog/checks/twins";
import type { BlogPost } from "@/lib/blog/types";
import { env } from "@/lib/env";

// Gathers what the checks need about one post, from the backend the site reads (lib/blog picks
// it): the preview panel and `npm run check-post` both call this, so they say the same.

export type Review = { snippet: SearchSnippet; findings: Finding[] };

function selectTwinReader(): TwinReader {
  if (blogSourceKind === "bundled") return createBundledTwinReader();
  // selectBlogSource picks Supabase only when both values are set.
  return createSupabaseTwinReader({
    url: (env.SUPABASE_URL ?? env.NEXT_PUBLIC_SUPABASE_URL)!,
    anonKey: (env.SUPABASE_ANON_KEY ?? env.NEXT_PUBLIC_SUPABASE_ANON_KEY)!,
  });
}

const twinReader = selectTwinReader();

/** `loadLocal` reads a site path such as /images/blog/x.png (image-facts.ts). */
export async function reviewPost(
  post: BlogPost,
  loadLocal: (sitePath: string) => Promise<Loaded>,
  now = Date.now(),
): Promise<Review> {
  const [image, twins] = await Promise.all([
    imageFacts(post.image, loadLocal),
    twinReader(post),
  ]);
  const facts = {
    post,
    siteName: business.name,
    siteUrl: business.siteUrl,
    image,
    twins,
    sitePaths: siteServicePaths(),
    now,
  };
  return {
    snippet: searchSnippet(post, facts.siteName, facts.siteUrl),
    findings: checkPost(facts),
  };
}
