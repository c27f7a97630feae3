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
    const steps = new StepLog();
    const started = steps.begin("newTab()");
    const tab = withDeadlines(await engineBrowser.newTab(), steps);
    started();
    await tab.setViewport(1280, 800);
    await provide(tab);
    const failed = testInfo.status !== testInfo.expectedStatus;
    if (failed) {
      // What each step of the tab took, and the one still running: a test timeout names no step.
      const log = steps.report();
      console.log(`${testInfo.title}, the tab's steps:\n${log}`);
      await testInfo.attach("tab steps", {
        body: log,
        contentType: "text/plain",
      });
    }
    const png = failed && (await tab.screenshot().catch(() => undefined));
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

/** A step of a tab: ms after the tab was asked for, and its length once it has ended. */
type Step = { name: string; at: number; ms?: number };

/** Each step of a tab, when it started and how long it took, for a failed test's report. */
class StepLog {
  private readonly start = Date.now();
  private readonly steps: Step[] = [];

  begin(name: string) {
    const step: Step = { name, at: Date.now() - this.start };
    this.steps.push(step);
    return () => {
      step.ms = Date.now() - this.start - step.at;
    };
  }

  report() {
    const now = Date.now() - this.start;
    return this.steps
      .map(
        ({ name, at, ms }) =>
          `${String(at).padStart(6)} ms  ${name}  ${ms === undefined ? `still running after ${now - at} ms` : `${ms} ms`}`,
      )
      .join("\n");
  }
}

/**
 * The tab with each of its steps bounded: a driver command that never answers fails as that
 * step, named with its arguments, instead of the test timing out with no detail
 * (docs/testing.md, "Flakes seen": WebKit's 60 s timeouts during a beforeEach). Every step goes
 * in `steps`, so a test that times out over many slow steps shows which.
 */
function withDeadlines(tab: Tab, steps: StepLog): Tab {
  return new Proxy(tab, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== "function" || key === "close") return value;
      return (...args: unknown[]) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const shown = args
          .map((arg) =>
            typeof arg === "function" ? arg.name || "fn" : JSON.stringify(arg),
          )
          .join(", ");
        const done = steps.begin(`${String(key)}(${shown})`);
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
        ]).finally(() => {
          clearTimeout(timer);
          done();
        });
      };
    },
  });
}
