/** @jest-environment node */
// The bench's round-by-round comparison of a change with the build before it, on made-up runs.
import { pairedRounds, pairsOf, roundOrder, signTestP } from "./paired.mjs";

describe("signTestP", () => {
  it("gives the exact two-sided binomial tail", () => {
    // 7 of 7: 2 / 128. 6 of 7: 2 × 8 / 128. 5 of 5, the bench's default rounds: 2 / 32.
    expect(signTestP(7, 0)).toBeCloseTo(0.015625, 10);
    expect(signTestP(1, 6)).toBeCloseTo(0.125, 10);
    expect(signTestP(5, 0)).toBeCloseTo(0.0625, 10);
  });

  it("never exceeds 1, and an even split or no rounds is no evidence", () => {
    expect(signTestP(3, 3)).toBe(1);
    expect(signTestP(0, 0)).toBe(1);
  });
});

const runs = (key, values) => values.map((value) => ({ [key]: value }));

describe("pairedRounds", () => {
  it("counts a lower TBT as a win and pairs the runs by round", () => {
    const result = pairedRounds(
      runs("tbt", [400, 300, 500, 450, 350]),
      runs("tbt", [380, 310, 420, 400, 340]),
      "tbt",
    );
    // Changes: -20, +10, -80, -50, -10. The after build's worst run (420) is above the before
    // build's best (300): the medians overlap, the rounds do not.
    expect(result).toEqual({
      rounds: 5,
      wins: 4,
      losses: 1,
      medianChange: -20,
      p: 0.375,
    });
  });

  it("counts a higher performance score as a win", () => {
    const result = pairedRounds(
      runs("performance", [0.9, 0.88, 0.91]),
      runs("performance", [0.92, 0.9, 0.93]),
      "performance",
    );
    expect(result.wins).toBe(3);
    expect(result.losses).toBe(0);
    expect(result.medianChange).toBeCloseTo(0.02, 10);
  });

  it("leaves out a round where either run failed, and counts a tie for neither side", () => {
    const result = pairedRounds(
      runs("lcp", [800, null, 900, 850]),
      runs("lcp", [800, 700, null, 820]),
      "lcp",
    );
    expect(result).toMatchObject({ rounds: 2, wins: 1, losses: 0 });
    expect(result.medianChange).toBe(-15);
  });
});

describe("pairsOf", () => {
  it("pairs each page with its before row and ignores pages measured once", () => {
    const pages = [
      { name: "home before" },
      { name: "home" },
      { name: "service" },
    ];
    expect(pairsOf(pages)).toEqual([
      { name: "home", before: pages[0], after: pages[1] },
    ]);
  });
});

describe("roundOrder", () => {
  const target = (name) => ({ page: { name } });
  const names = (targets) => targets.map((t) => t.page.name);
  const targets = [
    target("floor"),
    target("home before"),
    target("home"),
    target("service before"),
    target("service"),
  ];

  it("runs each page's before build first in odd rounds and second in even ones", () => {
    expect(names(roundOrder(targets, 1))).toEqual(names(targets));
    expect(names(roundOrder(targets, 2))).toEqual([
      "floor",
      "home",
      "home before",
      "service",
      "service before",
    ]);
    expect(names(roundOrder(targets, 3))).toEqual(names(targets));
  });

  it("leaves a bench without BENCH_BEFORE in its order", () => {
    const plain = [target("floor"), target("home"), target("service")];
    expect(names(roundOrder(plain, 2))).toEqual(names(plain));
  });
});
