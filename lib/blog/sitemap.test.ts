import {
  existingSitemapPart,
  parseSitemapPart,
  sitemapPart,
  sitemapPartCount,
  sitemapPartPath,
} from "@/lib/blog/sitemap";

const entries = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    slug: `post-${i}`,
    created_at: "2026-01-01T00:00:00Z",
  }));

describe("blog sitemap split", () => {
  it("keeps one file up to 50,000 posts and splits past it", () => {
    expect(sitemapPartCount(1_500)).toBe(1);
    expect(sitemapPartCount(50_000)).toBe(1);
    expect(sitemapPartCount(50_001)).toBe(2);
    expect(sitemapPartCount(120_000)).toBe(3);
  });

  it("gives every post to exactly one part, in order", () => {
    const all = entries(25);
    const parts = [1, 2, 3].map((part) => sitemapPart(all, part, 10));
    expect(parts.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(parts.flat()).toEqual(all);
  });

  it("names parts /blog-sitemap/<n>.xml and reads nothing else as one", () => {
    expect(sitemapPartPath(2)).toBe("/blog-sitemap/2.xml");
    expect(parseSitemapPart("2.xml")).toBe(2);
    for (const bad of ["0.xml", "02.xml", "2", "2.xml.gz", "x.xml"])
      expect(parseSitemapPart(bad)).toBeNull();
  });
});

describe("which part /blog-sitemap/<segment> serves", () => {
  it("answers an address that names no part without reading anything", async () => {
    const count = jest.fn(async () => 120_000);
    for (const segment of [
      "x",
      "2",
      "0.xml",
      "02.xml",
      "1000.xml",
      "2.xml.rsc",
    ])
      expect(await existingSitemapPart(segment, count)).toBeNull();
    expect(count).not.toHaveBeenCalled();
  });

  it("serves a part that exists, and reads only the count for one that does not", async () => {
    const count = jest.fn(async () => 120_000);
    expect(await existingSitemapPart("3.xml", count)).toBe(3);
    expect(await existingSitemapPart("4.xml", count)).toBeNull();
    expect(await existingSitemapPart("2.xml", async () => 1_500)).toBeNull();
    expect(await existingSitemapPart("1.xml", async () => 1_500)).toBeNull();
  });
});
