// Runs after `next build` (see the build script in package.json). Every page whose HTML is
// written once at build time gets a Content-Security-Policy whose script-src lists the sha256
// hashes of that page's own inline scripts instead of 'unsafe-inline'. Nonces would force every
// page to render per request; hashes keep the pages static.
//
// `next start` (and Vercel's builder, which runs after the build command) take custom headers
// from .next/routes-manifest.json. A later header rule overrides an earlier one for the same
// key, so one exact-path rule per page is appended after the site-wide rule from next.config.mjs.
// Pages regenerated at run time (ISR: the blog) keep the site-wide policy, because their inline
// scripts change when a post does; docs/security-headers.md says more.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { prerenderedPages } from "../build/prerendered-pages.mjs";
import { contentSecurityPolicy } from "../../security-headers.mjs";
import { inlineScriptHashes } from "./inline-scripts.mjs";

const distDir = process.argv[2] ?? ".next";
const readJson = async (file) =>
  JSON.parse(await readFile(path.join(distDir, file), "utf8"));

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Prerendered routes that are never regenerated after the build. */
async function buildTimePages() {
  return (await prerenderedPages(distDir)).filter(
    (page) => !page.regenerated && !page.route.startsWith("/_"),
  );
}

const manifest = await readJson("routes-manifest.json");
const pages = await buildTimePages();
const pinnedRoutes = new Set(pages.map((p) => p.route));
// A second run over the same build replaces its own rules instead of stacking them.
manifest.headers = manifest.headers.filter(
  (rule) => !pinnedRoutes.has(rule.source),
);

const pins = {};
for (const { route, html } of pages) {
  const hashes = inlineScriptHashes(html);
  pins[route] = hashes;
  manifest.headers.push({
    source: route,
    regex: `^${escapeRegex(route === "/" ? "" : route)}(?:/)?$`,
    headers: [
      {
        key: "Content-Security-Policy",
        value: contentSecurityPolicy({ scriptSrc: ["'self'", ...hashes] }),
      },
    ],
  });
}

await writeFile(
  path.join(distDir, "routes-manifest.json"),
  JSON.stringify(manifest),
);
await writeFile(
  path.join(distDir, "csp-pins.json"),
  JSON.stringify(pins, null, 2),
);
const counts = Object.values(pins).map((h) => h.length);
console.log(
  `csp: pinned the inline scripts of ${pages.length} build-time pages (${Math.min(...counts)}–${Math.max(...counts)} hashes each); ISR pages keep the site-wide policy`,
);
