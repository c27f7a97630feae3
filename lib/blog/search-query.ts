import { stemEnglish } from "@/lib/blog/english-stem";

// The blog's search rule, in TypeScript for the bundled posts: what search_blogs(q) does in
// PostgreSQL (supabase/migrations/20261205120000_blogs_search_while_typing.sql), so both
// backends find the same posts (lib/blog/search-cases.json holds both to it).
// - Text is read as PostgreSQL's `english` configuration reads it: words of letters and
//   digits, lowercased, stop words dropped (they still take a position), stemmed
//   (stemEnglish); a word with a digit is kept as typed; "10.5" is one word; "water-heater"
//   is the compound and its parts.
// - The query as websearch_to_tsquery reads it: words must all match, "quoted phrases" in
//   order, -word excludes, `or` between alternatives.
// - The last word is the start of a word (prefix of its stem), as long as it ends the text and
//   follows a space, the start, `"` or `(`; a half-typed "-ing"/"-ation" also matches without
//   that ending when four letters remain.
// - Rank: matches in the title count most, then the excerpt, then the body (the weights A, B,
//   C of the `fts` column); the database ranks by ts_rank_cd, close but not identical.

/** The stop words of PostgreSQL's english configuration (tsearch_data/english.stop). */
const STOP_WORDS = new Set(
  (
    "i me my myself we our ours ourselves you your yours yourself yourselves he him his " +
    "himself she her hers herself it its itself they them their theirs themselves what which " +
    "who whom this that these those am is are was were be been being have has had having do " +
    "does did doing a an the and but if or because as until while of at by for with about " +
    "against between into through during before after above below to from up down in out on " +
    "off over under again further then once here there when where why how all any both each " +
    "few more most other some such no nor not only own same so than too very s t can will " +
    "just don should now"
  ).split(" "),
);

/** One word as its lexeme, or null for a stop word. */
function lexeme(word: string): string | null {
  const lower = word.toLowerCase();
  if (/\d/.test(lower)) return lower;
  return STOP_WORDS.has(lower) ? null : stemEnglish(lower);
}

/** A decimal, a hyphenated compound, or a run of letters and digits. */
const TOKEN = /\d+\.\d+|[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

/** The lexemes of a text in order; null where a stop word stands. */
export function lexemes(text: string): (string | null)[] {
  const out: (string | null)[] = [];
  for (const [token] of text.matchAll(TOKEN)) {
    const parts = token.split("-");
    if (parts.length > 1) out.push(lexeme(token));
    for (const part of parts) out.push(lexeme(part));
  }
  return out;
}

/** A word of the query: an exact lexeme, or the last word's prefixes. */
type Word = { exact: string } | { prefixes: string[] } | null;
type Term = { negated: boolean; words: Word[] };
/** Alternatives (`or`), each a list of terms that must all hold. */
export type SearchQuery = Term[][];

const MAX_QUERY_LENGTH = 200;
const LAST_WORD = /[\p{L}\p{N}]+$/u;
const PREFIX_ALLOWED_AFTER = /(^|[\s"(])$/u;
const HALF_TYPED_ENDING = /(in?|a(t(io?)?)?)$/i;

function prefixesOf(word: string): string[] {
  const stems = [lexeme(word)];
  const start = word.replace(HALF_TYPED_ENDING, "");
  if (start.length >= 4 && start !== word) stems.push(lexeme(start));
  return stems.filter((s): s is string => !!s);
}

function wordsOf(text: string, last: string | null): Word[] {
  const words: Word[] = lexemes(text).map((l) => (l ? { exact: l } : null));
  if (last !== null) {
    const prefixes = prefixesOf(last);
    if (prefixes.length) words.push({ prefixes });
  }
  return words;
}

/** What the visitor typed, read like blogs_search_query(q) in the database. */
export function parseSearch(raw: string): SearchQuery {
  const clean = Array.from(raw)
    .slice(0, MAX_QUERY_LENGTH)
    .join("")
    .replace(/-+/g, "-")
    .replace(/-(?![\p{L}\p{N}])/gu, " ");
  let text = clean;
  let last: string | null = null;
  const word = LAST_WORD.exec(clean)?.[0];
  if (word && PREFIX_ALLOWED_AFTER.test(clean.slice(0, -word.length))) {
    text = clean.slice(0, -word.length);
    last = word;
  }

  const groups: Term[][] = [[]];
  // A quoted phrase (to the end when unclosed), or a run of anything but space and quotes.
  const chunk = /(-?)"([^"]*)"?|(-?)([^\s"]+)/gu;
  const chunks = [...text.matchAll(chunk)];
  const lastInPhrase =
    last !== null && /"[^"]*$/.test(text.replace(/"[^"]*"/g, ""));
  chunks.forEach((match, i) => {
    const isLastChunk = i === chunks.length - 1;
    const negated = !!(match[1] || match[3]);
    const body = match[2] ?? match[4] ?? "";
    if (!negated && match[2] === undefined && body.toLowerCase() === "or") {
      if (groups.at(-1)!.length) groups.push([]);
      return;
    }
    const inPhraseWithLast =
      lastInPhrase && isLastChunk && match[2] !== undefined;
    const words = wordsOf(body, inPhraseWithLast ? last : null);
    if (inPhraseWithLast) last = null;
    if (words.some((w) => w)) groups.at(-1)!.push({ negated, words });
  });
  if (last !== null) {
    const prefixes = prefixesOf(last);
    if (prefixes.length)
      groups.at(-1)!.push({ negated: false, words: [{ prefixes }] });
  }
  return groups.filter((group) => group.length);
}

function matchesWord(word: Word, lexeme: string | null | undefined): boolean {
  if (word === null) return lexeme !== undefined;
  if (!lexeme) return false;
  return "exact" in word
    ? word.exact === lexeme
    : word.prefixes.some((p) => lexeme.startsWith(p));
}

/** Where the term's words stand in order (stop words: any word), at each start position. */
function occurrences(term: Term, document: (string | null)[]): number[] {
  const words = term.words;
  // Stop words at either end of a phrase do not count (PostgreSQL drops them).
  let first = 0;
  let end = words.length;
  while (first < end && words[first] === null) first++;
  while (end > first && words[end - 1] === null) end--;
  const inner = words.slice(first, end);
  const starts: number[] = [];
  for (let i = 0; i + inner.length <= document.length; i++) {
    if (inner.every((w, j) => matchesWord(w, document[i + j]))) starts.push(i);
  }
  return starts;
}

export type SearchableText = {
  title: string;
  excerpt: string;
  content: string;
};

/** Weights of PostgreSQL's ranking functions for A (title), B (excerpt) and C (body). */
const WEIGHTS = { title: 1, excerpt: 0.4, content: 0.2 } as const;

/** The post's rank for the query (0 for a match on exclusions alone); null when it does not match. */
export function rankPost(
  post: SearchableText,
  query: SearchQuery,
): number | null {
  const fields = (["title", "excerpt", "content"] as const).map((name) => ({
    name,
    words: lexemes(post[name]),
  }));
  // One document: the three fields one after the other, as `fts` concatenates them.
  const document = fields.flatMap((f) => f.words);
  const weightAt: number[] = fields.flatMap((f) =>
    f.words.map(() => WEIGHTS[f.name]),
  );
  let best: number | null = null;
  for (const group of query) {
    let score = 0;
    let holds = true;
    for (const term of group) {
      const found = occurrences(term, document);
      if ((found.length === 0) !== term.negated) {
        holds = false;
        break;
      }
      if (!term.negated)
        score += found.reduce((sum, i) => sum + weightAt[i]!, 0);
    }
    if (holds) best = Math.max(best ?? 0, score);
  }
  return best;
}
