import { defineConfig } from "@playwright/test";
import type { Engine } from "./e2e-engines/support/tab";
import { siteWebServers } from "./e2e/support/web-servers";
import { browserWorkers } from "./scripts/test/parallelism.mjs";

// The cross-engine smoke run (npm run test:engines, docs/testing.md "Engines"): the main flows
// in WebKit and Firefox, on the same production build, stand-ins and ports (from PORT) as
// playwright.config.ts. Playwright is only the runner here: its browsers are not used, the
// `tab` fixture drives MiniBrowser and Firefox ESR (e2e-engines/support/).
const port = Number(process.env.PORT ?? 3100);

export default defineConfig<{ engine: Engine }>({
  testDir: "./e2e-engines",
  globalSetup: "./e2e-engines/support/global-setup.ts",
  // Everywhere, as playwright.config.ts: a stray test.only must fail the run.
  forbidOnly: true,
  // One retry everywhere, .ci/run included, as playwright.config.ts: the retry shows whether a
  // failure repeats, and a test that passes only on its retry still fails the run
  // (failOnFlakyTests); docs/testing.md's "Flakes seen, and why" gets its cause.
  retries: 1,
  failOnFlakyTests: true,
  // One browser per worker, as many as in Chromium's run (scripts/test/parallelism.mjs): WebKit
  // and Firefox side by side on two cores.
  workers: browserWorkers(),
  timeout: 60_000,
  reporter: [["list"]],
  projects: [
    { name: "webkit", use: { engine: "webkit" } },
    { name: "firefox", use: { engine: "firefox" } },
  ],
  webServer: siteWebServers(port),
});
