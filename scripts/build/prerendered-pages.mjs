// The pages `next build` wrote as HTML, read by the steps that run after it
// (scripts/styles/prune-page-styles.mjs, scripts/csp/pin-inline-scripts.mjs).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { BuildStepError } from "./run-step.mjs";

/** "/" → index.html, "/services/faucets" → services/faucets.html, under server/app. */
export function htmlFile(distDir, route) {
  const name = route === "/" ? "index" : route.slice(1);
  return path.join(distDir, "server", "app", `${name}.html`);
}

/**
 * Whether `next build` wrote the route's output where the steps read it: a page's HTML
 * (server/app/<route>.html), or a route handler's body (<route>.body: sitemaps, images). A
 * route with neither, or a page (routeType "page") without its HTML, means Next.js now lays its
 * output out otherwise: the step would skip the route silently, so it refuses instead.
 */
export function missingOutput(distDir, route, info = {}) {
  const html = htmlFile(distDir, route);
  if (existsSync(html)) return null;
  const body = html.replace(/\.html$/, ".body");
  return info.routeType === "page" || !existsSync(body) ? html : null;
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
  const missing = [];
  for (const [route, info] of Object.entries(manifest.routes)) {
    const file = htmlFile(distDir, route);
    const lost = missingOutput(distDir, route, info);
    if (lost) missing.push(`${route} (${lost})`);
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
  if (missing.length > 0)
    throw new BuildStepError(
      "prerendered-pages",
      `${missing.length} route(s) in ${path.join(distDir, "prerender-manifest.json")} have neither their HTML nor a handler's .body where Next.js wrote them: ${missing.slice(0, 5).join(", ")}${missing.length > 5 ? ", …" : ""}`,
    );
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
