import type { BlogPost } from "@/lib/blog/types";
import { graphemes } from "@/lib/graphemes";

// Seed §9: a post's meta description is cut to 155 characters.

export const META_DESCRIPTION_LIMIT = 155;

/**
 * Collapses whitespace and, when the text is longer than `limit`, cuts it at the last word
 * boundary that leaves room for an ellipsis, so the result is never longer than `limit`.
 */
export function truncateOnWord(
  text: string,
  limit = META_DESCRIPTION_LIMIT,
): string {
  const clean = text.replace(/\s+/g, " ").trim();
  // Counted and cut in grapheme clusters, so an emoji is never split into a lone surrogate.
  const chars = graphemes(clean);
  if (chars.length <= limit) return clean;
  const room = chars.slice(0, limit); // one character is kept for the ellipsis
  const cut = room.lastIndexOf(" ");
  const trimmed = (cut > 0 ? room.slice(0, cut) : room.slice(0, limit - 1))
    .join("")
    .replace(/[\s,;:.!?\-–—]+$/, "");
  return `${graphemes(trimmed)
    .slice(0, limit - 1)
    .join("")}…`;
}

export function postMetaTitle(post: Pick<BlogPost, "title" | "meta_title">) {
  return post.meta_title?.trim() || post.title;
}

export function postMetaDescription(
  post: Pick<BlogPost, "excerpt" | "meta_description">,
) {
  return truncateOnWord(post.meta_description?.trim() || post.excerpt);
}

export function postKeywords(post: Pick<BlogPost, "meta_keywords">): string[] {
  return (post.meta_keywords ?? "")
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
}
