// What the benchmark measures and the knobs it reads from the environment.
import { readFileSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
export const floorDir = path.join(root, "bench/floor");
export const resultsFile = path.join(root, "bench/results/latest.json");

const int = (name, fallback) => {
  const value = Number.parseInt(process.env[name] ?? "", 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const number = (name) => {
  const value = Number.parseFloat(process.env[name] ?? "");
  return Number.isFinite(value) && value > 0 ? value : null;
};

function phonesFrom(value) {
  const names = (value ?? "standard,slow")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !["standard", "slow"].includes(name));
  if (unknown.length || names.length === 0)
    throw new Error(
      `BENCH_PHONES: "${value}" (known: standard, slow, or both joined by a comma)`,
    );
  return names;
}

export const settings = {
  // Rounds: each one runs Lighthouse once per page and method, the floor first. An A/B
  // (BENCH_BEFORE) takes 7: with 5, even a change better in every round is p = 0.06 by the sign
  // test of the round-by-round table (paired.mjs).
  runs: int("BENCH_RUNS", process.env.BENCH_BEFORE ? 7 : 5),
  loadSeconds: int("BENCH_LOAD_SECONDS", 20),
  connections: int("BENCH_CONNECTIONS", 100),
  // Ports 4100-4199: the site, the floor and the plain static server.
  port: int("BENCH_PORT", 4100),
  skipLoad: process.env.BENCH_SKIP_LOAD === "1",
  // A comma-separated subset of the page names below ("home,service"); unset, all of them.
  pageNames: (process.env.BENCH_PAGES ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean),
  chromePath:
    process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  // Which phones to measure: "standard" (Lighthouse's 4x CPU), "slow" (the calibrated one), or
  // both (the default).
  phones: phonesFrom(process.env.BENCH_PHONES),
  // The slow phone's CPU multiplier when already known (skips the calibration).
  slowCpu: number("BENCH_SLOW_CPU"),
  // Issue 56: the floor's simulated TBT on a budget Android phone, which the calibration aims at.
  slowFloorTbt: int("BENCH_SLOW_FLOOR_TBT", 300),
  // Floor-only simulated runs per multiplier tried; their median decides.
  calibrationRuns: int("BENCH_CALIBRATION_RUNS", 3),
  // A lever's A/B: the origin of another build already running (`next start -p …` in a copy of
  // the project before the change); each page is measured there too, in the same rounds, as
  // "<page> before".
  before: process.env.BENCH_BEFORE?.replace(/\/$/, "") || null,
};

// The blog post measured is the first bundled one, so the page exists without Supabase.
function firstPostSlug() {
  const posts = JSON.parse(
    readFileSync(path.join(root, "content/blog/posts.json"), "utf8"),
  );
  return posts[0].slug;
}

// One page per page type; `route` is the key in .next/diagnostics/route-bundle-stats.json.
// `htmlKb`: the most gzipped HTML the page may weigh, where an issue set one. `lcpIsImage`: the
// page's largest paint is a picture, judged against its own FCP rather than the floor's LCP.
export const pages = [
  { name: "home", path: "/", route: "/" },
  // The Spanish pages beside their English twins (issue 57); a build without them answers 404,
  // and the bench says so and goes on.
  { name: "es-home", path: "/es", route: "/es" },
  {
    name: "service",
    path: "/services/water-heater-services",
    route: "/services/[slug]",
    htmlKb: 25,
  },
  { name: "area", path: "/service-areas/mesa", route: "/service-areas/[area]" },
  {
    name: "city",
    path: "/water-heater-installation-mesa-az",
    route: "/[landing]",
  },
  {
    name: "article",
    path: "/flushing-vs-draining-water-heater-mesa-az",
    route: "/flushing-vs-draining-water-heater-mesa-az",
  },
  { name: "blog", path: "/blog", route: "/blog", lcpIsImage: true },
  {
    name: "post",
    path: `/blog/${firstPostSlug()}`,
    route: "/blog/[slug]",
    lcpIsImage: true,
  },
  { name: "contact", path: "/contact", route: "/contact" },
  // Beside its English twin, as es-home is (issue 57).
  { name: "es-contact", path: "/es/contacto", route: "/es/contacto" },
];

export const floorPage = { name: "floor", path: "/", route: "/" };

// Pages the load test hits: one prerendered page and the ISR blog list.
export const loadPaths = ["/services/water-heater-services", "/blog"];

function select(names) {
  if (names.length === 0) return pages;
  const known = new Set(pages.map((page) => page.name));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length)
    throw new Error(
      `BENCH_PAGES: no page named ${unknown.join(", ")} (known: ${[...known].join(", ")})`,
    );
  return pages.filter((page) => names.includes(page.name));
}

// The pages this run measures, in the order above; the floor is always measured.
export const selectedPages = select(settings.pageNames);
