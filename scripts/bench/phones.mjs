// The phones the bench measures (issue 56): Lighthouse's standard mobile preset (4x CPU), and a
// slow phone whose CPU slowdown is calibrated on this machine so that the framework floor costs
// what it costs on a budget Android phone.
import os from "node:os";
import { findMultiplier, standardCpu } from "./calibration.mjs";
import { median, runLighthouse } from "./lighthouse-runs.mjs";
import { roundOrder } from "./paired.mjs";

export { standardCpu };

// The 1-, 5- and 15-minute load averages, as `uptime` prints them, rounded to two decimals.
export const loadNow = () => os.loadavg().map((v) => Math.round(v * 100) / 100);

async function floorTbtAt(chrome, floorUrl, cpu, runs) {
  const tbts = [];
  for (let run = 1; run <= runs; run += 1) {
    const sample = await runLighthouse(chrome, floorUrl, "simulate", cpu);
    tbts.push(sample.tbt);
  }
  const tbt = median(tbts);
  console.log(
    `Calibration: floor at ${cpu}x CPU, simulated TBT ${tbts.map(Math.round).join(", ")} ms (median ${Math.round(tbt)})`,
  );
  return { tbts, tbt };
}

/**
 * Finds the CPU slowdown at which the floor's simulated TBT (median of `runs` floor-only runs)
 * comes nearest `targetTbt` (calibration.mjs), and records the machine's load before and after.
 */
export async function calibrate(chrome, floorUrl, { targetTbt, runs }) {
  const loadBefore = loadNow();
  const found = await findMultiplier(
    (cpu) => floorTbtAt(chrome, floorUrl, cpu, runs),
    targetTbt,
  );
  return {
    targetTbt,
    ...found,
    load: { before: loadBefore, after: loadNow() },
  };
}

/**
 * Interleaved rounds on one phone: each round runs the floor, then every page, under each method
 * in turn, so that a burst of load on a shared machine falls on the floor and the pages alike
 * rather than on whichever page was being measured when it came (as
 * ../shared/tools/ab-lighthouse.mjs does). With BENCH_BEFORE, the two builds of a page swap places
 * every second round (roundOrder). Returns each page's runs per method, in round order.
 */
export async function measureRounds(
  chrome,
  targets,
  { cpu, runs, methods, label },
) {
  const samples = new Map(
    targets.map(({ page }) => [
      page.name,
      Object.fromEntries(methods.map((m) => [m, []])),
    ]),
  );
  const custom = cpu === standardCpu ? null : cpu;
  for (let round = 1; round <= runs; round += 1) {
    for (const method of methods) {
      for (const { page, origin } of roundOrder(targets, round)) {
        console.log(
          `${label}, round ${round}/${runs}, ${method}: ${page.name} ${page.path}`,
        );
        samples
          .get(page.name)
          [method].push(
            await runLighthouse(chrome, origin + page.path, method, custom),
          );
      }
    }
  }
  return samples;
}
