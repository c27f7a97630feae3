import { pagePath } from "@/lib/blog/page-path";

describe("pagePath", () => {
  it("reads the RSC forms of an address as the page they belong to", () => {
    expect(pagePath("/blog/search.rsc")).toBe("/blog/search");
    expect(pagePath("/blog/slab-leak-signs.rsc")).toBe("/blog/slab-leak-signs");
    expect(pagePath("/blog/slab-leak-signs.prefetch.rsc")).toBe(
      "/blog/slab-leak-signs",
    );
    expect(pagePath("/blog/search.segments/_tree.segment.rsc")).toBe(
      "/blog/search",
    );
    expect(pagePath("/api/blog/search.rsc")).toBe("/api/blog/search");
    expect(pagePath("/blog.rsc")).toBe("/blog");
  });

  it("leaves every other address as it is", () => {
    expect(pagePath("/blog/search")).toBe("/blog/search");
    expect(pagePath("/blog/page/2")).toBe("/blog/page/2");
    expect(pagePath("/blog/rsc")).toBe("/blog/rsc");
  });
});
