// Prints the tables: Lighthouse medians with ratios to the floor, client JS, targets, load.
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

export function printLighthouse(pages, floor, runs) {
  const f = floor.lighthouse;
  const header = [
    "page",
    "perf",
    "LCP ms",
    "×floor",
    "TBT ms",
    "×floor",
    "CLS",
    "script KB",
    "×floor",
    "total KB",
    "×floor",
    "a11y",
    "b-p",
    "SEO",
  ];
  const rows = [floor, ...pages].map(({ name, lighthouse: l }) => [
    name,
    score(l.performance),
    ms(l.lcp),
    ratio(l.lcp, f.lcp),
    ms(l.tbt),
    ratio(l.tbt, f.tbt),
    l.cls == null ? "-" : l.cls.toFixed(3),
    kb(l.scriptBytes),
    ratio(l.scriptBytes, f.scriptBytes),
    kb(l.totalBytes),
    ratio(l.totalBytes, f.totalBytes),
    score(l.accessibility),
    score(l.bestPractices),
    score(l.seo),
  ]);
  console.log(
    `\nLighthouse, mobile preset, simulated throttling: median of ${runs} runs`,
  );
  console.log(table(header, rows));
}

export function printBundles(pages, floor) {
  const base = floor.bundle?.gzipBytes;
  const header = [
    "page",
    "route",
    "form",
    "JS KB raw",
    "JS KB gzip",
    "vs floor KB",
    "allowed",
  ];
  const rows = [floor, ...pages].map((p) => [
    p.name,
    p.route,
    p === floor ? "-" : p.hasForm ? "yes" : "no",
    kb(p.bundle?.rawBytes),
    kb(p.bundle?.gzipBytes),
    p === floor || base == null ? "-" : `+${kb(p.bundle?.gzipBytes - base)}`,
    p === floor ? "-" : `+${p.verdict.jsAllowanceKb}`,
  ]);
  console.log(
    "\nClient JavaScript, first load (route-bundle-stats.json; gzip -9 here)",
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
    "\nTargets (perf ≥ floor−0.02, TBT ≤ floor+50 ms, LCP ≤ 1.2×floor, CLS ≤ 0.01,",
  );
  console.log(
    "JS ≤ floor+35 KB with the form / +10 KB without, a11y = b-p = SEO = 1.00)",
  );
  console.log(table(["page", ...names], rows));
  for (const p of pages) {
    // A failed run (e.g. NO_NAVSTART on a busy machine) leaves nulls; medians skip them.
    if (p.lighthouse.runtimeErrors.length) {
      console.log(
        `  ${p.name}: run errors ${p.lighthouse.runtimeErrors.join(", ")}`,
      );
    }
    if (p.lighthouse.failingAudits.length) {
      console.log(
        `  ${p.name}: failing audits ${p.lighthouse.failingAudits.join(", ")}`,
      );
    }
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
