// Length caps on text a person wrote. String#slice counts UTF-16 code units, so a cap can cut an
// emoji in half and leave a lone surrogate in a title or a heading; these count and cut on
// grapheme clusters (what a reader sees as one character: "👍🏽", "🇺🇸", "é" typed as e + ◌́).

const segmenter = new Intl.Segmenter("en-US", { granularity: "grapheme" });

export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** The first `max` grapheme clusters of `text`. */
export function takeGraphemes(text: string, max: number): string {
  if (text.length <= max) return text; // each cluster holds at least one code unit
  return graphemes(text).slice(0, max).join("");
}
