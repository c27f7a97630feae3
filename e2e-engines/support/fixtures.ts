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
    const tab = withDeadlines(await engineBrowser.newTab());
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

/** Longer than any one step takes (a load, a script, an action), well inside a test's 60 s. */
const STEP_DEADLINE_MS = 25_000;

/**
 * The tab with each of its steps bounded: a driver command that never answers fails as that
 * step, named with its arguments, instead of the test timing out with no detail
 * (docs/testing.md, "Flakes seen": WebKit's 60 s timeouts during a beforeEach).
 */
function withDeadlines(tab: Tab): Tab {
  return new Proxy(tab, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== "function" || key === "close") return value;
      return (...args: unknown[]) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const shown = args
          .map((arg) =>
            typeof arg === "function" ? "fn" : JSON.stringify(arg),
          )
          .join(", ");
        const deadline = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () =>
              reject(
                new Error(
                  `${target.engine}: ${String(key)}(${shown}) did not answer within ${STEP_DEADLINE_MS / 1000} s`,
                ),
              ),
            STEP_DEADLINE_MS,
          );
        });
        return Promise.race([
          Promise.resolve(value.apply(target, args)),
          deadline,
        ]).finally(() => clearTimeout(timer));
      };
    },
  });
}
