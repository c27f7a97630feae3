// `npm test`: every stage in order, stopping at the first that fails, and a table of how long
// each took at the end (also on failure), so a run's minutes can be read from its log.
import { spawn } from "node:child_process";

/** Each stage: its name in the table and the command, as a visitor to package.json reads it. */
const STAGES = [
  ["checks", "npm run checks"],
  ["build", "npm run build:vercel"],
  ["chromium", "npm run test:e2e"],
  [
    "other content",
    "npx playwright test -c playwright.other-content.config.ts",
  ],
  ["webkit + firefox", "npm run test:engines"],
];

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: "inherit" });
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const times = [];
const started = Date.now();
let failed;
for (const [name, command] of STAGES) {
  const stageStart = Date.now();
  const code = await run(command);
  times.push([name, (Date.now() - stageStart) / 1000, code]);
  if (code !== 0) {
    failed = name;
    break;
  }
}

console.log("\nnpm test, by stage:");
for (const [name, seconds, code] of times) {
  const verdict = code === 0 ? "" : `  FAILED (exit ${code})`;
  console.log(
    `  ${name.padEnd(18)} ${seconds.toFixed(0).padStart(5)} s${verdict}`,
  );
}
console.log(
  `  ${"total".padEnd(18)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`,
);
if (failed) process.exit(1);
