import {
  META_DESCRIPTION_LIMIT,
  postKeywords,
  postMetaDescription,
  postMetaTitle,
  truncateOnWord,
} from "@/lib/blog/meta";

describe("truncateOnWord", () => {
  it("leaves text within the limit alone (whitespace collapsed)", () => {
    expect(truncateOnWord("Short  and\nsweet.")).toBe("Short and sweet.");
    const exact = "a".repeat(150) + " bcd";
    expect(truncateOnWord(exact)).toBe(exact);
  });

  it("cuts longer text on a word boundary to at most 155 characters", () => {
    const text =
      "In the East Valley's hard water, flush a tank water heater every six months and drain it fully once a year, and descale a tankless unit annually to keep it efficient.";
    const cut = truncateOnWord(text);
    expect(text.length).toBeGreaterThan(META_DESCRIPTION_LIMIT);
    expect(cut.length).toBeLessThanOrEqual(META_DESCRIPTION_LIMIT);
    expect(cut.endsWith("…")).toBe(true);
    const head = cut.slice(0, -1);
    expect(text.startsWith(head)).toBe(true);
    // The cut falls between words, never inside one, and drops dangling punctuation.
    expect(text[head.length]).toMatch(/[\s,]/);
    expect(head).not.toMatch(/[\s,;:]$/);
  });

  it("hard-cuts a single endless word", () => {
    const cut = truncateOnWord("x".repeat(400));
    expect(cut).toBe(`${"x".repeat(154)}…`);
  });
});

const loneSurrogate =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe("truncateOnWord with emoji", () => {
  it("never splits an emoji at the cut, even inside one long word", () => {
    for (let pad = 0; pad < 8; pad++) {
      const text = `${"a".repeat(150 + pad)}${"🚿👍🏽🇺🇸".repeat(5)}`;
      const cut = truncateOnWord(text);
      expect(cut).not.toMatch(loneSurrogate);
      expect(cut.endsWith("…")).toBe(true);
    }
  });

  it("counts an emoji as one character", () => {
    const text = "💧".repeat(155);
    expect(truncateOnWord(text)).toBe(text);
    expect(truncateOnWord(`${text}💧`)).toBe(`${"💧".repeat(154)}…`);
  });
});

describe("post metadata fallbacks", () => {
  it("uses meta_title, or the title", () => {
    expect(postMetaTitle({ title: "T", meta_title: "M" })).toBe("M");
    expect(postMetaTitle({ title: "T", meta_title: null })).toBe("T");
    expect(postMetaTitle({ title: "T", meta_title: "  " })).toBe("T");
  });
  it("uses meta_description, or the excerpt, cut to 155", () => {
    expect(postMetaDescription({ excerpt: "E", meta_description: "D" })).toBe(
      "D",
    );
    expect(
      postMetaDescription({
        excerpt: "word ".repeat(60),
        meta_description: null,
      }).length,
    ).toBeLessThanOrEqual(155);
  });
  it("splits comma-separated keywords", () => {
    expect(postKeywords({ meta_keywords: " a, b ,,c " })).toEqual([
      "a",
      "b",
      "c",
    ]);
    expect(postKeywords({ meta_keywords: null })).toEqual([]);
  });
});
