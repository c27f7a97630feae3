/** @jest-environment node */
// The CSP step pins each build-time page's inline scripts in that page's cache entry (its .meta
// file, whose headers Next.js serves with the build's HTML and with nothing rendered later), and
// stops the build, naming itself and what it expected, when there is nothing to pin or nowhere
// to pin it: a page pinned to no script would be blocked from hydrating, and a build with no
// pinned page would ship 'unsafe-inline' everywhere.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fakeDistDir } from "../build/fake-dist-dir.mjs";
import { CSP_HEADER, pinInlineScripts } from "./pin-inline-scripts.mjs";
import { sha256Source } from "./inline-scripts.mjs";

const script = "self.__next_f=[]";
const withScript = `<html><head></head><body><script>${script}</script></body></html>`;
// What Next.js 16 writes beside a prerendered page (.next/server/app/services/pipe-leaks.meta).
const nextMeta = () => ({
  headers: { "x-nextjs-prerender": "1", "x-next-cache-tags": "_N_T_/a" },
  segmentPaths: ["/_tree"],
});
const readMeta = async (distDir, name) =>
  JSON.parse(
    await readFile(path.join(distDir, "server", "app", `${name}.meta`), "utf8"),
  );

it("adds the page's pinned policy to the headers of its cache entry, and leaves ISR pages alone", async () => {
  const distDir = await fakeDistDir({
    pages: {
      "/a": { html: withScript, initialHeaders: { "x-nextjs-prerender": "1" } },
      "/blog": { html: withScript, initialRevalidateSeconds: 300 },
    },
    files: {
      "server/app/a.meta": nextMeta(),
      "server/app/blog.meta": nextMeta(),
    },
  });
  await expect(pinInlineScripts(distDir)).resolves.toEqual({
    "/a": [sha256Source(script)],
  });
  const meta = await readMeta(distDir, "a");
  expect(meta.headers["x-nextjs-prerender"]).toBe("1");
  expect(meta.segmentPaths).toEqual(["/_tree"]);
  expect(meta.headers[CSP_HEADER]).toContain(
    `script-src 'self' ${sha256Source(script)};`,
  );
  expect((await readMeta(distDir, "blog")).headers).toEqual(nextMeta().headers);
  // The copy Vercel's builder reads: the same policy, beside what Next.js put there.
  const { routes } = JSON.parse(
    await readFile(path.join(distDir, "prerender-manifest.json"), "utf8"),
  );
  expect(routes["/a"].initialHeaders).toEqual({
    "x-nextjs-prerender": "1",
    [CSP_HEADER]: meta.headers[CSP_HEADER],
  });
  expect(routes["/blog"].initialHeaders).toBeUndefined();
  // Run again over the same build, the step writes the same pin, not a second one.
  await pinInlineScripts(distDir);
  expect(await readMeta(distDir, "a")).toEqual(meta);
});

it("fails, naming the step and the file, when a page has no cache entry headers to pin in", async () => {
  const distDir = await fakeDistDir({
    pages: { "/a": withScript, "/b": withScript },
    files: { "server/app/a.meta": nextMeta(), "server/app/b.meta": {} },
  });
  await expect(pinInlineScripts(distDir)).rejects.toThrow(
    /^csp: .*b\.meta has no "headers" object/,
  );
});

it("fails, naming the step and the page, when a page has no inline script", async () => {
  const distDir = await fakeDistDir({
    pages: {
      "/a": withScript,
      "/b": '<html><script src="/x.js"></script></html>',
    },
    files: {
      "server/app/a.meta": nextMeta(),
      "server/app/b.meta": nextMeta(),
    },
  });
  await expect(pinInlineScripts(distDir)).rejects.toThrow(
    /^csp: no inline <script> found in 1 page\(s\) \(\/b\)/,
  );
});

it("fails when no page is written once at build time", async () => {
  const distDir = await fakeDistDir({
    pages: { "/blog": { html: withScript, initialRevalidateSeconds: 300 } },
  });
  await expect(pinInlineScripts(distDir)).rejects.toThrow(
    /^csp: no page in .*prerender-manifest\.json is written once at build time/,
  );
});
