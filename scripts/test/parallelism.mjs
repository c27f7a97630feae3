// How much of `npm test` runs at once, from the cores this machine offers
// (os.availableParallelism(): the cores, or fewer where the process is limited to fewer). Read by
// scripts/test/checks.mjs (Jest's workers) and both Playwright configs (their workers). On the
// 2-core machine the suite is measured on (docs/testing.md) each gives what it gave before it
// was sized: 2 browsers, 1 Jest worker.
import { availableParallelism } from "node:os";

/**
 * Playwright workers: a browser each. One core is left to what every test talks to (`next
 * start`, the stand-in's PostgreSQL and the form's function on Deno), and two are the floor: on
 * 2 cores two workers finished the Chromium run in 445 s (docs/testing.md, "Where the minutes
 * go"), and one would take about twice that.
 */
export function browserWorkers(cores = availableParallelism()) {
  return Math.max(2, cores - 1);
}

/**
 * Jest workers inside `npm run checks`, which runs lint, types, Jest and the database tests side
 * by side, each mostly one process on one core: Jest gets what the other three leave, at least
 * one (Jest's own default, cores - 1, is also 1 on 2 cores).
 */
export function jestWorkers(cores = availableParallelism()) {
  return Math.max(1, cores - 3);
}
