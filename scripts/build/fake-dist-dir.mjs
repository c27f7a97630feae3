// For the build steps' tests: a throwaway .next folder holding a prerender-manifest.json and the
// HTML of the pages given, as `next build` lays them out (scripts/build/prerendered-pages.mjs).
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { htmlFile } from "./prerendered-pages.mjs";

/**
 * pages: route → its HTML, or { html, ...entry } to change its manifest entry (a 308's
 * initialStatus, an ISR page's initialRevalidateSeconds); manifest: merged into the manifest;
 * files: other paths under the folder → their JSON.
 */
export async function fakeDistDir({ pages = {}, manifest = {}, files = {} }) {
  const distDir = await mkdtemp(path.join(tmpdir(), "dist-"));
  const routes = {};
  for (const [route, value] of Object.entries(pages)) {
    const { html, ...entry } =
      typeof value === "string" ? { html: value } : value;
    routes[route] = {
      initialRevalidateSeconds: false,
      srcRoute: route,
      ...entry,
    };
    const file = htmlFile(distDir, route);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  const all = {
    "prerender-manifest.json": { routes, dynamicRoutes: {}, ...manifest },
    ...files,
  };
  for (const [name, json] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(distDir, name)), { recursive: true });
    await writeFile(path.join(distDir, name), JSON.stringify(json));
  }
  return distDir;
}
