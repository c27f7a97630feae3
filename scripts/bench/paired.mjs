// A change against the build before it, round by round (BENCH_BEFORE). Each round measures
// "<page> before" and "<page>" one after the other, so within a round both saw the same load;
// across rounds the load drifts, and the medians of two builds often overlap on this machine.
// The paired view asks a sharper question: in how many rounds did the change do better? A
// change that only moves the noise wins about half of them; the sign test says how likely a
// coin would have done as well as the change did.
import { median } from "./median.mjs";

/** Which way is better for each metric the bench keeps per run. */
const lowerIsBetter = { tbt: true, lcp: true, fcp: true, performance: false };

/** Two-sided exact sign test: the chance of a split at least this uneven from fair coins. */
export function signTestP(wins, losses) {
  const n = wins + losses;
  if (n === 0) return 1;
  const tail = Math.min(wins, losses);
  let sum = 0;
  let choose = 1; // C(n, 0)
  for (let i = 0; i <= tail; i++) {
    sum += choose;
    choose = (choose * (n - i)) / (i + 1);
  }
  return Math.min(1, (2 * sum) / 2 ** n);
}

/**
 * One metric of one page under one method: `before` and `after` are the runs of the two builds
 * in round order (aggregate's `samples`). A round where either run failed is left out; equal
 * values count as neither a win nor a loss.
 */
export function pairedRounds(before, after, key) {
  const diffs = [];
  for (let round = 0; round < Math.min(before.length, after.length); round++) {
    const a = before[round]?.[key];
    const b = after[round]?.[key];
    if (typeof a === "number" && typeof b === "number") diffs.push(b - a);
  }
  const better = lowerIsBetter[key] ? (d) => d < 0 : (d) => d > 0;
  const wins = diffs.filter((d) => d !== 0 && better(d)).length;
  const losses = diffs.filter((d) => d !== 0 && !better(d)).length;
  return {
    rounds: diffs.length,
    wins,
    losses,
    medianChange: median(diffs),
    p: signTestP(wins, losses),
  };
}

/** Every page measured on both builds: its name and the two builds' results. */
export function pairsOf(pages) {
  const byName = new Map(pages.map((page) => [page.name, page]));
  return pages
    .filter((page) => byName.has(`${page.name} before`))
    .map((page) => ({
      name: page.name,
      before: byName.get(`${page.name} before`),
      after: page,
    }));
}

/**
 * The order of one round's runs (1-based `round`): on every second round each page's "before"
 * run comes after the page's own instead of before it, so that neither build always runs first
 * (a warmer cache or a machine settling after the previous run would otherwise favour one).
 * The floor stays first; samples stay paired by round, whatever the order within it.
 */
export function roundOrder(targets, round) {
  if (round % 2 === 1) return targets;
  const order = [...targets];
  for (let i = 0; i + 1 < order.length; i += 1) {
    if (order[i].page.name === `${order[i + 1].page.name} before`) {
      [order[i], order[i + 1]] = [order[i + 1], order[i]];
      i += 1;
    }
  }
  return order;
}
