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
  runLighthouse,
  throttlingMethods,
} from "./lighthouse-runs.mjs";
import { loadTest } from "./load-test.mjs";
import {
  printBundles,
  printLighthouse,
  printLoad,
  printTargets,
  printWork,
} from "./report.mjs";
import {
  ensureFloorBuilt,
  ensureSiteBuilt,
  startNext,
  stopAll,
} from "./servers.mjs";
import { judge } from "./targets.mjs";

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

  chrome = await launchChrome(settings.chromePath);
  // Interleaved: each round runs the floor, then every page, under each method in turn, so that
  // a burst of load on a shared machine falls on the floor and the pages alike rather than on
  // whichever page was being measured when it came (as ../shared/tools/ab-lighthouse.mjs does).
  const targets = [
    { page: floorPage, origin: floorOrigin, bundles: floorBundles },
    ...selectedPages.map((page) => ({
      page,
      origin: site,
      bundles: siteBundles,
    })),
  ];
  const methods = Object.keys(throttlingMethods);
  const samples = new Map(
    targets.map(({ page }) => [
      page.name,
      Object.fromEntries(methods.map((m) => [m, []])),
    ]),
  );
  for (let round = 1; round <= settings.runs; round += 1) {
    for (const method of methods) {
      for (const { page, origin } of targets) {
        console.log(
          `Round ${round}/${settings.runs}, ${method}: ${page.name} ${page.path}`,
        );
        samples
          .get(page.name)
          [method].push(
            await runLighthouse(chrome, origin + page.path, method),
          );
      }
    }
  }
  await chrome.kill();
  chrome = undefined;

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
  const [floor, ...measured] = results;
  for (const page of measured) page.verdict = judge(page, floor);

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

  for (const method of Object.keys(throttlingMethods)) {
    printLighthouse(measured, floor, settings.runs, method);
    printWork(measured, floor, method);
  }
  printBundles(measured, floor);
  printTargets(measured);
  if (load.length) printLoad(load, settings.loadSeconds, settings.connections);
  console.log(
    "\nNumbers from a shared machine are noisy; compare medians, not single runs.",
  );

  mkdirSync(path.dirname(resultsFile), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    settings,
    floor,
    pages: measured,
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
