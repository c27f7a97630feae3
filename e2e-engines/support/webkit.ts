import { spawn } from "node:child_process";
import net from "node:net";
import { fileURLToPath } from "node:url";
import {
  Builder,
  By,
  Key,
  Origin,
  until,
  type WebDriver,
} from "selenium-webdriver";
import { enginePaths } from "../../scripts/engines/engine-paths.mjs";
import { startErrorTrapProxy, TRAP_KEY } from "./error-trap";
import { SCREEN_MIDDLE } from "./global-setup";
import { AWAY, sleep, type EngineBrowser, type Tab } from "./tab";

// WebKitGTK's MiniBrowser, started by Debian's WebKitWebDriver on the Xvfb display that
// global-setup.ts opened, and driven by selenium-webdriver over classic WebDriver. One driver
// per worker; one session (a fresh MiniBrowser and profile) per test.

// MiniBrowser's toolbar would keep its window at least 447 px wide, wider than a 390 px phone;
// this GTK style sheet squeezes it (see the file). Not GDK_DPI_SCALE: WebKitGTK zooms pages
// with it, and its WebDriver then clicks at unzoomed coordinates, beside the element.
const gtkConfig = fileURLToPath(
  new URL("./minibrowser-config", import.meta.url),
);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

async function waitForDriver(url: string) {
  for (let tries = 0; tries < 50; tries++) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

/** WebKitWebDriver on a free port, in its own process group: the browsers it starts go down
 *  with it in stop(). */
async function startDriver() {
  const port = await freePort();
  const driver = spawn(enginePaths.webkitDriver, [`--port=${port}`], {
    detached: true,
    stdio: "ignore",
    env: { ...process.env, XDG_CONFIG_HOME: gtkConfig },
  });
  let stopped = false;
  const stop = () => {
    if (stopped || !driver.pid) return;
    stopped = true;
    process.kill(-driver.pid);
  };
  // Also when the worker is stopped before its fixtures are torn down (Ctrl-C, a timeout):
  // a detached group outlives its parent.
  process.once("exit", stop);
  const url = `http://127.0.0.1:${port}`;
  await waitForDriver(url);
  return { url, stop };
}

/**
 * How long a new session may take: MiniBrowser starts and answers in 0.4–0.8 s, 60 of 60 times
 * with two busy cores beside it. Once in a fresh-clone `npm test` a WebKit test timed out at 60 s
 * in its beforeEach with every step of the tab bounded at 25 s, which leaves the one unbounded
 * step, the session's start (docs/testing.md, "Flakes seen").
 */
const SESSION_START_MS = 15_000;

/** The session asked for, or nothing if it has not come within SESSION_START_MS. */
function sessionWithin(asked: Promise<WebDriver>) {
  // A request left hanging fails once its driver is stopped: not an unhandled rejection.
  asked.catch(() => undefined);
  return Promise.race([asked, sleep(SESSION_START_MS)]);
}

export async function startWebKit(baseURL: string): Promise<EngineBrowser> {
  if (!process.env.DISPLAY)
    throw new Error("WebKit needs the Xvfb display from global-setup.ts");
  let driver = await startDriver();
  const proxy = await startErrorTrapProxy(baseURL);
  const newSession = () =>
    new Builder()
      .usingServer(driver.url)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": {
          binary: enginePaths.miniBrowser,
          args: ["--automation"],
        },
      })
      .build();
  return {
    async newTab() {
      let session = await sessionWithin(newSession());
      if (!session) {
        // The browser never came up: nothing of the site has run yet. Said aloud, not hidden,
        // and asked once more of a new driver; a second hang fails the test, named.
        console.warn(
          `WebKit: no session ${SESSION_START_MS / 1000} s after asking WebKitWebDriver; restarting it and asking once more`,
        );
        driver.stop();
        driver = await startDriver();
        session = await sessionWithin(newSession());
        if (!session)
          throw new Error(
            `WebKit: no session within ${SESSION_START_MS / 1000} s, twice`,
          );
      }
      // A load or script that never ends fails its own command, named, well inside the test's
      // 60 s, instead of the test timing out with no detail (docs/testing.md, "Flakes seen").
      await session.manage().setTimeouts({ pageLoad: 20_000, script: 20_000 });
      return webkitTab(session, proxy.origin);
    },
    async close() {
      await proxy.close();
      driver.stop();
    },
  };
}

/** Where an element is, its scroll containers' state, and what a click at its centre would hit. */
function whatCovers(element: Element) {
  const box = element.getClientRects()[0];
  if (!box) return { box: null };
  const x = (box.left + box.right) / 2;
  const y = (box.top + box.bottom) / 2;
  const scrollers: string[] = [];
  for (let node = element.parentElement; node; node = node.parentElement)
    if (
      node.scrollHeight > node.clientHeight &&
      getComputedStyle(node).overflowY !== "visible"
    )
      scrollers.push(
        `${node.tagName} top ${Math.round(node.getBoundingClientRect().top)} scrollTop ${node.scrollTop}/${node.scrollHeight - node.clientHeight}`,
      );
  const style = getComputedStyle(element);
  return {
    rect: [box.left, box.top, box.right, box.bottom].map(Math.round),
    look: `${style.visibility} ${style.pointerEvents} ${style.position}`,
    centre: [Math.round(x), Math.round(y)],
    viewport: [innerWidth, innerHeight, scrollY],
    scrollers,
    hits: document
      .elementsFromPoint(x, y)
      .slice(0, 4)
      .map((hit) => `${hit.tagName}.${String(hit.className).slice(0, 60)}`),
  };
}

function webkitTab(session: WebDriver, origin: string): Tab {
  const by = (selector: string) =>
    selector.startsWith("//") ? By.xpath(selector) : By.css(selector);
  const find = async (selector: string) => {
    const element = await session.wait(
      until.elementLocated(by(selector)),
      10_000,
      `no ${selector}`,
    );
    await session.wait(
      until.elementIsVisible(element),
      10_000,
      `${selector} stays hidden`,
    );
    return element;
  };
  const evaluate: Tab["evaluate"] = (fn, ...args) =>
    session.executeScript(fn, ...args);
  /** The page's size once the window has taken `rect`: the page learns of a resize a moment
   *  after Set Window Rect answers, and a size read before then was the old one. */
  async function settledViewport(rect: {
    width: number;
    height: number;
  }): Promise<[number, number]> {
    let last = "";
    for (let reads = 0; reads < 40; reads++) {
      const size = await evaluate(() => [
        outerWidth,
        outerHeight,
        innerWidth,
        innerHeight,
      ]);
      const [outerW, outerH, w, h] = size as number[];
      if (outerW === rect.width && outerH === rect.height && `${size}` === last)
        return [w!, h!];
      last = `${size}`;
      await sleep(50);
    }
    throw new Error(
      `WebKit's window did not take ${rect.width}×${rect.height}`,
    );
  }
  return {
    engine: "webkit",
    goto: (path) => session.get(new URL(path, origin).href),
    async setViewport(width, height) {
      // The window is the viewport plus the toolbar's height, measured and made up for once.
      const window = session.manage().window();
      let rect = { width, height };
      for (let tries = 0; tries < 3; tries++) {
        // Never over the X pointer, which would undo hovers (global-setup.ts).
        if (rect.width > SCREEN_MIDDLE.x || rect.height > SCREEN_MIDDLE.y)
          throw new Error(
            `a ${rect.width}×${rect.height} window would reach the X pointer at ${SCREEN_MIDDLE.x},${SCREEN_MIDDLE.y}: enlarge SCREEN in global-setup.ts`,
          );
        await window.setRect({ x: 0, y: 0, ...rect });
        const [w, h] = await settledViewport(rect);
        if (w === width && h === height) return;
        rect = {
          width: rect.width + width - w,
          height: rect.height + height - h,
        };
      }
      throw new Error(`WebKit viewport is not ${width}×${height}`);
    },
    // WebDriver scrolls only an element outside the viewport before its click. A box inside the
    // sticky form's own scroll area but under its pinned buttons counts as in view to it, and the
    // click lands on the buttons (ElementClickInterceptedError). A person scrolls the card until
    // the box shows, as this does first. It also brings in what WebDriver's own scroll leaves
    // out: the sticky form's pinned Next, below the viewport while the aside is not yet stuck,
    // stays there through WebKitWebDriver's scroll, and the click fails as not interactable
    // (docs/testing.md, "Flakes seen": the WebKit "Next" flake).
    async click(selector) {
      const element = await find(selector);
      await session.executeScript(
        "arguments[0].scrollIntoView({ block: 'center' })",
        element,
      );
      await element.click().catch(async (error: Error) => {
        // WebKitWebDriver says "not interactable" when the element is not among
        // elementsFromPoint() at its in-view centre, or is outside the viewport: this says where
        // it was and what was there instead.
        if (error.name !== "ElementNotInteractableError") throw error;
        error.message += ` ${JSON.stringify(await session.executeScript(whatCovers, element))}`;
        throw error;
      });
    },
    type: async (selector, text) => (await find(selector)).sendKeys(text),
    clear: async (selector) =>
      (await find(selector)).sendKeys(
        Key.chord(Key.CONTROL, "a"),
        Key.BACK_SPACE,
      ),
    async pointAt(selector) {
      const actions = session.actions();
      await (
        selector === "away"
          ? actions.move({ ...AWAY, origin: Origin.VIEWPORT })
          : actions.move({ origin: await find(selector) })
      ).perform();
    },
    // Clicking an <option> selects it and fires input and change, as the WebDriver spec says.
    select: async (selector, value) =>
      (await find(selector))
        .findElement(By.css(`option[value=${JSON.stringify(value)}]`))
        .click(),
    evaluate,
    screenshot: async () =>
      Buffer.from(await session.takeScreenshot(), "base64"),
    errors: () =>
      evaluate(
        (key: string) => JSON.parse(sessionStorage.getItem(key) ?? "[]"),
        TRAP_KEY,
      ),
    close: () => session.quit(),
  };
}
