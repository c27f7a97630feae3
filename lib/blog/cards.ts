import { resolvePostImage } from "@/lib/blog/images";
import type { BlogPostSummary, PostCardData } from "@/lib/blog/types";
import { formatLongDate } from "@/lib/format";

// Server-side shaping of a post for its card: the date is formatted here (in Arizona time)
// so neither the page nor the search island ships date code to the browser.

export function toCardData(
  post: BlogPostSummary,
  supabaseUrl: string | undefined,
): PostCardData {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    image: resolvePostImage(post.image, supabaseUrl),
    dateLabel: formatLongDate(post.created_at),
    dateTime: post.created_at,
  };
}
