// Lighthouse (default mobile preset, simulated throttling) several times per page; medians.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import lighthouse from "lighthouse";

// chrome-launcher comes with Lighthouse; resolve it from there rather than pin a second copy.
async function loadChromeLauncher() {
  const fromLighthouse = createRequire(import.meta.resolve("lighthouse"));
  return import(pathToFileURL(fromLighthouse.resolve("chrome-launcher")).href);
}

// The flags Playwright starts Chromium with (scripts/chromium-args.json), headless here.
const chromeFlags = [
  "--headless",
  ...createRequire(import.meta.url)("../chromium-args.json"),
];

export async function launchChrome(chromePath) {
  const { launch } = await loadChromeLauncher();
  return launch({ chromePath, chromeFlags, logLevel: "silent" });
}

const metricKeys = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "lcp",
  "tbt",
  "cls",
  "scriptBytes",
  "totalBytes",
];
const categories = ["performance", "accessibility", "best-practices", "seo"];

export function median(values) {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function bytesOf(lhr, type) {
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  return items.find((item) => item.resourceType === type)?.transferSize ?? null;
}

// The numbers one run contributes, plus the audits that kept a category below 1.
function summarize(lhr) {
  const score = (id) => lhr.categories[id]?.score ?? null;
  const failing = [];
  const details = {};
  for (const id of categories.slice(1)) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit?.score !== null && audit.score < 1) {
        failing.push(`${id}:${ref.id}`);
        // Keep a few offending items so a miss can be fixed from the JSON alone.
        details[ref.id] = (audit.details?.items ?? []).slice(0, 5);
      }
    }
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? null,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? null,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
    scriptBytes: bytesOf(lhr, "script"),
    totalBytes: bytesOf(lhr, "total"),
    failing,
    details,
    runtimeError: lhr.runtimeError?.code ?? null,
  };
}

export async function measurePage(chrome, url, runs) {
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    samples.push(summarize(result.lhr));
  }
  const numbers = Object.fromEntries(
    metricKeys.map((key) => [key, median(samples.map((s) => s[key]))]),
  );
  return {
    url,
    runs: samples.length,
    ...numbers,
    failingAudits: [...new Set(samples.flatMap((s) => s.failing))].sort(),
    failingDetails: Object.assign({}, ...samples.map((s) => s.details)),
    runtimeErrors: samples.map((s) => s.runtimeError).filter(Boolean),
    samples: samples.map((s) =>
      Object.fromEntries(metricKeys.map((key) => [key, s[key]])),
    ),
  };
}
