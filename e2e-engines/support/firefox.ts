import puppeteer, { type Page } from "puppeteer-core";
import { enginePaths } from "../../scripts/engines/engine-paths.mjs";
import { clockScript } from "./clock";
import { AWAY, type EngineBrowser, type Tab } from "./tab";

// Firefox ESR from Debian, started and driven by puppeteer-core over WebDriver BiDi: no
// geckodriver (there is no Debian package of it, and its npm package downloads it).

// Puppeteer already turns off updates, telemetry, safe browsing and other calls home; these
// are the ones it leaves on, each a connection this closed network refuses.
const quietPrefs = {
  "network.captive-portal-service.enabled": false,
  "network.connectivity-service.enabled": false,
  "network.dns.disablePrefetch": true,
  "network.prefetch-next": false,
  "browser.topsites.contile.enabled": false,
  "toolkit.telemetry.enabled": false,
  // Remote Settings syncs from a URL that needs no name lookup (puppeteer's dummy.test does),
  // as Mozilla's own test harness points it.
  "services.settings.server": "data:,#remote-settings-dummy/v1",
};

export async function startFirefox(baseURL: string): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: enginePaths.firefox,
    headless: true,
    extraPrefsFirefox: quietPrefs,
    // Mozilla's own test switch: connections to anything but this machine are refused, and a
    // release build lets the preference above move Remote Settings off
    // firefox.settings.services.mozilla.com (looked up about 30 times a run without it).
    env: { ...process.env, MOZ_DISABLE_NONLOCAL_CONNECTIONS: "1" },
  });
  return {
    async newTab() {
      // A BiDi user context: its own storage and cookies, like a new visitor.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.evaluateOnNewDocument(clockScript);
      return firefoxTab(page, baseURL, () => context.close());
    },
    close: () => browser.close(),
  };
}

const VERCEL_ONLY_SCRIPT =
  /The resource from “[^”]*\/_vercel\/(speed-)?insights\/script\.js” was blocked due to MIME type/;

function firefoxTab(
  page: Page,
  baseURL: string,
  close: () => Promise<void>,
): Tab {
  const errors: string[] = [];
  page.on("pageerror", (error) => {
    // npm test builds with `vercel build`, so pages carry Vercel Analytics and Speed Insights,
    // whose scripts only Vercel serves: under next start Firefox reports their 404 (text/plain,
    // nosniff) as a page error. Nothing else is let through.
    if (VERCEL_ONLY_SCRIPT.test(String(error))) return;
    errors.push(`uncaught: ${String(error)}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error")
      errors.push(`console.error: ${message.text()}`);
  });
  const find = async (selector: string) => {
    const query = selector.startsWith("//")
      ? `::-p-xpath(${selector})`
      : selector;
    const element = await page.waitForSelector(query, {
      visible: true,
      timeout: 10_000,
    });
    if (!element) throw new Error(`no ${selector}`);
    return element;
  };
  return {
    engine: "firefox",
    async goto(path) {
      await page.goto(new URL(path, baseURL).href, { waitUntil: "load" });
    },
    setViewport: (width, height) => page.setViewport({ width, height }),
    // As webkit.ts: a box inside the sticky form's scroll area but under its pinned buttons
    // counts as in view, and the click lands on the buttons (seen with the photos field, issue
    // 44, which makes step 1 taller). A person scrolls it into sight first; so does this.
    async click(selector) {
      const element = await find(selector);
      await element.evaluate((node) =>
        node.scrollIntoView({ block: "center" }),
      );
      await element.click();
    },
    type: async (selector, text) => (await find(selector)).type(text),
    async clear(selector) {
      await (await find(selector)).click();
      await page.keyboard.down("Control");
      await page.keyboard.press("a");
      await page.keyboard.up("Control");
      await page.keyboard.press("Backspace");
    },
    async pointAt(selector) {
      if (selector === "away") return page.mouse.move(AWAY.x, AWAY.y);
      const box = await (await find(selector)).boundingBox();
      if (!box) throw new Error(`${selector} has no box`);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    },
    async select(selector, value) {
      await find(selector);
      await page.select(selector, value);
    },
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    screenshot: async () => Buffer.from(await page.screenshot()),
    errors: async () => [...errors],
    close,
  };
}
