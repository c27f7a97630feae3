/** @jest-environment node */
// The slow phone's calibration and issue 56's verdicts, on made-up floors: no browser.
import { findMultiplier } from "./calibration.mjs";
import { judgeSlowPhone } from "./targets.mjs";

// A floor whose simulated TBT grows with the slowdown, as a trace's long tasks do.
const floorCosting = (msPerX) => async (cpu) => ({ tbt: msPerX * cpu });

describe("findMultiplier", () => {
  it("climbs from 4x and settles on the half step nearest the target", async () => {
    // 37 ms per 1x: 296 ms at 8x, 314.5 at 8.5x, so 8x is the nearest to 300.
    const found = await findMultiplier(floorCosting(37), 300);
    expect(found.steps.map((s) => s.cpu)).toEqual([4, 6, 8, 10, 9, 8.5]);
    expect(found).toMatchObject({ cpu: 8, floorTbt: 296 });
  });

  it("keeps the standard phone where the floor already costs the target at 4x", async () => {
    const found = await findMultiplier(floorCosting(90), 300);
    expect(found.cpu).toBe(4);
    expect(found.steps).toHaveLength(1);
  });

  it("gives up rather than climbing for ever", async () => {
    await expect(findMultiplier(floorCosting(1), 300)).rejects.toThrow(
      /up to 40x/,
    );
  });
});

const lighthouse = (simulate, devtools) => ({ simulate, devtools });
const floor = {
  lighthouse: lighthouse(
    { performance: 0.9, tbt: 300 },
    { tbt: 400, lcp: 1000 },
  ),
};

describe("judgeSlowPhone", () => {
  it("holds each of issue 56's bars at its edge and misses just past it", () => {
    const atEdge = {
      lighthouse: lighthouse(
        { performance: 0.87, tbt: 450 },
        { tbt: 500, lcp: 1200 },
      ),
    };
    expect(judgeSlowPhone(atEdge, floor)).toEqual({
      simulatedTbt: true,
      simulatedPerformance: true,
      appliedLcp: true,
      appliedTbt: true,
    });
    const past = {
      lighthouse: lighthouse(
        { performance: 0.86, tbt: 451 },
        { tbt: 501, lcp: 1201 },
      ),
    };
    expect(judgeSlowPhone(past, floor)).toEqual({
      simulatedTbt: false,
      simulatedPerformance: false,
      appliedLcp: false,
      appliedTbt: false,
    });
  });

  it("does not judge a page whose largest paint is a picture", () => {
    const blog = { lcpIsImage: true, lighthouse: floor.lighthouse };
    expect(Object.values(judgeSlowPhone(blog, floor))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
