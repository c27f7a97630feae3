// Where one page's main-thread time goes, task by task, on a phone of a given CPU slowdown:
// one Lighthouse run with applied throttling, then every task of at least 40 ms in its trace,
// with the work directly inside it (style and layout, a script's evaluation, a timer, an
// event). The benchmark's tables say how much; this says which task, so a lever can be aimed.
//
//   npm run bench:tasks -- <url> [cpu slowdown, default 8] [runs, default 1]
//   e.g. npm run bench:tasks -- http://127.0.0.1:3000/ 8 3   (a build started with next start)
//
// The start of each task is counted from the navigation, in the throttled run's own time.
import lighthouse from "lighthouse";
import { settings } from "./config.mjs";
import { launchChrome } from "./lighthouse-runs.mjs";
import { longTasks } from "./trace-tasks.mjs";

async function main() {
  const [url, cpu = "8", runs = "1"] = process.argv.slice(2);
  if (!url) {
    console.error("usage: npm run bench:tasks -- <url> [cpu slowdown] [runs]");
    process.exit(2);
  }
  const chrome = await launchChrome(settings.chromePath);
  try {
    for (let run = 1; run <= Number(runs); run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        throttlingMethod: "devtools",
        throttling: { cpuSlowdownMultiplier: Number(cpu) },
      });
      // A page Lighthouse could not load (a 404, a refused connection) has no trace to read.
      const failure = result.lhr.runtimeError;
      if (failure) {
        console.error(
          `${url}: Lighthouse could not measure it (${failure.code}): ${failure.message}`,
        );
        process.exitCode = 1;
        return;
      }
      const audits = result.lhr.audits;
      const metric = (id) => Math.round(audits[id].numericValue);
      console.log(
        `${url} at ${cpu}x, run ${run}: FCP ${metric("first-contentful-paint")} ms, ` +
          `LCP ${metric("largest-contentful-paint")} ms, TBT ${metric("total-blocking-time")} ms`,
      );
      for (const task of longTasks(result.artifacts.Trace.traceEvents)) {
        console.log(
          `  @${task.at} ms  ${task.ms} ms  ${task.children.join(", ")}`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
