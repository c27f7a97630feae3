// Runs right after `next build`. proxy.ts reads .next/prerender-manifest.json when it starts
// (lib/blog/build-facts.ts): the posts and list pages the build prerendered, which it lets
// through without a look-up, and the draft-mode id, which tells a marketer's preview cookie from
// a made-up one. `next start` has the whole .next folder, but a deployment ships the proxy's
// function with the files of its trace only, .next/server/middleware.js.nft.json, and Next.js
// does not list the manifest there: the proxy reads it by path, and it is written after the
// proxy is compiled (outputFileTracingIncludes does not reach the proxy's trace either). So this
// step checks that the manifest still holds those facts where build-facts.ts looks for them, and
// adds it to the trace, which Vercel's builder copies into its _middleware function. Why a
// shipped file: docs/blog.md, "Caching and failures"; `npm test` checks what Vercel ships
// (scripts/vercel/build-and-check.mjs).
//
//   node scripts/build/proxy-facts.mjs [distDir]
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { BuildStepError, runStep } from "./run-step.mjs";

const STEP = "proxy-facts";

async function readJson(file, what) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new BuildStepError(STEP, `expected ${file}, ${what}`);
  }
  return JSON.parse(text);
}

/**
 * The facts proxy.ts takes from a parsed prerender-manifest.json, counted; refuses a manifest
 * where they are not where lib/blog/build-facts.ts looks (a Next.js update that moved them
 * would otherwise turn off the draft preview and the pass-through without a word).
 */
export function proxyFacts(manifest, file = "prerender-manifest.json") {
  const { routes, dynamicRoutes, preview } = manifest ?? {};
  const id = preview?.previewModeId;
  if (typeof id !== "string" || id.length < 16)
    throw new BuildStepError(
      STEP,
      `${file} has no preview.previewModeId (the draft-mode cookie's value), which the proxy needs to honour a marketer's preview`,
    );
  for (const route of ["/blog/[slug]", "/blog/page/[page]"])
    if (!dynamicRoutes?.[route])
      throw new BuildStepError(
        STEP,
        `${file} has no dynamicRoutes["${route}"], under which the proxy finds the prerendered blog pages`,
      );
  if (!routes?.["/blog"])
    throw new BuildStepError(
      STEP,
      `${file} has no routes["/blog"]: the proxy reads prerendered pages by their path there`,
    );
  const count = (src) =>
    Object.values(routes).filter((info) => info?.srcRoute === src).length;
  return {
    posts: count("/blog/[slug]"),
    listPages: count("/blog/page/[page]"),
  };
}

/** Checks the manifest's facts and lists the manifest in the proxy's trace (once). */
export async function shipProxyFacts(distDir) {
  const manifestFile = path.join(distDir, "prerender-manifest.json");
  const facts = proxyFacts(
    await readJson(manifestFile, "which next build writes"),
    manifestFile,
  );
  const traceFile = path.join(distDir, "server", "middleware.js.nft.json");
  const trace = await readJson(
    traceFile,
    "the proxy's file trace, from which deployments ship its function (is there still a proxy.ts?)",
  );
  if (!Array.isArray(trace.files))
    throw new BuildStepError(STEP, `${traceFile} has no "files" list`);
  // Paths in a trace are relative to the trace file's folder.
  const entry = path.relative(path.dirname(traceFile), manifestFile);
  if (!trace.files.includes(entry)) {
    trace.files.push(entry);
    await writeFile(traceFile, JSON.stringify(trace));
  }
  return { ...facts, manifestFile, traceFile };
}

runStep(import.meta.url, async () => {
  const { posts, listPages, manifestFile, traceFile } = await shipProxyFacts(
    process.argv[2] ?? ".next",
  );
  console.log(
    `${STEP}: ${manifestFile} (the draft-mode id, ${posts} posts and ${listPages} list pages prerendered) is in the proxy's trace, ${traceFile}`,
  );
});
