// The checks of `npm test` that need no build: lint, types, Jest and the database tests, run
// side by side (each is mostly one process on one core, and the database tests wait on
// PostgreSQL and Deno), each one's output printed whole when it ends, in the order they end.
// Fails when any of them fails, after all have ended. Extra arguments name a subset:
//   node scripts/test/checks.mjs lint typecheck
// All four start at once on any machine; Jest's workers grow with the cores the other three
// leave (parallelism.mjs).
import { spawn } from "node:child_process";
import { jestWorkers } from "./parallelism.mjs";

const ALL = ["lint", "typecheck", "test:unit", "test:db"];
/** Arguments after `npm run <name> --`, where a step takes its share of the cores. */
const EXTRA = { "test:unit": [`--maxWorkers=${jestWorkers()}`] };
const names = process.argv.length > 2 ? process.argv.slice(2) : ALL;

function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const extra = EXTRA[name] ? ["--", ...EXTRA[name]] : [];
    const child = spawn("npm", ["run", "--silent", name, ...extra], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
    });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? "passed" : `FAILED (exit ${code})`;
      process.stdout.write(
        `\n===== npm run ${[name, ...extra].join(" ")}: ${verdict} in ${seconds} s =====\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(names.map(run));
const failed = names.filter((_, i) => !results[i]);
if (failed.length) {
  console.error(`\nchecks: ${failed.join(", ")} failed`);
  process.exit(1);
}
console.log(`\nchecks: ${names.join(", ")} passed`);
