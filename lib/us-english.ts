// The site is written in US English. These are the British spellings that have slipped into its
// copy before, each with the US form to use instead. One list for both checks: the content
// modules' strings (content/us-english.test.ts) and the text of the served pages
// (e2e/us-english.spec.ts).

export type BritishSpelling = {
  /** What is being caught, as named in a failure. */
  british: string;
  us: string;
  /** Global and case-insensitive; written so that US words never match. */
  pattern: RegExp;
};

export const britishSpellings: readonly BritishSpelling[] = [
  { british: "neighbour", us: "neighbor", pattern: /\bneighbour\w*/gi },
  { british: "colour", us: "color", pattern: /\w*colour\w*/gi },
  { british: "ageing", us: "aging", pattern: /\bageing\b/gi },
  // US "center"; "centred" and "centres" too.
  { british: "centre", us: "center", pattern: /\bcentr(?:e|es|ed)\b/gi },
  // The unit only: "parameter", "diameter" and the water "meter" are spelled -meter already.
  {
    british: "metre",
    us: "meter",
    pattern: /\b(?:kilo|centi|milli)?metres?\b/gi,
  },
  // "organise", "organisation"..., but not "organism".
  { british: "organis", us: "organiz", pattern: /\borganis(?!m)\w*/gi },
  // US English uses "license" for the noun too.
  { british: "licence", us: "license", pattern: /\blicenc(?:e|es|ed|ing)\b/gi },
  { british: "favour", us: "favor", pattern: /\w*favour\w*/gi },
  { british: "behaviour", us: "behavior", pattern: /\w*behaviour\w*/gi },
  {
    british: "grey",
    us: "gray",
    pattern: /\bgrey(?:s|ed|er|est|ish|ness)?\b/gi,
  },
  { british: "cosy", us: "cozy", pattern: /\bcos(?:y|ier|iest|ily|iness)\b/gi },
  // "fulfil", "fulfils", "fulfilment"; "fulfilled" and "fulfilling" are US English too.
  { british: "fulfil", us: "fulfill", pattern: /\bfulfil(?!l)\w*/gi },
  { british: "de-scale", us: "descale", pattern: /\bde-scal\w*/gi },
];

export type BritishSpellingFound = {
  british: string;
  us: string;
  found: string;
};

/** Every British spelling in a text, in list order, each with the word as written. */
export function britishSpellingsIn(text: string): BritishSpellingFound[] {
  return britishSpellings.flatMap(({ british, us, pattern }) =>
    [...text.matchAll(pattern)].map(([found]) => ({ british, us, found })),
  );
}
