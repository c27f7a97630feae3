import { defineConfig, devices } from "@playwright/test";
import { siteWebServers } from "./e2e/support/web-servers";
import chromiumArgs from "./scripts/chromium-args.json" with { type: "json" };

// Runs against `next start` on a production build, or against a deployment when
// PLAYWRIGHT_BASE_URL is set (then no server is started and data-writing specs skip).
const externalBaseURL = process.env.PLAYWRIGHT_BASE_URL;
const port = Number(process.env.PORT ?? 3100);
const baseURL = externalBaseURL ?? `http://127.0.0.1:${port}`;
const bypassSecret = process.env.VERCEL_AUTOMATION_BYPASS_SECRET;

// Debian's Chromium, started the way this closed network needs (shared with the benchmark).
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: chromiumArgs,
};

const desktop = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  launchOptions,
};

// Specs that change the stand-in's posts (desktop only).
const changesBlogData = /blog-(marketer|scale)\.spec\.ts$/;

export default defineConfig({
  testDir: "./e2e",
  // Starts the send-contact-form double the request-form spec talks to (not against a deployment).
  globalSetup: "./e2e/support/global-setup.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // Every test starts as a returning visitor who has seen the home page's welcome dialog, so
    // it cannot cover what a test is clicking; e2e/welcome-dialog.spec.ts starts from scratch.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [{ name: "welcomeDialogSeen", value: "true" }],
        },
      ],
    },
    trace: "retain-on-failure",
    extraHTTPHeaders: bypassSecret
      ? { "x-vercel-protection-bypass": bypassSecret }
      : undefined,
  },
  projects: [
    {
      name: "desktop",
      testIgnore: changesBlogData,
      use: desktop,
    },
    {
      name: "phone",
      testIgnore: changesBlogData,
      use: { ...devices["Pixel 7"], launchOptions },
    },
    // The specs that publish, delete and generate posts in the blog's stand-in run once every
    // other spec has finished: a read-only blog spec beside them compared lists that changed
    // under it (the suite's flakes). The two still take turns through e2e/support/stand-in-lock.
    {
      name: "blog data",
      testMatch: changesBlogData,
      dependencies: ["desktop", "phone"],
      use: desktop,
    },
  ],
  webServer: externalBaseURL ? undefined : siteWebServers(port),
});
