// `npm run observatory`: grades the production server's response headers with MDN's HTTP
// Observatory scanner, one page of each type, behind local HTTPS (see front.mjs). Needs ports
// 80 and 443 (root or CAP_NET_BIND_SERVICE) and a build (`npm run build`).
import { execFile, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { promisify } from "node:util";
import { startFront } from "./front.mjs";
import { installScanner } from "./install-scanner.mjs";
import { localhostCertificate } from "./tls.mjs";

const firstPost = JSON.parse(
  readFileSync("content/blog/posts.json", "utf8"),
).find((post) => post.published);

export const PAGES = [
  ["home", "/"],
  ["service", "/services/water-heater-services"],
  ["area", "/service-areas/mesa"],
  ["city", "/water-heater-installation-mesa-az"],
  ["article", "/flushing-vs-draining-water-heater-mesa-az"],
  ["contact", "/contact"],
  ["blog list (ISR)", "/blog"],
  ["blog post (ISR)", `/blog/${firstPost.slug}`],
];
// Not graded: the 404 page, which the scanner refuses to grade; it has the ISR pages' policy.

async function startNext(port) {
  const next = spawn(
    "node_modules/.bin/next",
    ["start", "-p", String(port), "-H", "127.0.0.1"],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return next;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  next.kill();
  throw new Error(`next start did not answer on port ${port}`);
}

export async function gradeHeaders({ port = 3190, pages = PAGES } = {}) {
  if (!existsSync(".next/BUILD_ID"))
    throw new Error("observatory: no build, run `npm run build` first");
  const scanner = installScanner();
  const tls = localhostCertificate();
  const next = await startNext(port);
  const front = await startFront({ upstreamPort: port, ...tls });
  const rows = [];
  try {
    for (const [type, path] of pages) {
      front.target = path;
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [new URL("./scan.mjs", import.meta.url).pathname, scanner],
        { env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.caFile } },
      );
      rows.push({ type, path, ...JSON.parse(stdout) });
    }
  } finally {
    front.close();
    next.kill();
  }
  return rows;
}

export function printGrades(rows) {
  console.log("\nMDN HTTP Observatory (headers of the production server)");
  console.table(
    rows.map((r) => ({
      page: r.type,
      path: r.path,
      grade: r.grade,
      score: r.score,
      passed: `${r.testsPassed}/${r.testsQuantity}`,
      "lost points": r.failed.join(", ") || "none",
    })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printGrades(await gradeHeaders());
}
