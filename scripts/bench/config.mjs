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

export const settings = {
  runs: int("BENCH_RUNS", 3),
  loadSeconds: int("BENCH_LOAD_SECONDS", 20),
  connections: int("BENCH_CONNECTIONS", 100),
  // Ports 4100-4199: the site, the floor and the plain static server.
  port: int("BENCH_PORT", 4100),
  skipLoad: process.env.BENCH_SKIP_LOAD === "1",
  chromePath:
    process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
};

// The blog post measured is the first bundled one, so the page exists without Supabase.
function firstPostSlug() {
  const posts = JSON.parse(
    readFileSync(path.join(root, "content/blog/posts.json"), "utf8"),
  );
  return posts[0].slug;
}

// One page per page type; `route` is the key in .next/diagnostics/route-bundle-stats.json.
// `htmlKb`: the most gzipped HTML the page may weigh, where an issue set one.
export const pages = [
  { name: "home", path: "/", route: "/" },
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
  { name: "blog", path: "/blog", route: "/blog" },
  { name: "post", path: `/blog/${firstPostSlug()}`, route: "/blog/[slug]" },
  { name: "contact", path: "/contact", route: "/contact" },
];

export const floorPage = { name: "floor", path: "/", route: "/" };

// Pages the load test hits: one prerendered page and the ISR blog list.
export const loadPaths = ["/services/water-heater-services", "/blog"];
