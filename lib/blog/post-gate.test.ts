import { createBreaker } from "@/lib/blog/breaker";
import { createPostGate } from "@/lib/blog/post-gate";

type Mode = "ok" | "hangs" | "refuses";

function setup(
  slugs: string[],
  { prerendered = [] as string[], deadlineMs = 30 } = {},
) {
  const published = new Set(slugs);
  const asked: string[] = [];
  let time = 0;
  let mode: Mode = "ok";
  const deferred: Promise<unknown>[] = [];
  const breaker = createBreaker({
    deadlineMs,
    coolDownMs: 15_000,
    now: () => time,
    log: { error: () => {} },
  });
  const gate = createPostGate(
    async (slug) => {
      asked.push(slug);
      if (mode === "hangs") {
        // The breaker's clock passes the deadline while the look-up hangs.
        time += deadlineMs;
        return new Promise<boolean>(() => {});
      }
      if (mode === "refuses") throw new Error("PGRST001");
      return published.has(slug);
    },
    {
      prerendered: new Set(prerendered),
      breaker,
      foundMs: 60_000,
      missingMs: 5_000,
      now: () => time,
    },
  );
  return {
    check: (segment: string) =>
      gate(segment, (work) => void deferred.push(work)),
    asked,
    published,
    deferred,
    setMode: (next: Mode) => void (mode = next),
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

  it("passes a prerendered post without waiting for its look-up", async () => {
    const { check, asked, setMode, deferred } = setup(["built-post"], {
      prerendered: ["built-post"],
      deadlineMs: 1_000,
    });
    setMode("hangs");
    const tooLate = new Promise((resolve) =>
      setTimeout(resolve, 200, "waited"),
    );
    expect(await Promise.race([check("built-post"), tooLate])).toEqual({
      kind: "post",
    });
    // The look-up went to the platform (waitUntil), not in front of the visitor.
    expect(asked).toEqual(["built-post"]);
    expect(deferred).toHaveLength(1);
  });

  it("a prerendered post taken down answers missing once a look-up saw it", async () => {
    const { check, published, deferred, advance } = setup([], {
      prerendered: ["built-post"],
    });
    published.delete("built-post");
    expect(await check("built-post")).toEqual({ kind: "post" });
    await Promise.all(deferred);
    expect(await check("built-post")).toEqual({ kind: "missing" });
    advance(5_000);
    expect(await check("built-post")).toEqual({ kind: "missing" });
  });

  it("while the backend hangs: one short wait, then answers from what it knows, at once", async () => {
    const { check, asked, setMode, advance } = setup(
      ["read-before", "built-post"],
      { prerendered: ["built-post"] },
    );
    await check("read-before");
    advance(60_000); // no longer fresh: the gate would ask again
    setMode("hangs");

    const started = Date.now();
    expect(await check("never-heard-of")).toEqual({ kind: "unavailable" });
    expect(asked.at(-1)).toBe("never-heard-of"); // the one look-up that waited
    const lookUps = asked.length;

    expect(await check("read-before")).toEqual({ kind: "post" });
    expect(await check("built-post")).toEqual({ kind: "post" });
    expect(await check("another-unknown")).toEqual({ kind: "unavailable" });
    expect(await check("Read-Before")).toEqual({
      kind: "redirect",
      slug: "read-before",
    });
    expect(asked).toHaveLength(lookUps); // the breaker is open: nothing was asked
    expect(Date.now() - started).toBeLessThan(1_000);

    // Back after the cool-down: one trial look-up, and the gate is itself again.
    setMode("ok");
    advance(15_000);
    expect(await check("never-heard-of")).toEqual({ kind: "missing" });
  });

  it("a quick refusal answers from the last look-up, or unavailable, and keeps asking", async () => {
    const { check, asked, setMode, advance } = setup(["read-before"]);
    await check("read-before");
    await check("typo-post");
    advance(60_000);
    setMode("refuses");
    expect(await check("read-before")).toEqual({ kind: "post" });
    expect(await check("typo-post")).toEqual({ kind: "missing" });
    expect(await check("never-heard-of")).toEqual({ kind: "unavailable" });
    setMode("ok");
    expect(await check("never-heard-of")).toEqual({ kind: "missing" });
    expect(asked).toHaveLength(6);
  });
});
