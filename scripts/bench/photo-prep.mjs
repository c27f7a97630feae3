// How long the request form's photo preparation holds the main thread (issue 53, "Slow photo
// preparation"): five 12 MP JPEGs chosen on /contact in Chromium at 390×844 and 4× CPU
// slowdown, and the longest task (PerformanceObserver "longtask", installed before the page's
// scripts) from the choice until all five show "Ready".
//
//   npm run build && node scripts/bench/photo-prep.mjs      (PHOTO_BENCH_RUNS, default 3)
//
// Starts `next start` on PORT (default 3500) alone: choosing photos needs no backend.
import { spawn } from "node:child_process";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { root, settings } from "./config.mjs";

const chromiumArgs = createRequire(import.meta.url)("../chromium-args.json");
const port = Number(process.env.PORT ?? 3500);
const runs = Number(process.env.PHOTO_BENCH_RUNS ?? 3);
const baseURL = `http://127.0.0.1:${port}`;
// The issue's figure: a task past 100 ms is one a visitor can feel (RAIL's response budget).
const LONG_TASK_LIMIT_MS = 100;

/**
 * A 4,000 × 3,000 JPEG that compresses like a camera photo (2–5 MB): a diagonal gradient for the
 * light, coarse noise for surfaces and fine noise for grain. Each call differs (sharp's noise).
 */
async function cameraLikeJpeg(hue) {
  const [width, height] = [4000, 3000];
  const small = [800, 600];
  const gradient = Buffer.alloc(small[0] * small[1] * 3);
  for (let y = 0; y < small[1]; y++)
    for (let x = 0; x < small[0]; x++) {
      const light = (x / small[0] + y / small[1]) / 2;
      const at = (y * small[0] + x) * 3;
      gradient[at] = 60 + 150 * light;
      gradient[at + 1] = (hue + 120 * light) % 256;
      gradient[at + 2] = 200 - 120 * light;
    }
  const coarse = await sharp({
    create: {
      width: small[0],
      height: small[1],
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const base = await sharp(gradient, {
    raw: { width: small[0], height: small[1], channels: 3 },
  })
    .composite([{ input: coarse, blend: "soft-light" }])
    .png()
    .toBuffer();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  return sharp(base)
    .resize(width, height, { kernel: "cubic" })
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function startSite() {
  const server = spawn(
    process.execPath,
    [
      path.join(root, "node_modules/next/dist/bin/next"),
      "start",
      "-p",
      String(port),
      "-H",
      "127.0.0.1",
    ],
    { cwd: root, stdio: "ignore" },
  );
  for (let waited = 0; waited < 60_000; waited += 250) {
    const up = await fetch(`${baseURL}/contact`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`next start did not answer on ${baseURL} within 60 s`);
}

/**
 * Waits until no script has been fetched for a second and the page has had an idle moment, so
 * what loaded for the typing (the validation's chunk) is not counted against the photos.
 */
async function settled(page) {
  const scripts = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.includes("/_next/static/")).length,
    );
  for (let last = -1, now = await scripts(); now !== last;) {
    await page.waitForTimeout(1_000);
    [last, now] = [now, await scripts()];
  }
  await page.evaluate(
    () =>
      new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })),
  );
}

/** One run in a fresh browser: the longest main-thread task while five photos are prepared. */
async function measure(files) {
  const browser = await chromium.launch({
    executablePath: settings.chromePath,
    args: chromiumArgs,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks = [];
      Object.assign(window, { __longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: "longtask", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${baseURL}/contact`);
    const form = page.getByRole("form", { name: "Request Service" });
    // Reaching for the form loads its island, and leaving a field its validation (zod): a name
    // typed first, as a visitor does, then a tap beside the form, so that what the typing loads
    // is not counted against the photos. The photo button is React's once the island hydrated.
    await form.getByLabel("Full name", { exact: true }).click();
    await page.keyboard.type("Pat Doe");
    await page.locator("h1").first().click();
    const add = form.getByRole("button", { name: "Add photos" });
    await page.waitForFunction(
      (element) =>
        Object.keys(element).some((key) => key.startsWith("__reactProps")),
      await add.elementHandle(),
      { timeout: 60_000 },
    );
    // The island's first focus that React sees loads the validation; the photo button's press
    // would otherwise be that first focus.
    await form.getByLabel("Full name", { exact: true }).click();
    await page.locator("h1").first().click();
    await settled(page);
    const start = await page.evaluate(() => performance.now());
    const picker = page.waitForEvent("filechooser");
    await add.click();
    await (await picker).setFiles(files);
    const items = form
      .getByRole("list", { name: "Chosen photos" })
      .getByRole("listitem");
    // Watched from the page itself: Playwright's own polling would add tasks of its own.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const check = () => {
            const items = document.querySelectorAll(
              '[aria-label="Chosen photos"] li',
            );
            const ready = [...items].filter((item) =>
              /Ready|does not fit|cannot read/.test(item.textContent ?? ""),
            );
            if (ready.length === 5) resolve(undefined);
          };
          new MutationObserver(check).observe(document.body, {
            subtree: true,
            childList: true,
            characterData: true,
          });
          check();
        }),
    );
    const end = await page.evaluate(() => performance.now());
    const tasks = await page.evaluate(() => window.__longTasks);
    const during = tasks.filter((task) => task.start + task.duration >= start);
    return {
      longestMs: Math.round(Math.max(0, ...during.map((t) => t.duration))),
      over100: during.filter((t) => t.duration > LONG_TASK_LIMIT_MS).length,
      tasks: during.length,
      readyMs: Math.round(end - start),
      states: await items.allInnerTexts(),
    };
  } finally {
    await browser.close();
  }
}

const folder = await mkdtemp(path.join(os.tmpdir(), "photo-prep-"));
const files = [];
for (let n = 0; n < 5; n++) {
  const file = path.join(folder, `IMG_04${10 + n}.jpg`);
  await writeFile(file, await cameraLikeJpeg(40 * n));
  files.push(file);
}
const sizes = await Promise.all(
  files.map(async (file) => (await stat(file)).size),
);
console.log(
  `Five 4000×3000 JPEGs: ${sizes.map((b) => `${(b / 1e6).toFixed(1)} MB`).join(", ")}`,
);
const server = await startSite();
try {
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const result = await measure(files);
    results.push(result);
    console.log(
      `run ${run}: longest task ${result.longestMs} ms, ${result.over100} over ${LONG_TASK_LIMIT_MS} ms, ${result.tasks} long tasks, all ready after ${result.readyMs} ms`,
    );
  }
  const longest = results.map((r) => r.longestMs).sort((a, b) => a - b);
  console.log(
    `longest task over ${runs} runs: ${longest.at(-1)} ms (median ${longest[Math.floor(runs / 2)]} ms)`,
  );
} finally {
  server.kill();
  await rm(folder, { recursive: true, force: true });
}
