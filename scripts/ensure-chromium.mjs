// Makes sure the Chromium Playwright runs is on the machine (Playwright cannot download its own
// browser here): Debian's headless shell by default (playwright.config.ts says why), or the
// browser CHROMIUM_PATH names. Installs Debian's package when it is missing; prints the path.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
// Only Debian's two builds can be installed here; any other path must already exist.
const debianPackage = {
  "/usr/bin/chromium-headless-shell": "chromium-headless-shell",
  "/usr/bin/chromium": "chromium",
}[path];

if (existsSync(path)) {
  console.log(`chromium: ${path}`);
} else if (!debianPackage) {
  throw new Error(`CHROMIUM_PATH=${path} does not exist`);
} else {
  console.log(
    `chromium: ${path} is missing, installing Debian's ${debianPackage} package…`,
  );
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`,
    {
      stdio: "inherit",
    },
  );
  if (!existsSync(path))
    throw new Error(`chromium is still missing at ${path}`);
}
