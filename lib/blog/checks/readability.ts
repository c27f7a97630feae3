// Readability by the Flesch-Kincaid grade level: 0.39 × (words / sentences) + 11.8 × (syllables /
// words) − 15.59, the US school grade a reader needs. Syllables are counted by vowel groups, an
// approximation: a final "e", "es" or "ed" is taken as silent (but "-le" after a consonant is
// not), and every word has at least one.

export type Readability = {
  grade: number;
  words: number;
  sentences: number;
  /** Words in the longest sentence. */
  longestSentence: number;
};

const WORD = /[A-Za-z0-9]+(?:['’][A-Za-z]+)*/g;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/['’].*$/, "");
  if (/^\d+$/.test(w)) return 1;
  if (w.length <= 3) return 1;
  const trimmed = /[^aeiouy]le$/.test(w) ? w : w.replace(/(?:es|ed|e)$/, "");
  const groups = trimmed.match(/[aeiouy]+/g)?.length ?? 0;
  return Math.max(1, groups);
}

/** Sentences end at . ! ? (or a paragraph's end); a decimal point or "e.g." inside a word does not. */
export function splitSentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?])["”’)]*\s+(?=["“(]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter((s) => countWords(s) > 0);
}

export function readability(paragraphs: readonly string[]): Readability {
  const sentences = paragraphs.flatMap(splitSentences);
  const words = sentences.flatMap((s) => s.match(WORD) ?? []);
  const syllableCount = words.reduce((sum, w) => sum + syllables(w), 0);
  const grade =
    words.length && sentences.length
      ? 0.39 * (words.length / sentences.length) +
        11.8 * (syllableCount / words.length) -
        15.59
      : 0;
  return {
    grade: Math.round(grade * 10) / 10,
    words: words.length,
    sentences: sentences.length,
    longestSentence: Math.max(0, ...sentences.map(countWords)),
  };
}
