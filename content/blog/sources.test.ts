import { readFileSync } from "node:fs";
import { join } from "node:path";
import { bundledPosts } from "@/content/blog/posts";
import { postSources } from "@/content/blog/sources";

// Every number a bundled post prints sits inside a figure of content/blog/sources.ts that says
// where it was read (or that it is ours), and no entry quotes words its post no longer has.

const postText = (post: (typeof bundledPosts)[number]) =>
  [
    post.title,
    post.excerpt,
    post.content,
    post.meta_title,
    post.meta_description,
    post.meta_keywords,
  ].join("\n");

/** Start and end of every occurrence of `needle` in `text`. */
function spans(text: string, needle: string): [number, number][] {
  const found: [number, number][] = [];
  for (
    let at = text.indexOf(needle);
    at >= 0;
    at = text.indexOf(needle, at + 1)
  )
    found.push([at, at + needle.length]);
  return found;
}

describe("the bundled posts' sources", () => {
  it("list every post, and only bundled posts", () => {
    expect(Object.keys(postSources).sort()).toEqual(
      bundledPosts.map((post) => post.slug).sort(),
    );
  });

  it.each(bundledPosts.map((post) => [post.slug, post] as const))(
    "%s: each number is inside a sourced figure",
    (slug, post) => {
      const text = postText(post);
      const covered = postSources[slug]!.flatMap((entry) =>
        spans(text, entry.figure),
      );
      const unsourced = [...text.matchAll(/\d(?:[\d,.]*\d)?/g)]
        .filter(
          (m) =>
            !covered.some(
              ([start, end]) =>
                start <= m.index && m.index + m[0].length <= end,
            ),
        )
        .map((m) => text.slice(Math.max(0, m.index - 30), m.index + 20));
      expect(unsourced).toEqual([]);
    },
  );

  it.each(Object.entries(postSources))(
    "%s: each entry quotes its post and names a dated source or says it is ours",
    (slug, entries) => {
      const post = bundledPosts.find((p) => p.slug === slug)!;
      for (const entry of entries) {
        expect({
          figure: entry.figure,
          inPost: postText(post).includes(entry.figure),
        }).toEqual({
          figure: entry.figure,
          inPost: true,
        });
        if ("ours" in entry) expect(entry.ours.length).toBeGreaterThan(0);
        else {
          expect(entry.url).toMatch(/^https?:\/\/[^\s]+$/);
          expect(entry.read).toMatch(/^\d{4}-\d\d-\d\d$/);
          expect(entry.says.length).toBeGreaterThan(0);
        }
      }
    },
  );

  it("never say the plumbers hold the license: the company does", () => {
    const seed = readFileSync(
      join(__dirname, "../../supabase/seed.sql"),
      "utf8",
    );
    const licensedPlumbers = /licensed(?:,? (?:and )?insured)? plumbers/i;
    for (const post of bundledPosts)
      expect({
        slug: post.slug,
        says: licensedPlumbers.test(postText(post)),
      }).toEqual({
        slug: post.slug,
        says: false,
      });
    expect(seed).not.toMatch(licensedPlumbers);
  });
});
