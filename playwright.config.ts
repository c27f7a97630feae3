import { defineConfig, devices } from "@playwright/test";
import { desktopOnly, phoneOnly } from "./e2e/support/projects";
import { siteWebServers } from "./e2e/support/web-servers";
import chromiumArgs from "./scripts/chromium-args.json" with { type: "json" };
import { browserWorkers } from "./scripts/test/parallelism.mjs";

// Runs against `next start` on a production build, or against a deployment when
// PLAYWRIGHT_BASE_URL is set (then no server is started and data-writing specs skip).
const externalBaseURL = process.env.PLAYWRIGHT_BASE_URL;
const port = Number(process.env.PORT ?? 3100);
const baseURL = externalBaseURL ?? `http://127.0.0.1:${port}`;
const bypassSecret = process.env.VERCEL_AUTOMATION_BYPASS_SECRET;

// Debian's Chromium headless shell (package chromium-headless-shell), started the way this
// closed network needs (the arguments are shared with the benchmark). The shell is what
// Playwright itself runs for headless Chromium since 1.49 (microsoft/playwright#33566: "a
// separate chromium headless shell build for headless operation"); the full browser's new
// headless mode, which this config used before, took twice the CPU for the same tests here
// (local-pages, pages, keyboard and request-form: 154 s against 76 s, docs/testing.md). Same
// Blink and V8 version; the benchmark keeps the full browser, which is what Lighthouse measures.
// YouTube's hosts resolve nowhere: the test build's video ids exist only here, and the specs that
// show their thumbnails or player answer for YouTube themselves (e2e/support/site-videos.ts).
const launchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    ...chromiumArgs,
    "--host-resolver-rules=MAP i.ytimg.com ~NOTFOUND, MAP www.youtube-nocookie.com ~NOTFOUND, MAP www.youtube.com ~NOTFOUND",
  ],
};

const desktop = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  launchOptions,
};

// Specs that start a site of their own (e2e/support/private-site.ts): they change its posts,
// break its backend or refuse its start, so they run once, in the desktop project, beside
// everything else.
const ownsASite = /(blog-(marketer|scale|outage)|production-start)\.spec\.ts$/;

// Where a test runs, said here (e2e/support/projects.ts): the server sends a phone the same
// HTML as a desktop, so what is the same on every screen runs in the desktop project only, and
// the phone project repeats what depends on the screen. Whole specs by name: responses and
// served HTML (CSP headers, social cards, JSON-LD, links, US English, the Nu checker), what the
// server decides (the search's limit, draft previews) and the launch facts (their phone-width
// checks open a 390 px page of their own). Single tests and describes by tag.
const sameOnEveryScreen =
  /(blog-(preview|search-limit)|content-security-policy|html-validity|launch-facts|link-crawl|social-cards|structured-data|us-english)\.spec\.ts$/;
const tagged = (tag: string) => new RegExp(tag);

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  // Everywhere, not only with CI set (.ci/run sets none): a stray test.only would cut the run to
  // one test and still pass.
  forbidOnly: true,
  // One retry wherever it runs (.ci/run sets no CI variable), as the engines run has, so a failure
  // leaves a trace (trace: "on-first-retry"); a test that passes only on its retry still fails
  // the run (failOnFlakyTests), and docs/testing.md's "Flakes seen, and why" gets its cause.
  retries: 1,
  failOnFlakyTests: true,
  // From the machine's cores (scripts/test/parallelism.mjs): 2 on 2 cores, one less than the
  // cores above that.
  workers: browserWorkers(),
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
    // A trace records every action of every test, which costs CPU whether it is kept or not
    // (the keyboard spec took 77 s with one, 37 s without): only a retry records one. For a
    // trace of a first run: `npx playwright test … --trace on`.
    trace: "on-first-retry",
    extraHTTPHeaders: bypassSecret
      ? { "x-vercel-protection-bypass": bypassSecret }
      : undefined,
  },
  projects: [
    {
      name: "desktop",
      grepInvert: tagged(phoneOnly),
      use: desktop,
    },
    {
      name: "phone",
      testIgnore: [ownsASite, sameOnEveryScreen],
      grepInvert: tagged(desktopOnly),
      use: { ...devices["Pixel 7"], launchOptions },
    },
  ],
  webServer: externalBaseURL ? undefined : siteWebServers(port),
});
