// Runs after `next build` (the build script in package.json), before the CSP pins: every page
// prerendered at build time keeps in its <head> only the part of the site's stylesheet its own
// markup uses (scripts/styles/prune-css.mjs). A service page drops about 13 KB of CSS that the
// blog, the home page's hero or the dialogs need, 2.2 KB of its gzip; the whole stylesheet then
// arrives, cached for the whole site, once the page has hydrated (components/layout/site-styles.tsx).
//
// Pages regenerated at run time (ISR) and pages rendered per request carry the whole
// stylesheet, as every page did before; only the first visit pays for it twice.
//
//   node scripts/styles/prune-page-styles.mjs [distDir]
import { writeFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { prerenderedPages } from "../build/prerendered-pages.mjs";
import { prunedCss } from "./prune-css.mjs";

const distDir = process.argv[2] ?? ".next";
const { siteCss } = await import("../../lib/styles/site-css.generated.mjs");

// The <style> SiteStyles renders; React writes the CSS text as it is.
const OPENING = '<style data-precedence="site" data-href="site-css">';
const STYLE = `${OPENING}${siteCss}</style>`;
// Marked, so the browser knows to fetch the whole sheet (components/layout/site-styles.tsx).
const PRUNED = OPENING.replace(">", ' data-pruned="">');

const gzipKb = (text) => gzipSync(text).length / 1024;
const saved = [];
let leftAsTheyAre = 0;
for (const { route, file, html } of await prerenderedPages(distDir)) {
  // The global error page replaces the layout, so nothing would bring the rest of the sheet.
  if (route === "/_global-error") continue;
  if (html.includes(PRUNED)) continue;
  if (!html.includes(STYLE)) {
    // Built from another stylesheet than lib/styles/site-css.generated.mjs holds: such a page
    // is only larger, so say so below rather than fail the build.
    if (html.includes(OPENING)) leftAsTheyAre += 1;
    continue;
  }
  const pruned = html.replace(
    STYLE,
    () => `${PRUNED}${prunedCss(siteCss, html)}</style>`,
  );
  await writeFile(file, pruned);
  saved.push(gzipKb(html) - gzipKb(pruned));
}

if (saved.length > 0) {
  const kb = (n) => n.toFixed(1);
  console.log(
    `prune-css: ${saved.length} prerendered pages carry only the CSS their markup uses (${kb(Math.min(...saved))}–${kb(Math.max(...saved))} KB less gzip each)`,
  );
}
if (leftAsTheyAre > 0) {
  console.warn(
    `prune-css: ${leftAsTheyAre} pages left whole (built from another stylesheet than lib/styles/site-css.generated.mjs)`,
  );
}
