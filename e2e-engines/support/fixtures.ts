import { writeFile } from "node:fs/promises";
import { test as base, expect } from "@playwright/test";
import { startFirefox } from "./firefox";
import type { Engine, EngineBrowser, Tab } from "./tab";
import { startWebKit } from "./webkit";

// `tab`: a fresh first-visit tab at 1280×800 in the project's engine. Every test ends by
// checking that no uncaught error or console.error happened in it (or exactly the ones it
// declares in `expectedErrors`), so each flow is also a console check. The browser is started
// once per worker.

export const test = base.extend<
  { tab: Tab; expectedErrors: RegExp[] },
  { engine: Engine; engineBrowser: EngineBrowser }
>({
  engine: ["firefox", { option: true, scope: "worker" }],
  // Only the trap's own test expects any (console.spec.ts).
  expectedErrors: [[], { option: true }],
  engineBrowser: [
    async ({ engine }, provide) => {
      // The site's origin from PORT, as the config starts it (the browser outlives a test,
      // so Playwright's per-test baseURL fixture cannot be used here).
      const baseURL = `http://127.0.0.1:${process.env.PORT ?? 3100}`;
      const browser =
        engine === "webkit"
          ? await startWebKit(baseURL)
          : await startFirefox(baseURL);
      await provide(browser);
      await browser.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  tab: async ({ engineBrowser, expectedErrors }, provide, testInfo) => {
    const tab = await engineBrowser.newTab();
    await tab.setViewport(1280, 800);
    await provide(tab);
    const png =
      testInfo.status !== testInfo.expectedStatus &&
      (await tab.screenshot().catch(() => undefined));
    if (png) {
      const path = testInfo.outputPath("screenshot.png");
      await writeFile(path, png);
      await testInfo.attach("screenshot", { path, contentType: "image/png" });
    }
    // A read that fails fails the test: an unread trap is no proof of "no errors".
    const errors = await tab.errors().finally(() => tab.close());
    expect(errors, "uncaught errors and console.error calls").toEqual(
      expectedErrors.map((error) => expect.stringMatching(error)),
    );
  },
});

export { expect };
