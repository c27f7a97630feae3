import { takeGraphemes } from "@/lib/graphemes";

// What a visitor typed: normalized for every backend, and, for the old site's table until its
// search migration has run (docs/blog.md), a PostgREST `or` filter that matches it literally.
// The search rule itself is lib/blog/search-query.ts (bundled) and search_blogs (database).
//
// Why `imatch` (PostgreSQL `~*`) and not `ilike`: PostgREST rewrites every `*` in a like/ilike
// pattern to `%` and offers no escape for it, so a visitor's `*` would always be a wildcard
// ("*" alone would list every post). A regular expression in which every punctuation character
// is backslash-escaped matches the term literally, case-insensitively, anywhere in the text,
// which is exactly "contains the term". `%` and `_` mean nothing in a regular expression.
//
// Two layers of escaping, innermost first:
// 1. regular expression: `\` before each ASCII punctuation character (in PostgreSQL's
//    advanced regular expressions a backslash before a non-alphanumeric character makes it
//    an ordinary character);
// 2. PostgREST filter grammar: the value is wrapped in double quotes, inside which `\` and `"`
//    are backslash-escaped, so `,` `(` `)` `.` `:` can never end the value or the `or` list.

export const MAX_SEARCH_LENGTH = 80;

/**
 * The most UTF-8 bytes a normalized term may take: 80 characters of any script at 4 bytes. The
 * form's box (maxLength 80, UTF-16 units) cannot exceed it; a term of 80 graphemes each built
 * of many combining marks can, and is refused rather than searched and cached.
 */
export const MAX_SEARCH_BYTES = 320;

export const SEARCH_COLUMNS = ["title", "content", "excerpt"] as const;

/** Trims, collapses runs of whitespace and caps the length; "" means "no search". */
export function normalizeSearchTerm(raw: unknown): string {
  if (typeof raw !== "string") return "";
  const clean = raw
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return takeGraphemes(clean, MAX_SEARCH_LENGTH).trim();
}

/** Whether a normalized term fits MAX_SEARCH_BYTES. */
export function searchTermFits(term: string): boolean {
  return new TextEncoder().encode(term).length <= MAX_SEARCH_BYTES;
}

export function escapeRegexLiteral(term: string): string {
  return term.replace(/[!-/:-@[-`{-~]/g, (char) => `\\${char}`);
}

export function quotePostgrestValue(value: string): string {
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/** `title.imatch."…",content.imatch."…",excerpt.imatch."…"` for postgrest-js `.or()`. */
export function searchFilter(term: string): string {
  const value = quotePostgrestValue(escapeRegexLiteral(term));
  return SEARCH_COLUMNS.map((column) => `${column}.imatch.${value}`).join(",");
}
