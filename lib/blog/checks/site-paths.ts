import { serviceDetailSlugs, servicePath } from "@/content/services";
import { staticSocialCards } from "@/lib/seo/social-cards";

// The pages a post's service link may name: every prerendered page (the social cards' list,
// read from the same content modules as the pages), every service route (twin routes share a
// card) and the blog.
export function siteServicePaths(): ReadonlySet<string> {
  return new Set([
    ...staticSocialCards().keys(),
    ...serviceDetailSlugs.map(servicePath),
  ]);
}
