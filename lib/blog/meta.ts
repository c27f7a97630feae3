import type { BlogPost } from "@/lib/blog/types";

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
  if (clean.length <= limit) return clean;
  const room = clean.slice(0, limit); // one character is kept for the ellipsis
  const cut = room.lastIndexOf(" ");
  const head = (cut > 0 ? room.slice(0, cut) : room.slice(0, limit - 1))
    .replace(/[\s,;:.!?\-–—]+$/, "")
    .slice(0, limit - 1);
  return `${head}…`;
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
