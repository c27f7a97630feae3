import { createListPageGate } from "@/lib/blog/page-gate";

// /blog/page/<n>: 12 posts a page, so 30 posts make pages 1 to 3.

describe("list page gate", () => {
  const gate = (count: () => Promise<number>, now = () => 0) =>
    createListPageGate(count, { now, log: { error: () => {} } });

  it("lets the pages that hold posts render and answers 404 past the last", async () => {
    const check = gate(async () => 30);
    await expect(check("2")).resolves.toEqual({ kind: "page" });
    await expect(check("3")).resolves.toEqual({ kind: "page" });
    await expect(check("4")).resolves.toEqual({ kind: "missing" });
  });

  it("sends page 1 to /blog and refuses what is no page number, without a read", async () => {
    const count = jest.fn(async () => 30);
    const check = gate(count);
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
    const check = gate(count, () => time);
    await expect(check("3")).resolves.toEqual({ kind: "missing" });
    total = 25;
    time = 9_999;
    await expect(check("3")).resolves.toEqual({ kind: "missing" });
    time = 10_000;
    await expect(check("3")).resolves.toEqual({ kind: "page" });
    expect(count).toHaveBeenCalledTimes(2);
  });

  it("lets the page answer when the backend cannot count", async () => {
    const check = gate(() => Promise.reject(new Error("down")));
    await expect(check("99")).resolves.toEqual({ kind: "page" });
  });
});
