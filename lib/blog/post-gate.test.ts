import { createPostGate } from "@/lib/blog/post-gate";

function setup(slugs: string[], fail = false) {
  const published = new Set(slugs);
  const asked: string[] = [];
  let time = 0;
  const errors: unknown[][] = [];
  const check = createPostGate(
    async (slug) => {
      asked.push(slug);
      if (fail) throw new Error("PostgREST did not answer");
      return published.has(slug);
    },
    {
      foundMs: 60_000,
      missingMs: 5_000,
      now: () => time,
      log: { error: (...args: unknown[]) => void errors.push(args) },
    },
  );
  return {
    check,
    asked,
    errors,
    published,
    advance: (ms: number) => void (time += ms),
  };
}

describe("createPostGate", () => {
  it("lets a published post through and answers missing for any other slug", async () => {
    const { check } = setup(["slab-leak-signs"]);
    expect(await check("slab-leak-signs")).toEqual({ kind: "post" });
    expect(await check("no-such-post")).toEqual({ kind: "missing" });
  });

  it("sends capitals typed by hand to the lowercase post, when there is one", async () => {
    const { check } = setup(["slab-leak-signs"]);
    expect(await check("Slab-Leak-Signs")).toEqual({
      kind: "redirect",
      slug: "slab-leak-signs",
    });
    expect(await check("No-Such-Post")).toEqual({ kind: "missing" });
  });

  it("answers missing without a look-up for what cannot be a slug", async () => {
    const { check, asked } = setup(["search"]);
    for (const segment of [
      "search", // reserved: the search page's address
      "%E0%A4%A", // broken percent-encoding
      "a%20b",
      "x".repeat(121),
      "trailing-",
    ])
      expect(await check(segment)).toEqual({ kind: "missing" });
    expect(asked).toEqual([]);
  });

  it("remembers a found post for a minute and a missing one for seconds", async () => {
    const { check, asked, published, advance } = setup(["slab-leak-signs"]);
    await check("slab-leak-signs");
    await check("slab-leak-signs");
    expect(asked).toEqual(["slab-leak-signs"]);

    await check("new-post");
    published.add("new-post"); // the marketer publishes it now
    expect(await check("new-post")).toEqual({ kind: "missing" });
    advance(5_000);
    expect(await check("new-post")).toEqual({ kind: "post" });
    advance(55_000);
    await check("slab-leak-signs");
    expect(asked.filter((s) => s === "slab-leak-signs")).toHaveLength(2);
  });

  it("lets the post page answer when the backend is down, and logs why", async () => {
    const { check, errors } = setup([], true);
    expect(await check("slab-leak-signs")).toEqual({ kind: "post" });
    expect(String(errors[0]?.[0])).toContain(
      'could not look up "slab-leak-signs"',
    );
  });
});
