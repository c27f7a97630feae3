import bundled from "@/content/blog/posts.json";
import { createBundledSource } from "@/lib/blog/bundled-source";
import { stemEnglish } from "@/lib/blog/english-stem";
import { encodeCursor, decodeCursor } from "@/lib/blog/search-cursor";
import { lexemes, parseSearch, rankPost } from "@/lib/blog/search-query";
import shared from "@/lib/blog/search-cases.json";
import type { BlogPost } from "@/lib/blog/types";

// The bundled source searches like search_blogs in PostgreSQL: every case of
// lib/blog/search-cases.json (what PostgreSQL 15 finds on the seed, checked by the db tests)
// finds the same posts here.

const posts = bundled as BlogPost[];
const source = createBundledSource(posts);
const everything = { offset: 0, limit: 100 };

describe("the cases PostgreSQL answers (lib/blog/search-cases.json)", () => {
  it.each(shared.cases.map((c) => [c.q, c.slugs] as const))(
    "%j finds the same posts as search_blogs",
    async (q, slugs) => {
      const found = await source.searchPosts(q, everything);
      expect(found.posts.map((p) => p.slug).sort()).toEqual(slugs);
      expect(found.total).toBe(slugs.length);
    },
  );
});

describe("search while typing", () => {
  const slugs = async (q: string) =>
    (await source.searchPosts(q, everything)).posts.map((p) => p.slug);

  it("reads the last word as the start of a word, the others as whole words", async () => {
    expect(await slugs("tankl")).toEqual([
      "flush-water-heater-hard-water-mesa",
    ]);
    expect(await slugs("water heat")).toEqual(await slugs("water heater"));
    expect(await slugs("wat heater")).toEqual([]);
  });

  it("keeps a -negated, quoted-closed or contracted last word whole", () => {
    expect(parseSearch("water -tankl")).toEqual([
      [
        { negated: false, words: [{ exact: "water" }] },
        { negated: true, words: [{ exact: "tankl" }] },
      ],
    ]);
    expect(parseSearch('"water heat"')).toEqual([
      [{ negated: false, words: [{ exact: "water" }, { exact: "heat" }] }],
    ]);
    expect(parseSearch('"water heat')).toEqual([
      [
        {
          negated: false,
          words: [{ exact: "water" }, { prefixes: ["heat"] }],
        },
      ],
    ]);
  });

  it("reaches a stem shorter than a half-typed -ing or -ation", () => {
    expect(parseSearch("plumbi")).toEqual([
      [{ negated: false, words: [{ prefixes: ["plumbi", "plumb"] }] }],
    ]);
    expect(parseSearch("irrigat")[0]![0]!.words[0]).toEqual({
      prefixes: ["irrigat", "irrig"],
    });
    // Not for short words: "drain" would reach "dra" (draw, drape).
    expect(parseSearch("drain")[0]![0]!.words[0]).toEqual({
      prefixes: ["drain"],
    });
  });

  it("never throws on odd input, and punctuation alone finds nothing", async () => {
    for (const q of [
      '"',
      '"")(',
      "-",
      "- - -",
      "or",
      "-or",
      "*:&|!<->",
      "''",
      "\u0000",
      "🚿",
    ]) {
      expect(() => parseSearch(q)).not.toThrow();
      expect(await slugs(q)).toEqual([]);
    }
  });

  it("ranks a title match above a match in the body", () => {
    const query = parseSearch("zyxwat");
    const title = { title: "Zyxwater", excerpt: "", content: "" };
    const body = {
      title: "Other",
      excerpt: "",
      content: "near the zyxwater line",
    };
    expect(rankPost(title, query)!).toBeGreaterThan(rankPost(body, query)!);
    expect(
      rankPost({ title: "x", excerpt: "", content: "" }, query),
    ).toBeNull();
  });
});

describe("the text as PostgreSQL's english configuration reads it", () => {
  it("stems like Snowball's English stemmer", () => {
    expect(
      [
        "softeners",
        "softener",
        "irrigation",
        "heaters",
        "plumbing",
        "tankless",
        "generously",
      ].map(stemEnglish),
    ).toEqual([
      "soften",
      "soften",
      "irrig",
      "heater",
      "plumb",
      "tankless",
      "generous",
    ]);
  });

  it("drops stop words but keeps their place, keeps numbers and compounds", () => {
    expect(lexemes("The water-heater at 10.5 PSI")).toEqual([
      null,
      "water-heat",
      "water",
      "heater",
      null,
      "10.5",
      "psi",
    ]);
  });
});

describe("keyset paging", () => {
  it("pages through the results without repeating a post when one is published between pages", async () => {
    const live = posts.filter((p) => p.published);
    const first = await createBundledSource(live).searchPosts("water", {
      offset: 0,
      limit: 2,
    });
    expect(first.posts).toHaveLength(2);
    expect(first.next).not.toBeNull();
    // A new post matching "water" goes live before the visitor asks for more.
    const newer: BlogPost = {
      ...live[0]!,
      id: 999,
      slug: "new-water-post",
      title: "Water, water, water",
      created_at: "2026-11-20T16:00:00+00:00",
    };
    const cursor = decodeCursor(encodeCursor(first.next!))!;
    const second = await createBundledSource([newer, ...live]).searchPosts(
      "water",
      { offset: 0, limit: 100 },
      cursor,
    );
    const shown = [...first.posts, ...second.posts].map((p) => p.slug);
    expect(new Set(shown).size).toBe(shown.length);
    expect(second.next).toBeNull();
    const all = await createBundledSource(live).searchPosts(
      "water",
      everything,
    );
    expect(shown).toEqual(all.posts.map((p) => p.slug));
  });

  it("reads back only cursors it wrote", () => {
    const cursor = {
      rank: 0.1,
      created_at: "2026-05-12T16:00:00+00:00",
      id: 2,
    };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    for (const bad of [
      "",
      "x",
      "1~2~3",
      "0.1~2026-05-12T16:00:00Z~2~4",
      "NaN~2026-05-12T16:00:00Z~1",
      5,
    ])
      expect(decodeCursor(bad)).toBeNull();
  });
});
