// The phones the bench measures (issue 56): Lighthouse's standard mobile preset (4x CPU), and a
// slow phone whose CPU slowdown is calibrated on this machine so that the framework floor costs
// what it costs on a budget Android phone.
import os from "node:os";
import { median, runLighthouse } from "./lighthouse-runs.mjs";

// Lighthouse's mobile preset slows the CPU 4x (mobileSlow4G in its throttling constants).
export const standardCpu = 4;
// The calibration climbs in steps of 2x, then halves the step twice: 0.5x is finer than the
// floor's run-to-run spread of simulated TBT.
const firstStep = 2;
const finestStep = 0.5;
// A machine on which even 40x cannot bring the floor to the target is measuring something else.
const highestCpu = 40;

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
  return { cpu, tbts, tbt };
}

/**
 * Finds the CPU slowdown at which the floor's simulated TBT (median of `runs` floor-only runs)
 * comes nearest `targetTbt`: up from 4x in steps of 2x until the floor reaches the target, then
 * halving the step between the last two multipliers. Returns every step tried, so the JSON shows
 * how the answer was reached, and the machine's load before and after.
 */
export async function calibrate(chrome, floorUrl, { targetTbt, runs }) {
  const loadBefore = loadNow();
  const steps = [];
  let low = null;
  let high = null;
  for (let cpu = standardCpu; ; cpu += firstStep) {
    if (cpu > highestCpu)
      throw new Error(
        `Calibration: the floor's simulated TBT stays under ${targetTbt} ms up to ${highestCpu}x`,
      );
    const step = await floorTbtAt(chrome, floorUrl, cpu, runs);
    steps.push(step);
    if (step.tbt >= targetTbt) {
      high = step;
      break;
    }
    low = step;
  }
  // Bisect between the last multiplier under the target and the first at or over it.
  for (let step = firstStep / 2; low && step >= finestStep; step /= 2) {
    const probe = await floorTbtAt(chrome, floorUrl, low.cpu + step, runs);
    steps.push(probe);
    if (probe.tbt >= targetTbt) high = probe;
    else low = probe;
  }
  const nearest = [low, high]
    .filter(Boolean)
    .sort(
      (a, b) => Math.abs(a.tbt - targetTbt) - Math.abs(b.tbt - targetTbt),
    )[0];
  return {
    targetTbt,
    cpu: nearest.cpu,
    floorTbt: nearest.tbt,
    steps,
    load: { before: loadBefore, after: loadNow() },
  };
}

/**
 * Interleaved rounds on one phone: each round runs the floor, then every page, under each method
 * in turn, so that a burst of load on a shared machine falls on the floor and the pages alike
 * rather than on whichever page was being measured when it came (as
 * ../shared/tools/ab-lighthouse.mjs does). Returns each page's runs per method, in round order.
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
      for (const { page, origin } of targets) {
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
