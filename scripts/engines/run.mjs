// npm run test:engines: the cross-engine smoke run (docs/testing.md, "Engines"). Installs
// WebKitGTK's driver, Xvfb and Firefox ESR from Debian's packages when missing, then runs
// playwright.engines.config.ts, which starts the built site with the same stand-ins as the
// Chromium run and drives both engines. Needs `npm run build` first, like test:e2e. Extra
// arguments go to Playwright (`-- --project=firefox`, a spec path). Exits with its status.
import { spawnSync } from "node:child_process";
import { ensureEngines } from "./ensure-engines.mjs";

const started = Date.now();
ensureEngines();
const run = spawnSync(
  "npx",
  [
    "playwright",
    "test",
    "--config",
    "playwright.engines.config.ts",
    ...process.argv.slice(2),
  ],
  { stdio: "inherit" },
);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`engines: WebKit and Firefox run took ${seconds} s`);
process.exit(run.status ?? 1);
