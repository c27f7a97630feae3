// The slow phone's search (issue 56), apart from Lighthouse so that it can be tested alone.

// Lighthouse's mobile preset slows the CPU 4x (mobileSlow4G in its throttling constants).
export const standardCpu = 4;
// Up in steps of 2x, then the step halved twice: 0.5x is finer than the floor's run-to-run
// spread of simulated TBT.
const firstStep = 2;
const finestStep = 0.5;
// A machine on which even 40x cannot bring the floor to the target is measuring something else.
const highestCpu = 40;

/**
 * The CPU slowdown at which `measure(cpu)` (the floor's median simulated TBT at that slowdown)
 * comes nearest `targetTbt`: up from 4x in steps of 2x until it reaches the target, then halving
 * the step between the last multiplier under the target and the first at or over it. Returns
 * every step tried, in order.
 */
export async function findMultiplier(measure, targetTbt) {
  const steps = [];
  const probe = async (cpu) => {
    const step = { cpu, ...(await measure(cpu)) };
    steps.push(step);
    return step;
  };
  let low = null;
  let high = null;
  for (let cpu = standardCpu; !high; cpu += firstStep) {
    if (cpu > highestCpu)
      throw new Error(
        `Calibration: the floor's simulated TBT stays under ${targetTbt} ms up to ${highestCpu}x`,
      );
    const step = await probe(cpu);
    if (step.tbt >= targetTbt) high = step;
    else low = step;
  }
  for (let size = firstStep / 2; low && size >= finestStep; size /= 2) {
    const step = await probe(low.cpu + size);
    if (step.tbt >= targetTbt) high = step;
    else low = step;
  }
  const nearest = [low, high]
    .filter(Boolean)
    .sort(
      (a, b) => Math.abs(a.tbt - targetTbt) - Math.abs(b.tbt - targetTbt),
    )[0];
  return { cpu: nearest.cpu, floorTbt: nearest.tbt, steps };
}
