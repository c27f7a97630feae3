import { defineConfig } from "@playwright/test";
import base from "./playwright.config";
import { otherContentBase } from "./e2e/support/other-content-site";

// The read-only specs in deployment mode (PLAYWRIGHT_BASE_URL) against
// a site whose blog holds other posts than the bundled ones (e2e/support/other-content-site.ts):
// what a preview deployment on the company's own Supabase gets from .github/workflows/e2e-preview.yml.
// Serves the build `npm test` made; the desktop project only, the specs that read the blog.
const baseURL = otherContentBase();
// Deployment mode for every spec, in the runner and in each worker (both load this file).
process.env.PLAYWRIGHT_BASE_URL = baseURL;
const desktop = base.projects!.find((project) => project.name === "desktop")!;
// Of the specs below, the tests whose pages do not depend on the posts are run by `npm test`
// already; so are the desktop project's own leave-outs (a project's grepInvert replaces the
// config's, so both are the project's here).
const grepInvert = [
  ...[desktop.grepInvert ?? []].flat(),
  /launch-facts\.spec\.ts (?!every page type links)/,
  /accessibility\.spec\.ts (?!.*blog search island)/,
  /blog\.spec\.ts .*(unknown slug|capitals that match no post|no slug|page behind them|image optimizer|webhook refuses)/,
];

export default defineConfig({
  ...base,
  globalSetup: "./e2e/support/other-content-setup.ts",
  testMatch:
    /\/(accessibility|blog[a-z-]*|html-validity|launch-facts|link-crawl|structured-data|us-english)\.spec\.ts$/,
  outputDir: "test-results/other-content",
  reporter: [["list"]],
  use: {
    ...base.use,
    baseURL,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [{ name: "welcomeDialogSeen", value: "true" }],
        },
      ],
    },
  },
  projects: [{ ...desktop, grepInvert }],
  webServer: undefined,
});
