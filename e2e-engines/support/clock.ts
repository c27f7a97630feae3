import { sleep, type Tab } from "./tab";

// A paused clock for WebKit and Firefox, which have no `page.clock` here (their drivers are not
// Playwright's). The script below runs first in every page of the tab: Firefox's driver adds it
// as a preload script (BiDi), WebKit's proxy puts it first in each page's <head>
// (error-trap.ts), since classic WebDriver cannot run a script before the page's own. It does
// nothing until a test asks for it with pauseClock(); from then on, in that tab, the page's
// setTimeout and setInterval fire, and Date.now() and performance.now() move, only by runFor().
// requestAnimationFrame, idle callbacks and `new Date()` keep real time: no timing under test
// uses them.

const FLAG = "__enginesPausedClock";

export const clockScript = `(() => {
  try {
    if (sessionStorage.getItem(${JSON.stringify(FLAG)}) === null) return;
  } catch {
    return; // a document without storage (about:blank, data:)
  }
  let now = Date.now();
  const origin = now - performance.now();
  const timers = new Map();
  let nextId = 1;
  const add = (callback, delay, args, repeat) => {
    const id = nextId++;
    const wait = Math.max(0, Number(delay) || 0);
    if (typeof callback === "function")
      timers.set(id, { at: now + wait, every: repeat ? Math.max(1, wait) : 0, callback, args });
    return id;
  };
  window.setTimeout = (callback, delay, ...args) => add(callback, delay, args, false);
  window.setInterval = (callback, delay, ...args) => add(callback, delay, args, true);
  window.clearTimeout = window.clearInterval = (id) => void timers.delete(id);
  Date.now = () => now;
  performance.now = () => now - origin;
  window.${FLAG} = {
    /** The timers waiting, as [due in ms, repeats every ms]. */
    pending: () => [...timers.values()].map((timer) => [timer.at - now, timer.every]),
    /** Moves time on by ms, firing every timer due on the way, in order, as a browser would. */
    runFor(ms) {
      const end = now + ms;
      for (;;) {
        let id = 0;
        let due = null;
        for (const [key, timer] of timers)
          if (timer.at <= end && (!due || timer.at < due.at)) [id, due] = [key, timer];
        if (!due) break;
        now = Math.max(now, due.at);
        if (due.every) due.at += due.every;
        else timers.delete(id);
        try {
          due.callback(...due.args);
        } catch (error) {
          reportError(error);
        }
      }
      now = end;
    },
  };
})();`;

/** From the next page on, this tab's pages run on a paused clock (runFor moves it). */
export async function pauseClock(tab: Tab) {
  // Any page of the origin will do for its sessionStorage; robots.txt runs nothing.
  await tab.goto("/robots.txt");
  await tab.evaluate((flag: string) => sessionStorage.setItem(flag, ""), FLAG);
}

/**
 * Moves the page's paused clock on by `ms`, firing the timers due on the way; answers the
 * timers left waiting, as [due in ms, repeats every ms].
 */
export async function runFor(tab: Tab, ms: number) {
  const pending = await tab.evaluate(
    (flag: string, by: number) => {
      const clock = (window as unknown as Record<string, unknown>)[flag] as
        { runFor: (ms: number) => void; pending: () => number[][] } | undefined;
      clock?.runFor(by);
      return clock ? JSON.stringify(clock.pending()) : null;
    },
    FLAG,
    ms,
  );
  if (pending === null)
    throw new Error("this page has no paused clock (pauseClock)");
  return pending;
}

/**
 * Lets a page that has loaded finish what it does before any time passes (hydration, the
 * effects that start its timers, zero-delay timers): done once the timers it has waiting stay
 * the same over 0.6 s of real time. Hydration can end well after the load event in WebKit,
 * and a timer started after a test moved the clock would be counted from then.
 */
export async function settleAtStart(tab: Tab) {
  let last = "";
  for (let same = 0, reads = 0; same < 3; reads++) {
    if (reads === 50) throw new Error("the page's timers never settled");
    const pending = await runFor(tab, 0);
    same = pending === last ? same + 1 : 0;
    last = pending;
    await sleep(200);
  }
}
