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
import { BuildStepError, runStep } from "../build/run-step.mjs";
import { contentSecurityPolicy } from "../../security-headers.mjs";
import { inlineScriptHashes } from "./inline-scripts.mjs";

const STEP = "csp";
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Pins each build-time page's inline scripts in `distDir`'s routes manifest and returns the pins
 * (route → hashes). Refuses when there is no page to pin, when a page has no inline script (every
 * page Next.js prerenders carries its RSC payload in inline scripts: none found means
 * inline-scripts.mjs no longer sees them, and the page would be blocked) or when the manifest
 * has no header rules to add to.
 */
export async function pinInlineScripts(distDir) {
  const manifestFile = path.join(distDir, "routes-manifest.json");
  const manifest = JSON.parse(await readFile(manifestFile, "utf8"));
  if (!Array.isArray(manifest.headers))
    throw new BuildStepError(
      STEP,
      `${manifestFile} has no "headers" list, where Next.js keeps next.config.mjs's headers()`,
    );
  // Prerendered routes that are never regenerated after the build.
  const pages = (await prerenderedPages(distDir)).filter(
    (page) => !page.regenerated && !page.route.startsWith("/_"),
  );
  if (pages.length === 0)
    throw new BuildStepError(
      STEP,
      `no page in ${path.join(distDir, "prerender-manifest.json")} is written once at build time (initialRevalidateSeconds false, with an HTML file), so none was pinned`,
    );
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
  const unscripted = pages.filter(({ route }) => pins[route].length === 0);
  if (unscripted.length > 0)
    throw new BuildStepError(
      STEP,
      `no inline <script> found in ${unscripted.length} page(s) (${unscripted
        .slice(0, 5)
        .map((p) => p.route)
        .join(
          ", ",
        )}): every prerendered page carries Next.js's self.__next_f payload in them`,
    );

  await writeFile(manifestFile, JSON.stringify(manifest));
  await writeFile(
    path.join(distDir, "csp-pins.json"),
    JSON.stringify(pins, null, 2),
  );
  return pins;
}

runStep(import.meta.url, async () => {
  const pins = await pinInlineScripts(process.argv[2] ?? ".next");
  const counts = Object.values(pins).map((h) => h.length);
  console.log(
    `${STEP}: pinned the inline scripts of ${counts.length} build-time pages (${Math.min(...counts)}–${Math.max(...counts)} hashes each); ISR pages keep the site-wide policy`,
  );
});
