// The part of the site's stylesheet one HTML document can use, for the <style> in its <head>
// (scripts/styles/prune-page-styles.mjs writes it into every prerendered page). The whole
// stylesheet follows once the page has hydrated (components/layout/site-styles.tsx), for what
// JavaScript adds later and for pages reached by client navigation.
//
// A rule stays when every class its selector names is in a class attribute of the document and
// every element it names is in the document (what :not() names does not count: its absence is
// what the selector asks for); a rule for a part of one kind of input (a date field, a spin
// button, a file button) needs an input of that kind. What the page's JavaScript can add later
// counts as in the document: every word of the site's client code and of the page's own React
// payload (`clientWords`), so a dialog, a toast, a form's errors or an opened menu are styled
// by the page's own <style>, and the whole stylesheet waits for a client navigation
// (components/layout/site-styles.tsx). More words than the code uses (identifiers, copy) only
// keep a few rules more; a class the code builds from pieces would be missed, and Tailwind
// could not generate it either. The custom
// properties of Tailwind's theme, its @property registrations and its fallback block keep only
// the variables something kept reads; @keyframes only those a kept animation names.
import postcss from "postcss";

const ENTITIES = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  "#x27": "'",
};

/** The document without the text of its scripts and styles. */
const markupOf = (html) =>
  html.replace(
    /<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g,
    (_match, tag) => `<${tag}>`,
  );

/** Every element name in the document. */
export function tagsInHtml(html) {
  return new Set(
    [...markupOf(html).matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) =>
      m[1].toLowerCase(),
    ),
  );
}

/** The type of every <input> in the document ("text" where none is given). */
export function inputTypesInHtml(html) {
  return new Set(
    [...markupOf(html).matchAll(/<input\b[^>]*>/gi)].map(
      ([tag]) => /\stype="([^"]*)"/i.exec(tag)?.[1]?.toLowerCase() ?? "text",
    ),
  );
}

// Preflight's rules for parts of particular inputs: a date picker's fields, a number's spin
// buttons, a search box's decoration, a file input's button. The input types each part needs.
const DATE_TYPES = ["date", "time", "datetime-local", "month", "week"];
const INPUT_PARTS = [
  [
    /::-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator)/,
    DATE_TYPES,
  ],
  [/::-webkit-(inner|outer)-spin-button/, ["number", ...DATE_TYPES]],
  [/::-webkit-search-/, ["search"]],
  [/::file-selector-button/, ["file"]],
];

/** The input types of which one must be in the document for the selector to match: [] if none. */
export function inputTypesOfSelector(selector) {
  return INPUT_PARTS.find(([part]) => part.test(selector))?.[1] ?? [];
}

/**
 * Every word of some code, split where no class name, element name or input type can run on
 * (white space, quotes, backslashes): the classes of a `className` string, the element of a
 * `jsx("img", …)`, the type of an `<input type="file">` a component renders.
 */
export function wordsOfCode(code) {
  return new Set(code.split(/[\s"'`\\]+/).filter(Boolean));
}

/** The text of the document's inline scripts: React's payload, what the islands render from. */
export function scriptsOfHtml(html) {
  return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1])
    .join("\n");
}

/** Every class token in the document's class attributes (scripts and styles excluded). */
export function classesInHtml(html) {
  const markup = markupOf(html);
  const classes = new Set();
  for (const [, value] of markup.matchAll(/\sclass="([^"]*)"/g)) {
    const text = value.replace(
      /&(amp|lt|gt|quot|#39|#x27);/g,
      (_m, name) => ENTITIES[name],
    );
    for (const token of text.split(/\s+/)) if (token) classes.add(token);
  }
  return classes;
}

/** A CSS identifier with its escapes resolved: `hover\:text-white` → `hover:text-white`. */
function unescapeIdent(ident) {
  return ident.replace(/\\([0-9a-fA-F]{1,6} ?|[\s\S])/g, (_m, escaped) =>
    /^[0-9a-fA-F]/.test(escaped)
      ? String.fromCodePoint(parseInt(escaped.trim(), 16))
      : escaped,
  );
}

/** The selector without what :not() asks to be absent. */
function withoutNegations(selector) {
  let positive = "";
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    if (depth === 0 && selector.startsWith(":not(", i)) {
      depth = 1;
      i += 4;
      continue;
    }
    if (depth > 0) {
      if (selector[i] === "\\") i++;
      else if (selector[i] === "(") depth++;
      else if (selector[i] === ")") depth--;
      continue;
    }
    positive += selector[i];
  }
  return positive;
}

/** The classes a selector needs on the page, leaving out those it asks to be absent. */
export function classesOfSelector(selector) {
  return [
    ...withoutNegations(selector).matchAll(
      /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[\s\S]|[\w-]|[^\x00-\x7f])+)/g,
    ),
  ].map((match) => unescapeIdent(match[1]));
}

/**
 * The element names a selector needs, outside brackets and parentheses (where a list such as
 * :is(h1, h2) asks for any one of them): `.prose-copy p` → ["p"], `img:where(.x)` → ["img"].
 */
export function tagsOfSelector(selector) {
  let flat = withoutNegations(selector);
  // Innermost groups first, until no bracket or parenthesis is left.
  for (let before = ""; before !== flat;) {
    before = flat;
    flat = flat
      .replace(/\\[\s\S]/g, "_")
      .replace(/\([^()]*\)|\[[^[\]]*\]/g, "");
  }
  return [...flat.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)].map((m) =>
    m[1].toLowerCase(),
  );
}

const insideKeyframes = (node) => {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (parent.type === "atrule" && /keyframes$/.test(parent.name)) return true;
  return false;
};

const insideLayer = (node, name) => {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (
      parent.type === "atrule" &&
      parent.name === "layer" &&
      parent.params === name
    )
      return true;
  return false;
};

/** Removes at-rules left empty, except `@layer` blocks, which fix the order of the layers. */
function removeEmptyAtRules(root) {
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (
        atRule.name !== "layer" &&
        atRule.nodes &&
        atRule.nodes.length === 0
      ) {
        atRule.remove();
        removed = true;
      }
    });
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) {
        rule.remove();
        removed = true;
      }
    });
  }
}

const forInputs = (selector, inputTypes) => {
  const needed = inputTypesOfSelector(selector);
  return needed.length === 0 || needed.some((type) => inputTypes.has(type));
};

/**
 * The stylesheet `css` cut down to what the document `html` and the client code whose words are
 * `clientWords` (wordsOfCode) can use.
 */
export function prunedCss(css, html, clientWords = new Set()) {
  const words = new Set([...clientWords, ...wordsOfCode(scriptsOfHtml(html))]);
  const withWords = (set) => new Set([...set, ...words]);
  const classes = withWords(classesInHtml(html));
  const tags = withWords(tagsInHtml(html));
  const inputTypes = withWords(inputTypesInHtml(html));
  const root = postcss.parse(css);

  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    const kept = rule.selectors.filter(
      (selector) =>
        classesOfSelector(selector).every((name) => classes.has(name)) &&
        tagsOfSelector(selector).every((name) => tags.has(name)) &&
        forInputs(selector, inputTypes),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  removeEmptyAtRules(root);

  // Variables: keep a theme value, a registration or a fallback while anything still reads it.
  const isVariableStore = (decl) =>
    decl.prop.startsWith("--") &&
    (insideLayer(decl, "theme") || insideLayer(decl, "properties"));
  for (let changed = true; changed;) {
    changed = false;
    const read = new Set(html.match(/--[\w-]+/g));
    for (const word of words)
      if (word.includes("--"))
        for (const [name] of word.matchAll(/--[\w-]+/g)) read.add(name);
    root.walkDecls((decl) => {
      for (const [, name] of decl.value.matchAll(/var\((--[\w-]+)/g))
        read.add(name);
    });
    root.walkDecls((decl) => {
      if (isVariableStore(decl) && !read.has(decl.prop)) {
        decl.remove();
        changed = true;
      }
    });
    // Only Tailwind's own registrations: another may be there for what a library sets at run
    // time (app/globals.css says why for the dialog's scroll lock).
    root.walkAtRules("property", (atRule) => {
      const name = atRule.params.trim();
      if (name.startsWith("--tw-") && !read.has(name)) {
        atRule.remove();
        changed = true;
      }
    });
  }

  const animations = [];
  root.walkDecls(/^animation(-name)?$/, (decl) => animations.push(decl.value));
  const animated = animations.join(" ");
  root.walkAtRules(/keyframes$/, (atRule) => {
    if (
      !new RegExp(`(^|[\\s,])${atRule.params.trim()}($|[\\s,])`).test(animated)
    )
      atRule.remove();
  });

  removeEmptyAtRules(root);
  return root.toString();
}
