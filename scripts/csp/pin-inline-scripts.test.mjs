/** @jest-environment node */
// The CSP step pins each build-time page's inline scripts, and stops the build, naming itself
// and what it expected, when there is nothing to pin: a page pinned to no script would be
// blocked from hydrating, and a build with no pinned page would ship 'unsafe-inline' everywhere.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fakeDistDir } from "../build/fake-dist-dir.mjs";
import { pinInlineScripts } from "./pin-inline-scripts.mjs";
import { sha256Source } from "./inline-scripts.mjs";

const script = "self.__next_f=[]";
const withScript = `<html><head></head><body><script>${script}</script></body></html>`;
const routesManifest = { headers: [{ source: "/:path*", headers: [] }] };

it("appends the page's pinned policy to the routes manifest", async () => {
  const distDir = await fakeDistDir({
    pages: {
      "/a": withScript,
      "/blog": { html: withScript, initialRevalidateSeconds: 300 },
    },
    files: { "routes-manifest.json": routesManifest },
  });
  await expect(pinInlineScripts(distDir)).resolves.toEqual({
    "/a": [sha256Source(script)],
  });
  const { headers } = JSON.parse(
    await readFile(path.join(distDir, "routes-manifest.json"), "utf8"),
  );
  expect(headers.at(-1)).toMatchObject({ source: "/a", regex: "^/a(?:/)?$" });
  expect(headers.at(-1).headers[0].value).toContain(
    `script-src 'self' ${sha256Source(script)};`,
  );
});

it("fails, naming the step and the page, when a page has no inline script", async () => {
  const distDir = await fakeDistDir({
    pages: {
      "/a": withScript,
      "/b": '<html><script src="/x.js"></script></html>',
    },
    files: { "routes-manifest.json": routesManifest },
  });
  await expect(pinInlineScripts(distDir)).rejects.toThrow(
    /^csp: no inline <script> found in 1 page\(s\) \(\/b\)/,
  );
});

it("fails when no page is written once at build time", async () => {
  const distDir = await fakeDistDir({
    pages: { "/blog": { html: withScript, initialRevalidateSeconds: 300 } },
    files: { "routes-manifest.json": routesManifest },
  });
  await expect(pinInlineScripts(distDir)).rejects.toThrow(
    /^csp: no page in .*prerender-manifest\.json is written once at build time/,
  );
});

it("fails when the routes manifest has no headers to add to", async () => {
  const distDir = await fakeDistDir({
    pages: { "/a": withScript },
    files: { "routes-manifest.json": {} },
  });
  await expect(pinInlineScripts(distDir)).rejects.toThrow(
    /^csp: .*routes-manifest\.json has no "headers" list/,
  );
});
