import { searchRefusal } from "@/lib/blog/search-bounds";

describe("searchRefusal", () => {
  it("answers pages up to 50 and refuses any past it", () => {
    expect(searchRefusal("water", "50")).toBeNull();
    expect(searchRefusal("water", null)).toBeNull();
    expect(searchRefusal("water", "junk")).toBeNull(); // read as the first page
    expect(searchRefusal("water", "51")).toBe("page");
    expect(searchRefusal("water", "999999")).toBe("page");
  });

  it("refuses a term of 80 graphemes that holds thousands of code points", () => {
    const heavy = `a${"\u0301".repeat(60)}`.repeat(80);
    expect(searchRefusal(heavy, null)).toBe("term");
    // What the search box can send (80 characters) always fits, in any script.
    expect(searchRefusal("水".repeat(80), null)).toBeNull();
    expect(searchRefusal("🚿".repeat(40), null)).toBeNull();
    // A long pasted term is cut to 80 characters, as before, and searched.
    expect(searchRefusal("x".repeat(500), null)).toBeNull();
  });
});
