// Makes sure Debian's Chromium is on the machine for Playwright (which cannot download its own
// browser here). Installs it with apt-get when missing; prints the path it will use.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (existsSync(path)) {
  console.log(`chromium: ${path}`);
} else {
  console.log(
    `chromium: ${path} is missing, installing Debian's chromium package…`,
  );
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: "inherit",
    },
  );
  if (!existsSync(path))
    throw new Error(`chromium is still missing at ${path}`);
}
