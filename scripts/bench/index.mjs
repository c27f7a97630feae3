// `npm run bench`: Lighthouse and client-JS sizes per page type beside the framework floor, then
// a short load test. A report, not a test: it exits 0 when targets are missed.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { readBundleStats } from "./bundle-stats.mjs";
import {
  floorDir,
  floorPage,
  loadPaths,
  selectedPages,
  resultsFile,
  root,
  settings,
} from "./config.mjs";
import {
  aggregate,
  launchChrome,
  throttlingMethods,
} from "./lighthouse-runs.mjs";
import { calibrate, loadNow, measureRounds, standardCpu } from "./phones.mjs";
import { loadTest } from "./load-test.mjs";
import {
  printBundles,
  printLighthouse,
  printLoad,
  printPaired,
  printPhoneTargets,
  printTargets,
  printWork,
} from "./report.mjs";
import {
  ensureFloorBuilt,
  ensureSiteBuilt,
  startNext,
  stopAll,
} from "./servers.mjs";
import { judge, judgeSlowPhone } from "./targets.mjs";

let chrome;
async function cleanUp() {
  stopAll();
  await chrome?.kill();
  chrome = undefined;
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => cleanUp().finally(() => process.exit(130)));
}

// The request form is what makes a page heavier by design, so its allowance is larger.
// The document as a phone downloads it: its size, raw and gzipped at zlib's default level
// (what `next start` and most CDNs send), and whether it holds the request form.
async function readDocument(url) {
  const html = Buffer.from(await (await fetch(url)).arrayBuffer());
  return {
    hasForm: /<form[^>]*method="post"/.test(html.toString("utf8")),
    html: { rawBytes: html.length, gzipBytes: gzipSync(html).length },
  };
}

// A page this build does not have (the Spanish pages before issue 57 is merged) answers 404: the
// bench says so and measures the others.
async function inThisBuild(origin, pages) {
  const found = [];
  for (const page of pages) {
    const response = await fetch(origin + page.path);
    await response.arrayBuffer();
    if (response.status === 404)
      console.log(`${page.name} ${page.path}: not in this build`);
    else found.push(page);
  }
  if (found.length === 0)
    throw new Error("No page to measure is in this build");
  return found;
}

// One phone's medians per page and method, the documents' sizes, the first-load JS, and the
// verdicts: issue 25's (standard phone) and issue 56's (both).
async function summarizePhone(targets, samples, methods) {
  const results = [];
  for (const { page, origin, bundles } of targets) {
    const url = origin + page.path;
    const lighthouse = Object.fromEntries(
      methods.map((m) => [m, aggregate(url, m, samples.get(page.name)[m])]),
    );
    results.push({
      ...page,
      ...(await readDocument(url)),
      bundle: bundles?.get(page.route) ?? null,
      lighthouse,
    });
  }
  const [floor, ...pages] = results;
  for (const page of pages) {
    page.verdict = judge(page, floor);
    page.slowPhoneChecks = judgeSlowPhone(page, floor);
  }
  return { floor, pages };
}

async function main() {
  const started = Date.now();
  // Debian's Chromium, installed with apt when missing (the same script npm test uses).
  execFileSync(
    process.execPath,
    [path.join(root, "scripts/ensure-chromium.mjs")],
    {
      stdio: "inherit",
    },
  );
  await ensureSiteBuilt();
  const floorBuild = await ensureFloorBuilt(floorDir);
  const site = await startNext(root, settings.port);
  const floorOrigin = await startNext(floorBuild, settings.port + 1);
  const siteBundles = readBundleStats(root);
  const floorBundles = readBundleStats(floorBuild);

  const pages = await inThisBuild(site, selectedPages);

  chrome = await launchChrome(settings.chromePath);
  const targets = [
    { page: floorPage, origin: floorOrigin, bundles: floorBundles },
    ...pages.flatMap((page) => [
      ...(settings.before
        ? [
            {
              page: { ...page, name: `${page.name} before` },
              origin: settings.before,
              bundles: null,
            },
          ]
        : []),
      { page, origin: site, bundles: siteBundles },
    ]),
  ];
  const methods = Object.keys(throttlingMethods);
  const phones = {};
  if (settings.phones.includes("standard")) {
    const loadBefore = loadNow();
    const samples = await measureRounds(chrome, targets, {
      cpu: standardCpu,
      runs: settings.runs,
      methods,
      label: "Standard phone",
    });
    phones.standard = {
      cpu: standardCpu,
      load: { before: loadBefore, after: loadNow() },
      ...(await summarizePhone(targets, samples, methods)),
    };
  }
  if (settings.phones.includes("slow")) {
    const calibration = settings.slowCpu
      ? { cpu: settings.slowCpu, given: "BENCH_SLOW_CPU", load: loadNow() }
      : await calibrate(chrome, floorOrigin + floorPage.path, {
          targetTbt: settings.slowFloorTbt,
          runs: settings.calibrationRuns,
        });
    const loadBefore = loadNow();
    const samples = await measureRounds(chrome, targets, {
      cpu: calibration.cpu,
      runs: settings.runs,
      methods,
      label: `Slow phone (${calibration.cpu}x CPU)`,
    });
    phones.slow = {
      cpu: calibration.cpu,
      calibration,
      load: { before: loadBefore, after: loadNow() },
      ...(await summarizePhone(targets, samples, methods)),
    };
  }
  await chrome.kill();
  chrome = undefined;

  let load = [];
  if (!settings.skipLoad) {
    console.log(`Load test: ${loadPaths.join(", ")}`);
    load = await loadTest({
      origin: site,
      paths: loadPaths,
      staticPort: settings.port + 2,
      seconds: settings.loadSeconds,
      connections: settings.connections,
    });
  }

  for (const [name, phone] of Object.entries(phones)) {
    for (const method of methods) {
      printLighthouse(phone.pages, phone.floor, settings.runs, method, {
        name,
        cpu: phone.cpu,
      });
      printWork(phone.pages, phone.floor, method, phone.cpu);
    }
  }
  // The issue 25 targets are the standard phone's; the slow phone has issue 56's.
  const standard = phones.standard ?? phones.slow;
  printBundles(standard.pages, standard.floor);
  if (phones.standard) printTargets(phones.standard.pages);
  printPhoneTargets(phones);
  if (settings.before) printPaired(phones, methods);
  if (load.length) printLoad(load, settings.loadSeconds, settings.connections);
  console.log(
    "\nNumbers from a shared machine are noisy; compare medians, not single runs.",
  );

  mkdirSync(path.dirname(resultsFile), { recursive: true });
  // `floor` and `pages` are the standard phone's (as before issue 56), else the slow phone's.
  const report = {
    date: new Date().toISOString(),
    settings,
    floor: standard.floor,
    pages: standard.pages,
    phones,
    load,
  };
  writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`Wrote ${path.relative(root, resultsFile)} (${minutes} min)`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
