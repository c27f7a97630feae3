import { expect } from "@playwright/test";

// What the cross-engine flows ask of a browser tab. Two drivers stand behind it (docs/testing.md,
// "Engines"): puppeteer-core speaking WebDriver BiDi to Firefox ESR (firefox.ts) and
// selenium-webdriver speaking classic WebDriver to WebKitGTK's MiniBrowser (webkit.ts). The
// flows only click, type and read the page, so one small surface keeps them engine-blind.

export type Engine = "webkit" | "firefox";

/** A page function: serialized and run in the page, so it may use only its own arguments. */
// Any, as both drivers take: the arguments are JSON values the caller chose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageFunction<T> = (...args: any[]) => T;

export interface Tab {
  readonly engine: Engine;
  /** Loads a path of the site and waits for the load event. */
  goto(path: string): Promise<void>;
  /** The layout viewport in CSS pixels, as a phone or laptop would have it. */
  setViewport(width: number, height: number): Promise<void>;
  /** A real pointer click on the first match, once it is visible. CSS, or XPath from `//`. */
  click(selector: string): Promise<void>;
  /** Real key presses into the first match, once it is visible. */
  type(selector: string, text: string): Promise<void>;
  /** Empties a text field with real keys (select all, Backspace), as a visitor would. */
  clear(selector: string): Promise<void>;
  /** Moves the mouse, in one step, to the middle of the first match, or off the header. */
  pointAt(selector: string | "away"): Promise<void>;
  /** Picks the option whose value is `value` in a <select>. */
  select(selector: string, value: string): Promise<void>;
  evaluate<T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T>;
  /** A PNG of the viewport, attached to a failed test's report. */
  screenshot(): Promise<Buffer>;
  /** Uncaught exceptions, unhandled rejections, CSP violations, console.error calls so far. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  /** A tab in a fresh profile: no storage, no cookies, as a first visit. */
  newTab(): Promise<Tab>;
  close(): Promise<void>;
}

/** Retries a page function until it returns `expected` (Playwright's expect.poll). */
export function expectInPage<T>(
  tab: Tab,
  fn: PageFunction<T>,
  args: unknown[] = [],
  message?: string,
  timeout = 10_000,
) {
  return expect.poll(() => tab.evaluate(fn, ...args), { message, timeout });
}

/** Waits until React has hydrated the first match: its props are on the element. */
export const hydrated = (tab: Tab, selector: string) =>
  expectInPage(
    tab,
    (css: string) => {
      const element = document.querySelector(css);
      return (
        !!element &&
        Object.keys(element).some((key) => key.startsWith("__reactProps"))
      );
    },
    [selector],
    `${selector} hydrated`,
  ).toBe(true);

/** Makes the tab a visitor who has seen the home page's welcome dialog, so it covers nothing. */
export async function returningVisitor(tab: Tab) {
  await tab.goto("/robots.txt");
  await tab.evaluate(() => localStorage.setItem("welcomeDialogSeen", "true"));
}

/** XPath for an element of `tag` whose whitespace-normalized text is `text`. */
export const byText = (tag: string, text: string, within = "") =>
  `${within}//${tag}[normalize-space()=${JSON.stringify(text)}]`;

/** Where pointAt("away") leaves the mouse: mid-page, below the header and its menus. */
export const AWAY = { x: 640, y: 700 };

export const sleep = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms));
