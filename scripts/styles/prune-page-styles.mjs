// Runs after `next build` (the build script in package.json), before the CSP pins: every page
// prerendered at build time keeps in its <head> only the part of the site's stylesheet its own
// markup and the site's client code use (scripts/styles/prune-css.mjs). A service page drops
// about 8 KB of CSS that the blog, the home page's hero and other pages need, 1.0 KB of its
// gzip; the whole stylesheet, cached for the whole site, comes with the first client navigation
// (components/layout/site-styles.tsx). A page that marks the end of its first screen
// (components/layout/first-screen-end.tsx) has its rules split there (withPrunedStyles).
//
// Pages regenerated at run time (ISR) and pages rendered per request carry the whole
// stylesheet, as every page did before; only the first visit pays for it twice.
//
//   node scripts/styles/prune-page-styles.mjs [distDir]
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { attribute } from "../build/html-attributes.mjs";
import { prerenderedPages } from "../build/prerendered-pages.mjs";
import { BuildStepError, runStep } from "../build/run-step.mjs";
import { prunedCss, wordsOfCode } from "./prune-css.mjs";

const STEP = "prune-css";
/** What SiteStyles renders, as React writes it (any attribute order): the pages' marker. */
const SITE_STYLE = '<style data-precedence="site" data-href="site-css">';

const STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi;

/**
 * The site's <style> in a page, found by its attributes (data-href="site-css",
 * data-precedence="site"), whatever their order: the whole tag, its attributes, its CSS.
 */
export function siteStyle(html) {
  for (const match of html.matchAll(STYLE)) {
    const [tag, attrs = "", css = ""] = match;
    if (
      attribute(attrs, "data-href") === "site-css" &&
      attribute(attrs, "data-precedence") === "site"
    )
      return {
        tag,
        attrs,
        css,
        pruned: attribute(attrs, "data-pruned") !== undefined,
      };
  }
  return null;
}

const gzipKb = (text) => gzipSync(text).length / 1024;

/** What FirstScreenEnd (components/layout/first-screen-end.tsx) renders, as React writes it. */
export const FIRST_SCREEN_END = '<style data-first-screen-end=""></style>';

/**
 * CSS as the text of an SVG <style> in HTML, where the parser decodes character references and
 * would take a "<" for a tag: it reads back as `css`.
 */
export const escapedForSvg = (css) =>
  css.replaceAll("&", "&amp;").replaceAll("<", "&lt;");

/**
 * The page with its site <style> (`style`, from siteStyle) pruned. Where the page marks the end
 * of its first screen (FirstScreenEnd), the <style> in <head> keeps only the rules of the
 * markup before the mark, and the page's whole pruned sheet goes into the mark: the browser
 * parses about half the CSS before its first paint, and every element after the mark is parsed
 * after the rules it can use. The mark's copy comes later in the cascade and holds every rule
 * of the <head>'s in the same order, so once it is parsed each element matches what it would
 * with one sheet. The rules of the client code go into the mark only: what JavaScript adds
 * can appear only after the whole document, mark included, has been parsed.
 */
export function withPrunedStyles(html, style, siteCss, clientWords) {
  const at = html.indexOf(style.tag);
  const before = html.slice(0, at);
  const after = html.slice(at + style.tag.length);
  // The page without the stylesheet's own text, whose every variable name would count as read.
  const whole = prunedCss(siteCss, before + after, clientWords);
  const head = (css) =>
    `${before}<style${style.attrs} data-pruned="">${css}</style>`;
  const mark = after.indexOf(FIRST_SCREEN_END);
  if (mark === -1) return head(whole) + after;
  const firstScreen = after.slice(0, mark);
  return (
    head(prunedCss(siteCss, before + firstScreen, new Set())) +
    firstScreen +
    `<style data-first-screen-end="">${escapedForSvg(whole)}</style>` +
    after.slice(mark + FIRST_SCREEN_END.length)
  );
}

/**
 * The words of every client chunk `next build` wrote (`<distDir>/static/chunks`), for the rules
 * what JavaScript adds later needs (prune-css.mjs). Refuses when there is none: Next.js then
 * writes its client code elsewhere, and pages pruned without it would lose those rules.
 */
export async function clientCodeWords(distDir) {
  const dir = path.join(distDir, "static", "chunks");
  const files = (
    await readdir(dir, { recursive: true }).catch(() => [])
  ).filter((file) => file.endsWith(".js"));
  if (files.length === 0)
    throw new BuildStepError(
      STEP,
      `no client JavaScript under ${dir}: where does next build write its chunks now?`,
    );
  const code = await Promise.all(
    files.map((file) => readFile(path.join(dir, file), "utf8")),
  );
  return wordsOfCode(code.join("\n"));
}

/**
 * Prunes the site's <style> of every prerendered page under `distDir`, keeping also what the
 * client code whose words are `clientWords` can add. Refuses when a page has
 * no such <style> (React or Next.js writes it otherwise now) or when no page was pruned.
 */
export async function prunePageStyles(distDir, siteCss, clientWords) {
  const saved = [];
  const without = [];
  let already = 0;
  let leftAsTheyAre = 0;
  let split = 0;
  const unfoundMarks = [];
  for (const { route, file, html, status } of await prerenderedPages(distDir)) {
    // The global error page replaces the layout, so nothing would bring the rest of the sheet;
    // a page that only redirects (a 308) is rendered without it.
    if (route === "/_global-error" || (status >= 300 && status < 400)) continue;
    const style = siteStyle(html);
    if (!style) {
      without.push(route);
      continue;
    }
    if (style.pruned) {
      already += 1;
      continue;
    }
    // Built from another stylesheet than lib/styles/site-css.generated.mjs holds: such a page
    // is only larger, so say so below rather than fail the build.
    if (style.css !== siteCss) {
      leftAsTheyAre += 1;
      continue;
    }
    // React's payload names the mark's attribute where the page renders FirstScreenEnd: the
    // mark must then be in the HTML as written here, or the page would lose the split unseen.
    if (
      html.includes("data-first-screen-end") &&
      !html.includes(FIRST_SCREEN_END)
    )
      unfoundMarks.push(route);
    // Marked, so the browser knows to fetch the whole sheet (components/layout/site-styles.tsx).
    const pruned = withPrunedStyles(html, style, siteCss, clientWords);
    await writeFile(file, pruned);
    saved.push(gzipKb(html) - gzipKb(pruned));
    if (html.includes(FIRST_SCREEN_END)) split += 1;
  }
  if (without.length > 0)
    throw new BuildStepError(
      STEP,
      `${without.length} prerendered page(s) have no ${SITE_STYLE} (attributes in any order): ${without.slice(0, 5).join(", ")}${without.length > 5 ? ", …" : ""}. Did React or Next.js change how components/layout/site-styles.tsx is written?`,
    );
  if (unfoundMarks.length > 0)
    throw new BuildStepError(
      STEP,
      `${unfoundMarks.length} prerendered page(s) render FirstScreenEnd but hold no ${FIRST_SCREEN_END}: ${unfoundMarks.slice(0, 5).join(", ")}. Did React change how components/layout/first-screen-end.tsx is written?`,
    );
  if (saved.length + already === 0)
    throw new BuildStepError(
      STEP,
      `no prerendered page in ${distDir} carries ${SITE_STYLE} with the CSS of lib/styles/site-css.generated.mjs, so none was pruned`,
    );
  return { saved, already, leftAsTheyAre, split };
}

runStep(import.meta.url, async () => {
  const distDir = process.argv[2] ?? ".next";
  const { siteCss } = await import("../../lib/styles/site-css.generated.mjs");
  const { saved, leftAsTheyAre, split } = await prunePageStyles(
    distDir,
    siteCss,
    await clientCodeWords(distDir),
  );
  if (saved.length > 0) {
    const kb = (n) => n.toFixed(1);
    console.log(
      `${STEP}: ${saved.length} prerendered pages carry only the CSS their markup uses (${kb(Math.min(...saved))}–${kb(Math.max(...saved))} KB less gzip each); ${split} of them parse only their first screen's rules before it`,
    );
  }
  if (leftAsTheyAre > 0) {
    console.warn(
      `${STEP}: ${leftAsTheyAre} pages left whole (built from another stylesheet than lib/styles/site-css.generated.mjs)`,
    );
  }
});
