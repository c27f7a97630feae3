// Runs after `next build` (see the build script in package.json). Every page whose HTML is
// written once at build time gets a Content-Security-Policy whose script-src lists the sha256
// hashes of that page's own inline scripts instead of 'unsafe-inline'. Nonces would force every
// page to render per request; hashes keep the pages static.
//
// The policy is written into the page's cache entry, not tied to its address: the headers in
// <page>.meta beside <page>.html, which `next start` adds to the response it serves from that
// entry (cachedData.headers in node_modules/next/dist/build/templates/app-page-runtime.js), and
// the same headers' copy in prerender-manifest.json (routes[route].initialHeaders, which
// `next build` fills from them), which Vercel's builder makes the prerender's initialHeaders
// (node_modules/@vercel/next/dist/index.js). A page rendered again at run time
// (an on-demand revalidation, a lost cache file) is a new entry with Next.js's own headers only,
// so it is served under the site-wide policy from next.config.mjs, 'unsafe-inline', and runs:
// its inline scripts differ from the build's even when its content does not (Next.js marks the
// build's RSC payload with InliningHintsStale, a run-time render never:
// node_modules/next/dist/shared/lib/app-router-types.js). A pin bound to the address blocked
// that render's scripts (issue 53). docs/security-headers.md says more.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { prerenderedPages } from "../build/prerendered-pages.mjs";
import { BuildStepError, runStep } from "../build/run-step.mjs";
import { contentSecurityPolicy } from "../../security-headers.mjs";
import { inlineScriptHashes } from "./inline-scripts.mjs";

const STEP = "csp";
/** The header's name as Next.js keeps it in a .meta file (lower case, like its own). */
export const CSP_HEADER = "content-security-policy";

/**
 * Pins each build-time page's inline scripts in its .meta file and returns the pins (route →
 * hashes). Refuses when there is no page to pin, when a page has no inline script (every page
 * Next.js prerenders carries its RSC payload in inline scripts: none found means
 * inline-scripts.mjs no longer sees them, and the page would be blocked) or when a page has no
 * .meta file with headers to add to (Next.js would then serve the page without the pin). The
 * same policy goes into the page's initialHeaders in prerender-manifest.json.
 */
export async function pinInlineScripts(distDir) {
  // Prerendered routes that are never regenerated after the build.
  const pages = (await prerenderedPages(distDir)).filter(
    (page) => !page.regenerated && !page.route.startsWith("/_"),
  );
  if (pages.length === 0)
    throw new BuildStepError(
      STEP,
      `no page in ${path.join(distDir, "prerender-manifest.json")} is written once at build time (initialRevalidateSeconds false, with an HTML file), so none was pinned`,
    );
  const pins = Object.fromEntries(
    pages.map(({ route, html }) => [route, inlineScriptHashes(html)]),
  );
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

  const manifestFile = path.join(distDir, "prerender-manifest.json");
  const manifest = JSON.parse(await readFile(manifestFile, "utf8"));
  for (const { route, file } of pages) {
    const policy = contentSecurityPolicy({
      scriptSrc: ["'self'", ...pins[route]],
    });
    const metaFile = file.replace(/\.html$/, ".meta");
    const meta = await readFile(metaFile, "utf8")
      .then((text) => JSON.parse(text))
      .catch(() => null);
    if (meta === null || typeof meta.headers !== "object" || !meta.headers)
      throw new BuildStepError(
        STEP,
        `${metaFile} has no "headers" object, where Next.js keeps the headers it serves ${route} with`,
      );
    meta.headers[CSP_HEADER] = policy;
    await writeFile(metaFile, JSON.stringify(meta));
    const entry = manifest.routes[route];
    entry.initialHeaders = { ...entry.initialHeaders, [CSP_HEADER]: policy };
  }
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
    `${STEP}: pinned the inline scripts of ${counts.length} build-time pages (${Math.min(...counts)}–${Math.max(...counts)} hashes each) in their cache entries; ISR pages and pages rendered again keep the site-wide policy`,
  );
});
