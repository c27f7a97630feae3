#!/usr/bin/env node
// How much of each city landing page is its own: the share of its word 4-shingles that no other
// local page (the other city pages and the 12 /service-areas/<area> pages) contains.
//
//   node scripts/content/local-shingles.mjs                    # the build in .next/server/app
//   node scripts/content/local-shingles.mjs http://localhost:3000
//   node scripts/content/local-shingles.mjs --check            # exit 1 below the floor
//
// The text is what a visitor reads in <main>: scripts, styles and templates, hidden elements,
// every <form> and the request form's column (#request-service) are left out. The core works
// on plain text, so `npx jest scripts/content` measures the same from the content modules.

import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const SHINGLE_SIZE = 4;
/** The least share of its own shingles a city page may have (--check). */
export const OWN_FLOOR = 0.4;

const CITY_PAGE = /^water-(heater|softener)-installation-[a-z-]+-az$/;
const AREA_PAGE = /^\/service-areas\/[a-z-]+$/;

// Elements whose content a visitor never reads as page text.
const RAW_TEXT = new Set(["script", "style", "template", "noscript", "svg"]);
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
// Elements whose edges separate words (a heading's last word does not run into the next line,
// nor a button's into the next button).
const BLOCK =
  /^(p|div|section|article|aside|header|footer|nav|main|h[1-6]|li|ul|ol|dl|dt|dd|table|tr|td|th|br|details|summary|figure|figcaption|blockquote|a|button|label)$/;

const ENTITIES = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  rsquo: "’",
  lsquo: "‘",
  middot: "·",
};

function decode(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code) =>
    code[0] === "#"
      ? String.fromCodePoint(
          code[1] === "x" || code[1] === "X"
            ? parseInt(code.slice(2), 16)
            : Number(code.slice(1)),
        )
      : (ENTITIES[code.toLowerCase()] ?? whole),
  );
}

/** A start tag's attributes by name (values still escaped). */
function attributesOf(text) {
  const found = new Map();
  for (const [, name, ...values] of text.matchAll(
    /([^\s"'=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=]+)))?/g,
  ))
    found.set(name.toLowerCase(), values.find((v) => v !== undefined) ?? "");
  return found;
}

/** Is this start tag's element left out of the page's text? */
function skipped(name, attributeText) {
  const attributes = attributesOf(attributeText);
  return (
    name === "form" ||
    attributes.get("id") === "request-service" ||
    attributes.has("hidden") ||
    attributes.get("aria-hidden") === "true"
  );
}

/**
 * The visible text of the first <main> of a React-rendered HTML document (or of a fragment
 * without <main>), without forms, the request-form column, scripts or hidden elements.
 * React escapes `<` and `>` in attribute values, so a tag ends at the first `>`.
 */
export function visibleMainText(html) {
  const start = html.search(/<main[\s>]/i);
  const source = start === -1 ? html : html.slice(start);
  const tag = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)([^>]*)>/g;
  const out = [];
  const stack = []; // open elements: [name, skipped]
  let skipDepth = 0;
  let last = 0;
  for (let match = tag.exec(source); match; match = tag.exec(source)) {
    if (skipDepth === 0) out.push(source.slice(last, match.index));
    last = tag.lastIndex;
    const [whole, closing, rawName = "", attributes = ""] = match;
    if (whole.startsWith("<!--")) continue;
    const name = rawName.toLowerCase();
    if (BLOCK.test(name)) out.push(" ");
    if (closing) {
      // Pop to the matching element (tolerates an unclosed <p> or <li>).
      const at = stack.findLastIndex(([open]) => open === name);
      if (at === -1) continue;
      for (const [, wasSkipped] of stack.splice(at))
        if (wasSkipped) skipDepth--;
      if (name === "main" && stack.length === 0) break;
      continue;
    }
    if (RAW_TEXT.has(name)) {
      const end = source.toLowerCase().indexOf(`</${name}>`, tag.lastIndex);
      tag.lastIndex = last = end === -1 ? source.length : end + name.length + 3;
      continue;
    }
    if (VOID.has(name) || attributes.trimEnd().endsWith("/")) continue;
    const skip = skipped(name, attributes);
    if (skip) skipDepth++;
    stack.push([name, skip]);
  }
  if (skipDepth === 0 && stack.length > 0) out.push(source.slice(last));
  return decode(out.join("")).replace(/\s+/g, " ").trim();
}

/** Lowercase words: letters and digits, keeping in-word apostrophes (“homeowners’” → homeowners). */
export function words(text) {
  return (
    text
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu) ?? []
  );
}

/** The distinct runs of `size` consecutive words. */
export function shingles(text, size = SHINGLE_SIZE) {
  const list = words(text);
  const set = new Set();
  for (let i = 0; i + size <= list.length; i++) {
    set.add(list.slice(i, i + size).join(" "));
  }
  return set;
}

/**
 * For each page in `targets`, its distinct shingles and how many of them appear on no other
 * page of `pages` (a Map or object of page name → text). Shares are over distinct shingles.
 */
export function ownShares(pages, targets, size = SHINGLE_SIZE) {
  const entries = pages instanceof Map ? [...pages] : Object.entries(pages);
  const sets = new Map(
    entries.map(([name, text]) => [name, shingles(text, size)]),
  );
  // How many pages hold each shingle.
  const holders = new Map();
  for (const set of sets.values())
    for (const shingle of set)
      holders.set(shingle, (holders.get(shingle) ?? 0) + 1);
  return targets.map((name) => {
    const set = sets.get(name);
    if (!set) throw new Error(`No text for page ${name}.`);
    let own = 0;
    for (const shingle of set) if (holders.get(shingle) === 1) own++;
    return {
      page: name,
      shingles: set.size,
      own,
      share: set.size === 0 ? 0 : own / set.size,
    };
  });
}

export function formatTable(rows, floor = OWN_FLOOR) {
  const width = Math.max(4, ...rows.map((row) => row.page.length));
  const line = (cells) => cells.join("  ");
  return [
    line(["page".padEnd(width), "shingles", "   own", " share", ""]),
    ...rows.map((row) =>
      line([
        row.page.padEnd(width),
        String(row.shingles).padStart(8),
        String(row.own).padStart(6),
        `${(row.share * 100).toFixed(1)}%`.padStart(6),
        row.share < floor ? `below ${floor * 100}%` : "",
      ]),
    ),
  ]
    .map((text) => text.trimEnd())
    .join("\n");
}

/** Every page name is its path: "/water-heater-installation-mesa-az", "/service-areas/mesa". */
export function isCityPage(name) {
  return CITY_PAGE.test(name.replace(/^\//, ""));
}

// --- reading the pages -----------------------------------------------------------------------

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../..",
);

/** The slugs in a content module's entries (`slug: "…"`), read as text: this runs in plain Node. */
async function slugsIn(file) {
  const source = await readFile(path.join(root, file), "utf8");
  return [...source.matchAll(/^\s+slug: "([a-z0-9-]+)",$/gm)].map((m) => m[1]);
}

/** The local pages' paths from the content registries. */
export async function localPaths() {
  const cities = await slugsIn("content/city-pages.ts");
  const areas = await slugsIn("content/service-areas.ts");
  return [
    ...cities.map((slug) => `/${slug}`),
    ...areas.map((slug) => `/service-areas/${slug}`),
  ];
}

/** The registries' pages, plus any city or area page the build holds that they do not name. */
async function builtPaths(appDir) {
  const found = [];
  for (const file of await readdir(appDir)) {
    const name = file.replace(/\.html$/, "");
    if (file.endsWith(".html") && CITY_PAGE.test(name)) found.push(`/${name}`);
  }
  const areaDir = path.join(appDir, "service-areas");
  for (const file of await readdir(areaDir).catch(() => []))
    if (/^[a-z-]+\.html$/.test(file))
      found.push(`/service-areas/${file.replace(/\.html$/, "")}`);
  return [...new Set([...(await localPaths()), ...found])];
}

async function readPages(source) {
  const remote = /^https?:\/\//.test(source);
  const paths = remote ? await localPaths() : await builtPaths(source);
  const pages = new Map();
  for (const pagePath of paths) {
    const html = remote
      ? await fetchPage(new URL(pagePath, source))
      : await readFile(path.join(source, `${pagePath.slice(1)}.html`), "utf8");
    pages.set(pagePath, visibleMainText(html));
  }
  return pages;
}

async function fetchPage(url) {
  const response = await fetch(url, { redirect: "manual" });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

async function main(argv) {
  const check = argv.includes("--check");
  const source =
    argv.find((arg) => !arg.startsWith("--")) ??
    path.join(root, ".next/server/app");
  const pages = await readPages(source);
  for (const [name, text] of pages)
    if (!AREA_PAGE.test(name) && !isCityPage(name))
      throw new Error(`Unexpected page ${name}.`);
    else if (words(text).length < 50)
      throw new Error(`${name}: only ${words(text).length} words in <main>.`);
  const targets = [...pages.keys()].filter(isCityPage);
  const rows = ownShares(pages, targets);
  console.log(
    `Own ${SHINGLE_SIZE}-word shingles of each city page against ${pages.size - 1} other local pages (${source})\n`,
  );
  console.log(formatTable(rows));
  const low = rows.filter((row) => row.share < OWN_FLOOR);
  if (check && low.length > 0) {
    console.error(
      `\n${low.length} city page(s) below ${OWN_FLOOR * 100}% own text.`,
    );
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  });
}
