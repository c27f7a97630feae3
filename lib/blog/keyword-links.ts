// Seed §9: up to three phrases in a post become links to their service pages, only in
// paragraphs that are neither the first nor the last. Where phrases overlap the longest wins
// ("tankless water heater" over "water heater"), and each page is linked at most once.

export const KEYWORD_TARGETS: readonly { phrase: string; href: string }[] = [
  { phrase: "tankless water heater", href: "/services/tankless-water-heaters" },
  {
    phrase: "pressure regulating valve",
    href: "/services/pressure-regulating-valves",
  },
  { phrase: "garbage disposal", href: "/services/garbage-disposal" },
  { phrase: "water filtration", href: "/services/water-filtration" },
  { phrase: "water softener", href: "/services/water-softener" },
  { phrase: "drain cleaning", href: "/services/drain-cleaning" },
  { phrase: "water heater", href: "/services/water-heater-services" },
  { phrase: "pipe leak", href: "/services/pipe-leaks" },
  { phrase: "tankless", href: "/services/tankless-water-heaters" },
  { phrase: "faucet", href: "/services/faucets" },
  { phrase: "toilet", href: "/services/toilets" },
  { phrase: "shower", href: "/services/showers" },
];

export const MAX_KEYWORD_LINKS = 3;

export type Segment = string | { text: string; href: string };

// Longest phrase first, so the alternation prefers it at any position. A plural ending is part
// of the link ("faucets", "garbage disposals"); \b keeps "shower" out of "showerhead".
const phrasePattern = [...KEYWORD_TARGETS]
  .sort((a, b) => b.phrase.length - a.phrase.length)
  .map((t) => t.phrase.replace(/ /g, "\\s+"))
  .join("|");

const hrefByPhrase = new Map(KEYWORD_TARGETS.map((t) => [t.phrase, t.href]));

function hrefFor(matched: string): string | undefined {
  const phrase = matched.toLowerCase().replace(/\s+/g, " ");
  return hrefByPhrase.get(phrase);
}

/** Splits content on blank lines into trimmed, non-empty paragraphs. */
export function splitParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Each paragraph as text and link segments, in order. */
export function linkKeywords(
  paragraphs: readonly string[],
  maxLinks = MAX_KEYWORD_LINKS,
): Segment[][] {
  const used = new Set<string>();
  return paragraphs.map((paragraph, index) => {
    const eligible = index > 0 && index < paragraphs.length - 1;
    if (!eligible || used.size >= maxLinks) return [paragraph];
    const segments: Segment[] = [];
    const pattern = new RegExp(`\\b(${phrasePattern})(?:e?s)?\\b`, "gi");
    let last = 0;
    for (const match of paragraph.matchAll(pattern)) {
      const href = hrefFor(match[1] ?? "");
      if (!href || used.has(href) || used.size >= maxLinks) continue;
      used.add(href);
      if (match.index > last) segments.push(paragraph.slice(last, match.index));
      segments.push({ text: match[0], href });
      last = match.index + match[0].length;
    }
    if (last < paragraph.length) segments.push(paragraph.slice(last));
    return segments;
  });
}
