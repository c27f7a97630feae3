import { createBreaker } from "@/lib/blog/breaker";
import { createListPageGate } from "@/lib/blog/page-gate";

// /blog/page/<n>: 12 posts a page, so 30 posts make pages 1 to 3.

function setup(
  count: () => Promise<number>,
  {
    prerendered = [] as number[],
    now = (): number => 0,
  }: { prerendered?: number[]; now?: () => number } = {},
) {
  const deferred: Promise<unknown>[] = [];
  const breaker = createBreaker({
    deadlineMs: 30,
    coolDownMs: 15_000,
    now,
    log: { error: () => {} },
  });
  const gate = createListPageGate(count, {
    prerendered: new Set(prerendered),
    breaker,
    now,
  });
  return {
    check: (segment: string) =>
      gate(segment, (work) => void deferred.push(work)),
    deferred,
  };
}

describe("list page gate", () => {
  it("lets the pages that hold posts render and answers 404 past the last", async () => {
    const { check } = setup(async () => 30);
    await expect(check("2")).resolves.toEqual({ kind: "page" });
    await expect(check("3")).resolves.toEqual({ kind: "page" });
    await expect(check("4")).resolves.toEqual({ kind: "missing" });
  });

  it("sends page 1 to /blog and refuses what is no page number, without a read", async () => {
    const count = jest.fn(async () => 30);
    const { check } = setup(count);
    await expect(check("1")).resolves.toEqual({
      kind: "redirect",
      path: "/blog",
    });
    for (const segment of ["0", "02", "-1", "2.5", "1e2", "two", ""])
      await expect(check(segment)).resolves.toEqual({ kind: "missing" });
    expect(count).not.toHaveBeenCalled();
  });

  it("counts once per 10 seconds, so a post published now adds its page within 10 s", async () => {
    let total = 24;
    let time = 0;
    const count = jest.fn(async () => total);
    const { check } = setup(count, { now: () => time });
    await expect(check("3")).resolves.toEqual({ kind: "missing" });
    total = 25;
    time = 9_999;
    await expect(check("3")).resolves.toEqual({ kind: "missing" });
    time = 10_000;
    await expect(check("3")).resolves.toEqual({ kind: "page" });
    expect(count).toHaveBeenCalledTimes(2);
  });

  it("passes a prerendered page without waiting for the count", async () => {
    const count = jest.fn(() => new Promise<number>(() => {}));
    const { check, deferred } = setup(count, { prerendered: [2, 3] });
    await expect(check("2")).resolves.toEqual({ kind: "page" });
    expect(deferred).toHaveLength(1); // the count runs in the background
  });

  it("while the backend hangs: cached pages pass, others get unavailable, after one short wait", async () => {
    let time = 0;
    let hanging = false;
    const count = jest.fn(() => {
      if (!hanging) return Promise.resolve(40);
      time += 30; // the deadline passes while it hangs
      return new Promise<number>(() => {});
    });
    const { check } = setup(count, { prerendered: [2], now: () => time });
    await expect(check("3")).resolves.toEqual({ kind: "page" }); // rendered now, cached
    time += 10_000;
    hanging = true;
    await expect(check("4")).resolves.toEqual({ kind: "unavailable" });
    expect(count).toHaveBeenCalledTimes(2);
    await expect(check("3")).resolves.toEqual({ kind: "page" });
    await expect(check("2")).resolves.toEqual({ kind: "page" });
    await expect(check("9")).resolves.toEqual({ kind: "missing" }); // past the last count
    await expect(check("4")).resolves.toEqual({ kind: "unavailable" });
    expect(count).toHaveBeenCalledTimes(2); // breaker open: no more waits
  });
});
