// Puts MDN's HTTP Observatory scanner in .cache/observatory, outside the project's dependencies:
// its install scripts download the HSTS preload list, the TLD list and a CA bundle, which this
// offline machine cannot fetch (and `npm ci` would fail on them). It is installed with scripts
// off and those lists stubbed: empty lists only mean "localhost is not HSTS-preloaded".
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export const SCANNER_VERSION = "1.4.8";
const dir = path.resolve(".cache/observatory");
const pkg = path.join(dir, "node_modules/@mdn/mdn-http-observatory");

export function installScanner() {
  const marker = path.join(dir, `installed-${SCANNER_VERSION}`);
  if (!existsSync(marker)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "package.json"), '{ "private": true }\n');
    console.log(
      `observatory: installing @mdn/mdn-http-observatory@${SCANNER_VERSION}…`,
    );
    execFileSync(
      "npm",
      [
        "install",
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
        "--no-save",
        "--prefix",
        dir,
        `@mdn/mdn-http-observatory@${SCANNER_VERSION}`,
      ],
      { stdio: ["ignore", "ignore", "inherit"] },
    );
    writeFileSync(path.join(pkg, "conf/hsts-preload.json"), "{}\n");
    writeFileSync(path.join(pkg, "conf/tld-list.json"), "[]\n");
    writeFileSync(marker, "");
  }
  return path.join(pkg, "src/scanner/index.js");
}
