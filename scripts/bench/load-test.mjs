// autocannon against `next start` and against a static server holding the same HTML bytes,
// so the ratio shows what Next.js costs per request over just sending the file.
import { fork } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

async function hammer(url, seconds, connections) {
  const result = await autocannon({ url, duration: seconds, connections });
  return {
    url,
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

function startStatic(file, port) {
  const child = fork(path.join(import.meta.dirname, "static-server.mjs"), [
    file,
    String(port),
  ]);
  return new Promise((resolve, reject) => {
    child.once("message", () => resolve(child));
    child.once("error", reject);
    child.once("exit", (code) =>
      reject(new Error(`static server exited ${code}`)),
    );
  });
}

export async function loadTest({
  origin,
  paths,
  staticPort,
  seconds,
  connections,
}) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-static-"));
  const results = [];
  try {
    for (const pagePath of paths) {
      const html = await (await fetch(origin + pagePath)).text();
      const file = path.join(dir, "page.html");
      writeFileSync(file, html);
      const next = await hammer(origin + pagePath, seconds, connections);
      const server = await startStatic(file, staticPort);
      let plain;
      try {
        plain = await hammer(
          `http://127.0.0.1:${staticPort}/`,
          seconds,
          connections,
        );
      } finally {
        // Wait for the port to be free before the next page's static server takes it.
        const exited = once(server, "exit");
        server.kill();
        await exited;
      }
      results.push({
        path: pagePath,
        htmlBytes: Buffer.byteLength(html),
        next,
        static: plain,
        ratio: next.requestsPerSecond / plain.requestsPerSecond,
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
