import {
  countWords,
  readability,
  splitSentences,
  syllables,
} from "@/lib/blog/checks/readability";
import { cutTitle, textWidth } from "@/lib/blog/checks/title-width";

// The measures behind the checks, on text counted by hand.

test("syllables by vowel groups, silent endings dropped", () => {
  expect(
    [
      "the",
      "water",
      "heater",
      "valve",
      "table",
      "used",
      "comprehensive",
      "municipal",
      "infrastructure",
      "80",
    ].map(syllables),
  ).toEqual([1, 2, 2, 1, 2, 1, 4, 4, 4, 1]);
});

test("sentences end at . ! ? before a capital, not inside 2.5 or e.g.", () => {
  expect(
    splitSentences(
      "Set it to 2.5 gallons. Is it loud? Yes! Check e.g. the valve.",
    ),
  ).toEqual([
    "Set it to 2.5 gallons.",
    "Is it loud?",
    "Yes!",
    "Check e.g. the valve.",
  ]);
  expect(countWords("Don't wait: call 480-555-0100.")).toBe(6);
});

test("the Flesch-Kincaid grade: 0.39 × words per sentence + 11.8 × syllables per word − 15.59", () => {
  // 7 words, 2 sentences, 7 syllables: 0.39 × 3.5 + 11.8 × 1 − 15.59 = −2.425.
  expect(readability(["The cat sat. The dog ran fast."])).toEqual({
    grade: -2.4,
    words: 7,
    sentences: 2,
    longestSentence: 4,
  });
  // 3 words, 1 sentence, 12 syllables: 0.39 × 3 + 11.8 × 4 − 15.59 = 32.78.
  expect(readability(["Comprehensive municipal infrastructure."]).grade).toBe(
    32.8,
  );
});

test("title width in 20 px Arial metrics, and the cut after the last whole word", () => {
  // Arial's advance widths: W 1933, i 455 units of 2048.
  expect(textWidth("Wi")).toBeCloseTo(((1933 + 455) * 20) / 2048, 5);
  expect(cutTitle("Short title")).toBe("Short title");
  // A separator left before the cut is dropped.
  expect(cutTitle("Water heater | Family Plumbing", 200)).toBe(
    "Water heater …",
  );
  expect(cutTitle("W".repeat(10) + " " + "W".repeat(40))).toBe("WWWWWWWWWW …");
});
