import { cutTitle } from "@/lib/blog/checks/title-width";
import { postMetaDescription, postMetaTitle } from "@/lib/blog/meta";
import type { BlogPost } from "@/lib/blog/types";

// The post as a search result shows it: the title through the root layout's template
// ("%s | <business name>", lib/seo/root-metadata.ts), cut where Google cuts it, the address, and the
// description the page sends (meta description, or the excerpt, cut at 155 characters).

export type SearchSnippet = {
  /** The meta title, or the title when it is empty. */
  ownTitle: string;
  /** The <title> the page sends. */
  fullTitle: string;
  /** What a results page shows of it. */
  shownTitle: string;
  url: string;
  description: string;
  /** True when the description is the excerpt, the meta description being empty. */
  fromExcerpt: boolean;
};

export function searchSnippet(
  post: Pick<
    BlogPost,
    "title" | "meta_title" | "excerpt" | "meta_description" | "slug"
  >,
  siteName: string,
  siteUrl: string,
): SearchSnippet {
  const ownTitle = postMetaTitle(post);
  const fullTitle = `${ownTitle} | ${siteName}`;
  return {
    ownTitle,
    fullTitle,
    shownTitle: cutTitle(fullTitle),
    url: `${siteUrl}/blog/${post.slug}`,
    description: postMetaDescription(post),
    fromExcerpt: !post.meta_description?.trim(),
  };
}
