// Makes sure WebKit and Firefox are on the machine for the cross-engine run, from Debian's
// packages as ensure-chromium.mjs does for Chromium: webkit2gtk-driver (WebKitWebDriver; its
// libwebkit2gtk dependency brings MiniBrowser), xvfb for MiniBrowser to draw on, firefox-esr.
// Installs what is missing with apt-get; prints the paths it will use.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { enginePaths } from "./engine-paths.mjs";

const packageOf = {
  webkitDriver: "webkit2gtk-driver",
  miniBrowser: "webkit2gtk-driver",
  xvfb: "xvfb",
  firefox: "firefox-esr",
};

export function ensureEngines() {
  const missing = Object.keys(enginePaths).filter(
    (key) => !existsSync(enginePaths[key]),
  );
  if (missing.length) {
    const packages = [...new Set(missing.map((key) => packageOf[key]))];
    console.log(`engines: installing Debian's ${packages.join(", ")}…`);
    const sudo = process.getuid?.() === 0 ? "" : "sudo ";
    execSync(
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(" ")}`,
      { stdio: "inherit" },
    );
    for (const key of missing)
      if (!existsSync(enginePaths[key]))
        throw new Error(`${key} is still missing at ${enginePaths[key]}`);
  }
  for (const [key, path] of Object.entries(enginePaths))
    console.log(`${key}: ${path}`);
}
