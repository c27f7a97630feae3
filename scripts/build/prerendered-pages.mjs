// The pages `next build` wrote as HTML, read by the steps that run after it
// (scripts/styles/prune-page-styles.mjs, scripts/csp/pin-inline-scripts.mjs).
import { readFile } from "node:fs/promises";
import path from "node:path";

/** "/" → index.html, "/services/faucets" → services/faucets.html, under server/app. */
export function htmlFile(distDir, route) {
  const name = route === "/" ? "index" : route.slice(1);
  return path.join(distDir, "server", "app", `${name}.html`);
}

/**
 * Every prerendered route that has an HTML file, with its text, its status (a 308 for a page that
 * only redirects, whose HTML has no layout) and whether it is regenerated at run time (ISR), from
 * the build's prerender-manifest.json. The status is the manifest's initialStatus where it has
 * one; Next.js 16 leaves it out of some builds and keeps it only in the page's .meta file beside
 * the HTML, so that is read as well.
 */
export async function prerenderedPages(distDir) {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, "prerender-manifest.json"), "utf8"),
  );
  const pages = [];
  for (const [route, info] of Object.entries(manifest.routes)) {
    const file = htmlFile(distDir, route);
    const html = await readFile(file, "utf8").catch(() => null);
    if (html === null) continue;
    pages.push({
      route,
      file,
      html,
      status: info.initialStatus ?? (await metaStatus(file)) ?? 200,
      regenerated: info.initialRevalidateSeconds !== false,
    });
  }
  return pages;
}

/** The status in the .meta file `next build` writes beside a page's HTML, or undefined. */
async function metaStatus(htmlPath) {
  const meta = await readFile(
    htmlPath.replace(/\.html$/, ".meta"),
    "utf8",
  ).catch(() => null);
  if (meta === null) return undefined;
  try {
    const status = JSON.parse(meta).status;
    return typeof status === "number" ? status : undefined;
  } catch {
    return undefined;
  }
}
