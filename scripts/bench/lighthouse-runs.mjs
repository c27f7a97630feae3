// Lighthouse's mobile preset, one run at a time; index.mjs interleaves them into rounds.
//   simulate: Lighthouse's default. Loads unthrottled, then models a slow phone from the trace.
//   devtools: "applied" throttling. Really slows the network and CPU while the page loads, so
//             late paints (a dialog that opens after `load`) count as they would on a phone.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import lighthouse from "lighthouse";
import { median } from "./median.mjs";

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

export const throttlingMethods = {
  simulate: "simulated",
  devtools: "applied",
};

// The main thread's work by Lighthouse's task groups (mainthread-work-breakdown), as issue 43
// reads it: style and layout, script evaluation, HTML and CSS parsing, the rest.
const workGroups = {
  styleLayout: ["styleLayout"],
  scriptEvaluation: ["scriptEvaluation"],
  parseHtmlCss: ["parseHTML"],
  otherWork: [
    "other",
    "scriptParseCompile",
    "paintCompositeRender",
    "garbageCollection",
  ],
};

const metricKeys = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcp",
  "lcp",
  "tbt",
  "cls",
  "scriptBytes",
  "totalBytes",
  ...Object.keys(workGroups),
  "mainThread",
  "reactDomScripting",
  "documentScripting",
];
const categories = ["performance", "accessibility", "best-practices", "seo"];

export { median };

// The most frequent value (the LCP element of most runs); ties go to the first seen.
function mode(values) {
  const counts = new Map();
  for (const v of values) {
    if (v != null) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  let best = null;
  for (const [v, n] of counts) {
    if (best === null || n > counts.get(best)) best = v;
  }
  return best;
}

function bytesOf(lhr, type) {
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  return items.find((item) => item.resourceType === type)?.transferSize ?? null;
}

// "p: Licensed and insured…" or "img /images/story-poster.svg: …": which element painted last.
function lcpElement(lhr) {
  const table = lhr.audits["largest-contentful-paint-element"]?.details?.items;
  const node = table?.[0]?.items?.[0]?.node;
  if (!node) return null;
  const tag = /^<\s*([a-z0-9-]+)/i.exec(node.snippet ?? "")?.[1] ?? "?";
  const src = /\ssrc="([^"]+)"/.exec(node.snippet ?? "")?.[1];
  const label = (node.nodeLabel ?? "").replace(/\s+/g, " ").slice(0, 40);
  return `${tag}${src ? ` ${src}` : ""}: ${label}`;
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
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    scriptBytes: bytesOf(lhr, "script"),
    totalBytes: bytesOf(lhr, "total"),
    lcpElement: lcpElement(lhr),
    failing,
    details,
    runtimeError: lhr.runtimeError?.code ?? null,
  };
}

function mainThreadWork(lhr) {
  const items = lhr.audits["mainthread-work-breakdown"]?.details?.items;
  if (!items) return {};
  const of = (groups) =>
    items
      .filter((item) => groups.includes(item.group))
      .reduce((sum, item) => sum + item.duration, 0);
  const work = Object.fromEntries(
    Object.entries(workGroups).map(([key, groups]) => [key, of(groups)]),
  );
  work.mainThread = items.reduce((sum, item) => sum + item.duration, 0);
  return work;
}

// Which script is React DOM, the framework's largest piece: the chunk whose code holds React
// DOM's fiber key. Chunk names are content hashes, so the answer is the same for every run of
// one build; read each script once.
const reactDomMarker = "__reactFiber$";
const isReactDom = new Map();
async function holdsReactDom(url) {
  if (!isReactDom.has(url)) {
    isReactDom.set(
      url,
      fetch(url)
        .then((response) => response.text())
        .then((code) => code.includes(reactDomMarker))
        .catch(() => false),
    );
  }
  return isReactDom.get(url);
}

// Script evaluation per script (bootup-time): React DOM's chunk, and the document's own inline
// scripts (the RSC payload and Next's bootstrap), which is where a page's size shows.
async function scriptingOf(lhr, pageUrl) {
  const items = lhr.audits["bootup-time"]?.details?.items ?? [];
  let reactDomScripting = null;
  let documentScripting = 0;
  for (const item of items) {
    if (item.url === pageUrl || item.url === lhr.finalDisplayedUrl) {
      documentScripting += item.scripting;
    } else if (
      item.url.includes("/_next/static/") &&
      (await holdsReactDom(item.url))
    ) {
      reactDomScripting = (reactDomScripting ?? 0) + item.scripting;
    }
  }
  return { reactDomScripting, documentScripting };
}

// One Lighthouse run: a URL, one throttling method, the numbers it contributes. `cpu`: a CPU
// slowdown other than the preset's 4x (the slow phone's); Lighthouse merges it into the preset's
// throttling, so the network stays the mobile preset's.
export async function runLighthouse(chrome, url, method, cpu = null) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
    throttlingMethod: method,
    ...(cpu ? { throttling: { cpuSlowdownMultiplier: cpu } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return {
    ...summarize(result.lhr),
    ...mainThreadWork(result.lhr),
    ...(await scriptingOf(result.lhr, url)),
  };
}

// The medians of a page's runs under one method, the LCP element most runs reported, and every
// run's numbers (so a swing can be read from the JSON).
export function aggregate(url, method, samples) {
  const numbers = Object.fromEntries(
    metricKeys.map((key) => [key, median(samples.map((s) => s[key]))]),
  );
  return {
    url,
    method,
    runs: samples.length,
    ...numbers,
    lcpElement: mode(samples.map((s) => s.lcpElement)),
    lcpElements: samples.map((s) => s.lcpElement),
    failingAudits: [...new Set(samples.flatMap((s) => s.failing))].sort(),
    failingDetails: Object.assign({}, ...samples.map((s) => s.details)),
    runtimeErrors: samples.map((s) => s.runtimeError).filter(Boolean),
    samples: samples.map((s) =>
      Object.fromEntries(metricKeys.map((key) => [key, s[key]])),
    ),
  };
}
