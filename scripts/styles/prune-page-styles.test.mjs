/** @jest-environment node */
// The pruning step finds the site's <style> by its attributes, in any order, and stops the
// build when it finds it nowhere, naming itself and the marker, instead of passing unpruned.
import { readFile, rm, writeFile } from "node:fs/promises";
import { fakeDistDir } from "../build/fake-dist-dir.mjs";
import { htmlFile } from "../build/prerendered-pages.mjs";
import {
  clientCodeWords,
  escapedForSvg,
  FIRST_SCREEN_END,
  prunePageStyles,
  siteStyle,
  withPrunedStyles,
} from "./prune-page-styles.mjs";

const css = ".used{color:red}.unused{color:blue}";
const page = (style) =>
  `<!DOCTYPE html><html><head>${style}</head><body><p class="used">Hi</p></body></html>`;

describe("siteStyle", () => {
  it.each([
    `<style data-precedence="site" data-href="site-css">${css}</style>`,
    `<style data-href="site-css" data-precedence="site">${css}</style>`,
    `<style data-href='site-css' nonce="x" data-precedence=site>${css}</style>`,
  ])("finds the site's <style> whatever the attributes' order: %s", (tag) => {
    expect(siteStyle(page(tag))).toMatchObject({ css, pruned: false });
  });

  it("ignores other styles and sees the pruned mark", () => {
    expect(
      siteStyle(page(`<style data-href="other">${css}</style>`)),
    ).toBeNull();
    expect(
      siteStyle(
        page(
          `<style data-href="site-css" data-precedence="site" data-pruned="">x</style>`,
        ),
      )?.pruned,
    ).toBe(true);
  });
});

describe("prunePageStyles", () => {
  it("prunes a page whose attributes come in another order, keeping them", async () => {
    const distDir = await fakeDistDir({
      pages: {
        "/a": page(
          `<style data-href="site-css" data-precedence="site">${css}</style>`,
        ),
      },
    });
    await prunePageStyles(distDir, css);
    const html = await readFile(htmlFile(distDir, "/a"), "utf8");
    expect(html).toContain(
      '<style data-href="site-css" data-precedence="site" data-pruned="">.used{color:red}</style>',
    );
  });

  it("fails, naming the step, the marker and the page, when a page has no site <style>", async () => {
    const distDir = await fakeDistDir({
      pages: {
        "/a": page(
          `<style data-precedence="site" data-href="site-css">${css}</style>`,
        ),
        "/b": page(`<style data-href="site.css">${css}</style>`),
      },
    });
    await expect(prunePageStyles(distDir, css)).rejects.toThrow(
      /^prune-css: 1 prerendered page\(s\) have no <style data-precedence="site" data-href="site-css"> \(attributes in any order\): \/b\./,
    );
  });

  it("fails, naming the route, when a page's HTML is not where Next.js wrote it", async () => {
    const siteStyle = `<style data-precedence="site" data-href="site-css">${css}</style>`;
    const distDir = await fakeDistDir({
      pages: {
        "/a": page(siteStyle),
        "/gone": { html: page(siteStyle), routeType: "page" },
        "/feed.xml": { html: "", routeType: "route" },
      },
    });
    await rm(htmlFile(distDir, "/gone"));
    // A route handler's output is its .body; only a route with neither is lost.
    await rm(htmlFile(distDir, "/feed.xml"));
    await writeFile(
      htmlFile(distDir, "/feed.xml").replace(/\.html$/, ".body"),
      "<rss/>",
    );
    await expect(prunePageStyles(distDir, css)).rejects.toThrow(
      /^prerendered-pages: 1 route\(s\) in .*prerender-manifest\.json have neither their HTML nor a handler's \.body where Next\.js wrote them: \/gone \(.*gone\.html\)$/,
    );
  });

  it("fails, naming the page, when a page renders the first screen's mark in another form", async () => {
    const tag = `<style data-precedence="site" data-href="site-css">${css}</style>`;
    const distDir = await fakeDistDir({
      pages: {
        "/a": `<html><head>${tag}</head><body><p class="used">A</p><style data-first-screen-end="true"></style></body></html>`,
      },
    });
    await expect(prunePageStyles(distDir, css)).rejects.toThrow(
      /^prune-css: 1 prerendered page\(s\) render FirstScreenEnd but hold no <style data-first-screen-end=""><\/style>: \/a\./,
    );
  });

  it("fails when no page at all could be pruned", async () => {
    const distDir = await fakeDistDir({ pages: {} });
    await expect(prunePageStyles(distDir, css)).rejects.toThrow(
      /^prune-css: no prerendered page .* carries <style data-precedence="site" data-href="site-css">/,
    );
  });

  it("leaves a redirect's page alone: it has no layout", async () => {
    const distDir = await fakeDistDir({
      pages: {
        "/a": page(
          `<style data-precedence="site" data-href="site-css">${css}</style>`,
        ),
        "/moved": { html: "<html><head></head></html>", initialStatus: 308 },
      },
    });
    await expect(prunePageStyles(distDir, css)).resolves.toMatchObject({
      saved: [expect.any(Number)],
    });
  });

  it("knows a redirect by its .meta file when the manifest leaves its status out", async () => {
    const distDir = await fakeDistDir({
      pages: {
        "/a": page(
          `<style data-precedence="site" data-href="site-css">${css}</style>`,
        ),
        "/moved": "<html><head></head></html>",
      },
      files: { "server/app/moved.meta": { status: 308, headers: {} } },
    });
    await expect(prunePageStyles(distDir, css)).resolves.toMatchObject({
      saved: [expect.any(Number)],
    });
  });
});

describe("withPrunedStyles", () => {
  const sheet =
    "@layer theme{:root{--top:1px;--rest:2px;--unread:3px}}.top{margin:var(--top)}.rest{margin:var(--rest)}.shown-by-js{color:red}.nowhere{color:blue}";
  const tag = `<style data-precedence="site" data-href="site-css">${sheet}</style>`;
  const styleOf = (html) => siteStyle(html);
  const marks = (html) => [
    ...html.matchAll(/<style data-first-screen-end="">([^<]*)<\/style>/g),
  ];

  it("keeps in <head> only the first screen's rules, and writes the page's whole pruned sheet at the mark", () => {
    const html = `<html><head>${tag}</head><body><p class="top">A</p>${FIRST_SCREEN_END}<p class="rest">B</p></body></html>`;
    const out = withPrunedStyles(
      html,
      styleOf(html),
      sheet,
      new Set(["shown-by-js"]),
    );
    const head = siteStyle(out);
    expect(head.pruned).toBe(true);
    expect(head.css).toBe(
      "@layer theme{:root{--top:1px}}.top{margin:var(--top)}",
    );
    const [mark, ...more] = marks(out);
    expect(more).toEqual([]);
    // Every rule of the <head>'s, in the same order, and what the rest and the client code use.
    expect(mark[1]).toBe(
      "@layer theme{:root{--top:1px;--rest:2px}}.top{margin:var(--top)}.rest{margin:var(--rest)}.shown-by-js{color:red}",
    );
    // The mark comes where it was: after the first screen, before the rest.
    expect(out.indexOf(mark[0])).toBeGreaterThan(out.indexOf('class="top"'));
    expect(out.indexOf(mark[0])).toBeLessThan(out.indexOf('class="rest"'));
  });

  it("escapes the rules for the SVG <style> the mark sits in, which decodes references", () => {
    expect(escapedForSvg('.a\\&b>i{content:"<&lt;"}')).toBe(
      '.a\\&amp;b>i{content:"&lt;&amp;lt;"}',
    );
  });

  it("keeps the whole pruned sheet in <head> on a page without the mark", () => {
    const html = `<html><head>${tag}</head><body><p class="top">A</p><p class="rest">B</p></body></html>`;
    const out = withPrunedStyles(html, styleOf(html), sheet, new Set());
    expect(siteStyle(out).css).toBe(
      "@layer theme{:root{--top:1px;--rest:2px}}.top{margin:var(--top)}.rest{margin:var(--rest)}",
    );
    expect(marks(out)).toEqual([]);
  });
});

describe("clientCodeWords", () => {
  it("reads the words of the client chunks, and stops the build when there are none", async () => {
    const built = await fakeDistDir({
      pages: {},
      files: { "static/chunks/a1.js": 'e.jsx("div",{className:"used"})' },
    });
    expect(await clientCodeWords(built)).toContain("used");
    const moved = await fakeDistDir({ pages: {} });
    await expect(clientCodeWords(moved)).rejects.toThrow(
      /no client JavaScript under .*static\/chunks/,
    );
  });
});
