/** @jest-environment node */
// The pruning step finds the site's <style> by its attributes, in any order, and stops the
// build when it finds it nowhere, naming itself and the marker, instead of passing unpruned.
import { readFile, rm, writeFile } from "node:fs/promises";
import { fakeDistDir } from "../build/fake-dist-dir.mjs";
import { htmlFile } from "../build/prerendered-pages.mjs";
import {
  clientCodeWords,
  prunePageStyles,
  siteStyle,
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
