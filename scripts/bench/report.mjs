// Prints the tables: Lighthouse medians with ratios to the floor, client JS, targets, load.
import { pairedRounds, pairsOf } from "./paired.mjs";

const pad = (value, width) => String(value).padStart(width);
const kb = (bytes) => (bytes == null ? "-" : (bytes / 1024).toFixed(1));
const ms = (value) => (value == null ? "-" : Math.round(value));
const score = (value) => (value == null ? "-" : value.toFixed(2));
const ratio = (value, floor) =>
  value == null || !floor ? "-" : `${(value / floor).toFixed(2)}x`;

function table(header, rows) {
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => String(r[i]).length)),
  );
  const line = (cells) =>
    cells
      .map((c, i) =>
        i === 0 ? String(c).padEnd(widths[i]) : pad(c, widths[i]),
      )
      .join("  ");
  return [line(header), ...rows.map(line)].join("\n");
}

const phoneLabel = ({ name, cpu }) =>
  name === "slow" ? `slow phone, ${cpu}x CPU` : `standard phone, ${cpu}x CPU`;

export function printLighthouse(pages, floor, runs, method, phone) {
  const f = floor.lighthouse[method];
  const header = [
    "page",
    "perf",
    "FCP ms",
    "LCP ms",
    "×floor",
    "TBT ms",
    "CLS",
    "script KB",
    "total KB",
    "a11y",
    "b-p",
    "SEO",
    "LCP element (most runs)",
  ];
  const rows = [floor, ...pages].map(({ name, lighthouse }) => {
    const l = lighthouse[method];
    return [
      name,
      score(l.performance),
      ms(l.fcp),
      ms(l.lcp),
      ratio(l.lcp, f.lcp),
      ms(l.tbt),
      l.cls == null ? "-" : l.cls.toFixed(3),
      kb(l.scriptBytes),
      kb(l.totalBytes),
      score(l.accessibility),
      score(l.bestPractices),
      score(l.seo),
      // Left-aligned by the pad below only in the first column; keep it last and short.
      (l.lcpElement ?? "-").slice(0, 60),
    ];
  });
  const label = method === "devtools" ? "applied" : "simulated";
  console.log(
    `\nLighthouse, mobile preset, ${phoneLabel(phone)}, ${label} throttling (${method}): median of ${runs} interleaved rounds`,
  );
  console.log(table(header, rows));
}

// Where the main thread's time went (issue 43's table), medians, with the floor's beside it so a
// regression shows as a page's column growing while the floor's does not.
export function printWork(pages, floor, method, cpu) {
  const f = floor.lighthouse[method];
  const header = [
    "page",
    "style+layout ms",
    "×floor",
    "script eval ms",
    "parse HTML+CSS ms",
    "other ms",
    "main thread ms",
    "React DOM chunk ms",
    "document's scripts ms",
  ];
  const rows = [floor, ...pages].map(({ name, lighthouse }) => {
    const l = lighthouse[method];
    return [
      name,
      ms(l.styleLayout),
      ratio(l.styleLayout, f.styleLayout),
      ms(l.scriptEvaluation),
      ms(l.parseHtmlCss),
      ms(l.otherWork),
      ms(l.mainThread),
      ms(l.reactDomScripting),
      ms(l.documentScripting),
    ];
  });
  const label =
    method === "devtools" ? `applied (${cpu}x CPU)` : `simulated (${cpu}x CPU)`;
  console.log(
    `\nMain-thread work, ${label}: medians (mainthread-work-breakdown; bootup-time for the two script columns)`,
  );
  console.log(table(header, rows));
}

export function printBundles(pages, floor) {
  const base = floor.bundle?.gzipBytes;
  const header = [
    "page",
    "route",
    "form",
    "HTML KB raw",
    "HTML KB gzip",
    "HTML budget",
    "JS KB raw",
    "JS KB gzip",
    "vs floor KB",
    "allowed",
  ];
  const rows = [floor, ...pages].map((p) => [
    p.name,
    p.route,
    p === floor ? "-" : p.hasForm ? "yes" : "no",
    kb(p.html?.rawBytes),
    kb(p.html?.gzipBytes),
    p.htmlKb ?? "-",
    kb(p.bundle?.rawBytes),
    kb(p.bundle?.gzipBytes),
    p === floor || base == null || p.bundle == null
      ? "-"
      : `+${kb(p.bundle.gzipBytes - base)}`,
    p === floor ? "-" : `+${p.verdict.jsAllowanceKb}`,
  ]);
  console.log(
    "\nBytes: the HTML document (gzip at zlib's default level) and the first-load client JavaScript (route-bundle-stats.json; gzip -9 here)",
  );
  console.log(table(header, rows));
}

export function printTargets(pages) {
  const names = Object.keys(pages[0].verdict.checks);
  const mark = (ok) => (ok === null ? "n/a" : ok ? "pass" : "MISS");
  const rows = pages.map((p) => [
    p.name,
    ...names.map((n) => mark(p.verdict.checks[n])),
  ]);
  console.log(
    "\nTargets (simulated: perf ≥ 0.95, TBT ≤ floor+100 ms, LCP ≤ 1.5×floor (a known miss); applied: perf ≥ floor−0.02, TBT ≤ floor+100 ms,",
  );
  console.log(
    "LCP ≤ 1.25×floor, or ≤ its own FCP+600 ms where it is a picture; CLS 0; JS ≤ floor+35 KB with the form / +10 KB without;",
  );
  console.log("HTML gzip ≤ the page's budget; a11y = b-p = SEO = 1.00)");
  console.log(table(["page", ...names], rows));
  for (const p of pages) {
    // A failed run (e.g. NO_NAVSTART on a busy machine) leaves nulls; medians skip them.
    for (const [method, l] of Object.entries(p.lighthouse)) {
      if (l.runtimeErrors.length)
        console.log(
          `  ${p.name} (${method}): run errors ${l.runtimeErrors.join(", ")}`,
        );
      if (l.failingAudits.length)
        console.log(
          `  ${p.name} (${method}): failing audits ${l.failingAudits.join(", ")}`,
        );
    }
  }
}

// Issue 56's table: the four main-thread targets of the text pages, the standard phone's and the
// slow phone's one after the other, each figure marked held or missed.
export function printPhoneTargets(phones) {
  const held = (value, ok) =>
    ok === null ? `${value}` : `${value} ${ok ? "held" : "MISSED"}`;
  for (const [name, { cpu, floor, pages, calibration, load }] of Object.entries(
    phones,
  )) {
    const s = floor.lighthouse.simulate;
    const d = floor.lighthouse.devtools;
    const rows = [
      [
        "floor",
        score(s.performance),
        ms(s.tbt),
        `1.00 (${ms(d.lcp)} ms)`,
        ms(d.tbt),
      ],
      ...pages.map(({ name: page, lighthouse, slowPhoneChecks: c }) => [
        page,
        held(score(lighthouse.simulate.performance), c.simulatedPerformance),
        held(ms(lighthouse.simulate.tbt), c.simulatedTbt),
        held(ratio(lighthouse.devtools.lcp, d.lcp), c.appliedLcp),
        held(ms(lighthouse.devtools.tbt), c.appliedTbt),
      ]),
    ];
    const how =
      name === "slow"
        ? calibration.steps
          ? `calibrated at load average ${calibration.load.before.join(" ")}: the floor's simulated TBT ${ms(calibration.floorTbt)} ms, aiming at ${calibration.targetTbt}`
          : `given by ${calibration.given}`
        : "Lighthouse's mobile preset";
    console.log(
      `\nIssue 56, ${phoneLabel({ name, cpu })} (${how}; rounds from load average ${load.before.join(" ")} to ${load.after.join(" ")})`,
    );
    console.log(
      "Targets on the text pages: simulated perf ≥ floor−0.03, simulated TBT ≤ floor+150 ms, applied LCP ≤ 1.20×floor, applied TBT ≤ floor+100 ms",
    );
    console.log(
      table(
        [
          "page",
          "simulated perf",
          "simulated TBT ms",
          "applied LCP ×floor",
          "applied TBT ms",
        ],
        rows,
      ),
    );
    // The calibration holds while the machine's load does: a floor far from its calibrated cost
    // in the rounds means the phone measured was not the one calibrated.
    const drift = calibration?.floorTbt ? s.tbt / calibration.floorTbt : 1;
    if (drift > 4 / 3 || drift < 3 / 4)
      console.log(
        `The floor's simulated TBT in these rounds (${ms(s.tbt)} ms) is ${drift.toFixed(1)}x its calibrated ${ms(calibration.floorTbt)} ms: the load changed between the calibration and the rounds, so this was a different phone. Compare pages with this run's floor only, and calibrate again on a steadier machine.`,
      );
  }
}

export function printLoad(results, seconds, connections) {
  const header = [
    "path",
    "next req/s",
    "static req/s",
    "ratio",
    "p99 ms",
    "errors",
    "of which timeouts",
    "non-2xx",
  ];
  const rows = results.map((r) => [
    r.path,
    Math.round(r.next.requestsPerSecond),
    Math.round(r.static.requestsPerSecond),
    r.ratio.toFixed(2),
    r.next.latencyP99,
    r.next.errors,
    r.next.timeouts,
    r.next.non2xx,
  ]);
  console.log(
    `\nLoad: autocannon ${seconds} s × ${connections} connections, next start vs node:http with the same HTML`,
  );
  console.log(table(header, rows));
}

// With BENCH_BEFORE: each page against its build before, round by round (paired.mjs). "5/7"
// is the rounds the change did better in; p the sign test's chance of a split at least as
// uneven from noise alone. With 5 rounds even 5 of 5 is p = 0.06: a lever to be kept on this
// evidence needs BENCH_RUNS of 7 or more.
export function printPaired(phones, methods) {
  const metrics = [
    ["tbt", "TBT ms", ms],
    ["lcp", "LCP ms", ms],
    ["performance", "perf", score],
  ];
  const signed = (text) => (/^[-0]/.test(text) ? text : `+${text}`);
  for (const [name, phone] of Object.entries(phones)) {
    const pairs = pairsOf(phone.pages);
    if (!pairs.length) continue;
    const rows = [];
    for (const pair of pairs) {
      for (const method of methods) {
        const before = pair.before.lighthouse[method].samples;
        const after = pair.after.lighthouse[method].samples;
        rows.push([
          pair.name,
          method === "devtools" ? "applied" : "simulated",
          ...metrics.flatMap(([key, , format]) => {
            const r = pairedRounds(before, after, key);
            return [
              signed(format(r.medianChange)),
              `${r.wins}/${r.rounds}`,
              r.p.toFixed(2),
            ];
          }),
        ]);
      }
    }
    console.log(
      `\nThe change round by round, ${phoneLabel({ name, cpu: phone.cpu })}: median change against "before", rounds it did better in, sign test p`,
    );
    console.log(
      table(
        [
          "page",
          "method",
          ...metrics.flatMap(([, label]) => [label, "better", "p"]),
        ],
        rows,
      ),
    );
  }
}
