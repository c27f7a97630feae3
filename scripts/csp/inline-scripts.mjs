// Finds the scripts a browser would execute from a page's HTML text and hashes them the way a
// Content-Security-Policy 'sha256-…' source expects: over the exact characters between the tags.
import { createHash } from "node:crypto";
import { attribute } from "../build/html-attributes.mjs";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Data blocks (JSON-LD and the like) are never executed, so CSP does not govern them.
const EXECUTABLE_TYPE = /^(|module|text\/javascript|application\/javascript)$/i;

/** The text of every inline script the browser would run, in document order. */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attrs = "", body = ""] of html.matchAll(SCRIPT)) {
    if (attribute(attrs, "src") !== undefined) continue;
    if (!EXECUTABLE_TYPE.test((attribute(attrs, "type") ?? "").trim()))
      continue;
    scripts.push(body);
  }
  return scripts;
}

export function sha256Source(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Distinct hash sources of a page's inline scripts, in document order. */
export function inlineScriptHashes(html) {
  return [...new Set(inlineScripts(html).map(sha256Source))];
}
