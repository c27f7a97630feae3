import {
  escapeRegexLiteral,
  normalizeSearchTerm,
  quotePostgrestValue,
  searchFilter,
} from "@/lib/blog/search-term";

describe("normalizeSearchTerm", () => {
  it("trims, collapses whitespace and drops control characters", () => {
    expect(normalizeSearchTerm("  water \n\t heater \u0000 ")).toBe(
      "water heater",
    );
  });
  it("caps the length at 80 characters", () => {
    expect(normalizeSearchTerm("x".repeat(500))).toHaveLength(80);
  });
  it("cuts at 80 characters without splitting an emoji", () => {
    const term = normalizeSearchTerm(`${"a".repeat(79)}🚿🚿`);
    expect(term).toBe(`${"a".repeat(79)}🚿`);
    expect(normalizeSearchTerm("👍🏽".repeat(100))).toBe("👍🏽".repeat(80));
  });

  it("treats anything that is not text as no search", () => {
    expect(normalizeSearchTerm(undefined)).toBe("");
    expect(normalizeSearchTerm(["a"])).toBe("");
    expect(normalizeSearchTerm("   ")).toBe("");
  });
});

describe("escapeRegexLiteral", () => {
  it("escapes every ASCII punctuation character and nothing else", () => {
    // The same expression is run against PostgreSQL in supabase/tests/blogs_rls.test.sql.
    expect(escapeRegexLiteral('50% off_now (a*b), "q" \\ end')).toBe(
      String.raw`50\% off\_now \(a\*b\)\, \"q\" \\ end`,
    );
    expect(escapeRegexLiteral(".*")).toBe(String.raw`\.\*`);
    expect(escapeRegexLiteral("Tankless 80 psi ñ")).toBe("Tankless 80 psi ñ");
  });
});

describe("quotePostgrestValue", () => {
  it("wraps in double quotes and escapes quotes and backslashes", () => {
    expect(quotePostgrestValue(String.raw`a"b\c`)).toBe(String.raw`"a\"b\\c"`);
  });
});

/** PostgREST's own reading of an `or=(...)` list: comma-separated, quoted values unescaped. */
function parseOrList(list: string): string[] {
  const values: string[] = [];
  const pattern = /(\w+)\.imatch\."((?:[^"\\]|\\.)*)"(?:,|$)/gy;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(list))) {
    values.push(match[2]!.replace(/\\(.)/g, "$1"));
  }
  expect(pattern.lastIndex === 0 || pattern.lastIndex === list.length).toBe(
    true,
  );
  return values;
}

describe("searchFilter", () => {
  const hostile = [
    "a,b",
    "water)heater",
    "x),published.eq.false,title.imatch.(",
    '"quoted"',
    "back\\slash\\",
    "*",
    "100%",
    "p_t valve",
    "or(and(",
  ];

  it.each(hostile)(
    "%s stays one literal value in each of the three conditions",
    (term) => {
      const values = parseOrList(searchFilter(term));
      expect(values).toHaveLength(3);
      for (const value of values) {
        const regex = new RegExp(value, "i");
        expect(regex.test(`before ${term} after`)).toBe(true);
        // Punctuation never acts as a wildcard: the same length of other text does not match.
        expect(regex.test("z".repeat(term.length))).toBe(false);
      }
    },
  );
});
