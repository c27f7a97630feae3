// `npm run observatory`: grades the production server's response headers with MDN's HTTP
// Observatory scanner, one page of each type, behind local HTTPS (see front.mjs). Needs ports
// 80 and 443 (root or CAP_NET_BIND_SERVICE) and a build (`npm run build`).
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";
import { pages, root } from "../bench/config.mjs";
import { startNext, stopAll } from "../bench/servers.mjs";
import { startFront } from "./front.mjs";
import { installScanner } from "./install-scanner.mjs";
import { localhostCertificate } from "./tls.mjs";

// The benchmark's page types; the blog list and post are regenerated at run time (ISR).
const PAGES = pages.map(({ name, path }) => [
  ["blog", "post"].includes(name) ? `${name} (ISR)` : name,
  path,
]);
// Not graded: the 404 page, which the scanner refuses to grade; it has the ISR pages' policy.

export async function gradeHeaders({ port = 3190, pages = PAGES } = {}) {
  if (!existsSync(".next/BUILD_ID"))
    throw new Error("observatory: no build, run `npm run build` first");
  const scanner = installScanner();
  const tls = localhostCertificate();
  const rows = [];
  let front;
  try {
    await startNext(root, port);
    front = await startFront({ upstreamPort: port, ...tls });
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
    front?.close();
    stopAll();
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
