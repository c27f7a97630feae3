import { browserWorkers, jestWorkers } from "./parallelism.mjs";

describe("the suite's parallelism", () => {
  it("keeps 2 browsers and 1 Jest worker on the 2 cores it is measured on, and on 1", () => {
    for (const cores of [1, 2]) {
      expect(browserWorkers(cores)).toBe(2);
      expect(jestWorkers(cores)).toBe(1);
    }
  });

  it("grows with the cores a laptop has", () => {
    expect(browserWorkers(4)).toBe(3);
    expect(jestWorkers(4)).toBe(1);
    expect(browserWorkers(8)).toBe(7);
    expect(jestWorkers(8)).toBe(5);
  });
});
