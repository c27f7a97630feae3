// The build step of `npm test`: `vercel build` (the pinned CLI, offline, no account), which runs
// the project's own `npm run build` as Vercel does and then packs .vercel/output the way a
// deployment gets it, followed by checks of what that output would ship:
//   - the proxy's function, run alone from its own files, reads no file it lacks, honours a
//     real draft-mode cookie and no other, and lets a prerendered post through while the blog's
//     backend is down (README, "Preview deployments"; docs/blog.md, "Caching and failures");
//   - every page the build pruned carries its pruned <style> in the output;
//   - every page the build pinned is served with its pinned Content-Security-Policy;
//   - a request with x-prerender-revalidate is sent to the refusal (next.config.mjs).
// The .next folder it leaves is an ordinary production build, which Playwright then serves.
//
//   node scripts/vercel/build-and-check.mjs            (PORT: the e2e server's port, default 3100)
//   node scripts/vercel/build-and-check.mjs --no-build the checks alone, on the last output
import { spawnSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { draftLinkQuery } from "../../lib/blog/draft-signature.mjs";
import { prerenderedPages } from "../build/prerendered-pages.mjs";
import { BuildStepError, runStep } from "../build/run-step.mjs";
import { siteStyle } from "../styles/prune-page-styles.mjs";
import {
  serveTestVideoFiles,
  testVideoEnv,
} from "../../e2e/support/test-videos.mjs";
import { testLicenseEnv } from "../../e2e/support/test-license.mjs";
import { proxyFunction, runProxyFunction } from "./run-proxy-function.mjs";

const OUTPUT = path.join(".vercel", "output");
const LOCAL_PROJECT = {
  projectId: "prj_local",
  orgId: "team_local",
  // installCommand "": node_modules is already installed (npm ci); the CLI would install again.
  settings: { framework: "nextjs", installCommand: "" },
};
// What each check found wrong; build-and-check fails with the list.
const problems = [];
const expect = (ok, problem) => ok || problems.push(problem);

/** Writes the offline project link `vercel build` needs, unless a real one is there. */
async function linkLocally() {
  const file = path.join(".vercel", "project.json");
  const linked = await readFile(file, "utf8").then(JSON.parse, () => null);
  if (linked && linked.projectId !== LOCAL_PROJECT.projectId) {
    // A real link brings that project's settings and `vercel pull`ed variables into the build.
    throw new BuildStepError(
      "vercel-check",
      `${file} links this folder to the Vercel project ${linked.projectId}; npm test builds as the offline project "${LOCAL_PROJECT.projectId}". Move .vercel aside (or test in another checkout) and run it again.`,
    );
  }
  await mkdir(".vercel", { recursive: true });
  await writeFile(file, `${JSON.stringify(LOCAL_PROJECT, null, 2)}\n`);
}

/**
 * The environment of the build. `vercel build` sets VERCEL=1 (not VERCEL_ENV), so
 * build-env.mjs demands the form's backend, as on every Vercel build: the e2e function's
 * address, key and secret stand in (e2e/support/contact-function.ts; they are read at run time
 * only, and Playwright's server gets the same). Inherited VERCEL_* variables are dropped: this is
 * a preview build, and VERCEL_ENV=production would demand the owner's real facts. The test
 * videos (e2e/support/test-videos.mjs) are on, so the specs see the hero, contact and YouTube
 * players and their VideoObject markup, and every other spec runs with them. So is a license
 * (e2e/support/test-license.mjs): the footer's and the hero's license lines are checked as a
 * real company's site shows them, not only as a preview's placeholder.
 */
function buildEnv() {
  const port = Number(process.env.PORT ?? 3100);
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^VERCEL(_|$)/.test(name)),
  );
  return {
    ...env,
    ...testVideoEnv,
    ...testLicenseEnv,
    VERCEL_TELEMETRY_DISABLED: "1",
    CONTACT_FUNCTION_URL: `http://127.0.0.1:${port + 1}/functions/v1/send-contact-form`,
    CONTACT_FUNCTION_KEY: "e2e-anon-key",
    CONTACT_FUNCTION_SECRET: "e2e-contact-function-secret",
  };
}

/** Draft preview, pass-through and outage behaviour of the proxy as Vercel would run it. */
async function checkProxy(manifest) {
  const { files } = await proxyFunction(OUTPUT);
  const previewModeId = manifest.preview.previewModeId;
  const post = Object.keys(manifest.routes).find(
    (route) => manifest.routes[route].srcRoute === "/blog/[slug]",
  );
  const slug = "a-draft-nobody-has-published";
  const draft = `/blog/${slug}`;
  const bypass = `__prerender_bypass=${previewModeId}`;
  const previewSecret = "vercel-check-preview-secret-0123456789";
  const scope = `__preview_scope=${encodeURIComponent(draftLinkQuery(slug, previewSecret))}`;
  const requests = [
    { path: draft, cookie: `${bypass}; ${scope}` },
    { path: draft, cookie: `__prerender_bypass=${"0".repeat(32)}; ${scope}` },
    ...(post ? [{ path: post }] : []),
    // The cookie alone, leaked from a preview: honoured nowhere, taken off the request and the
    // browser (lib/blog/draft-cookie.ts), on a post and on a page outside the blog alike.
    { path: draft, cookie: bypass },
    { path: "/services", cookie: `a=1; ${bypass}` },
    // The RSC form of a search, as Vercel hands it to the proxy: a search, counted and bounded
    // (lib/blog/page-path.ts), not a post named "search.rsc".
    { path: "/blog/search.rsc?q=pipe" },
    { path: "/blog/search.rsc?q=pipe&page=51" },
  ];
  // A backend that is down: fetch refuses port 1 at once, so no look-up can answer.
  const { answers, read, missing, log } = await runProxyFunction(
    OUTPUT,
    requests,
    {
      SUPABASE_URL: "http://127.0.0.1:1",
      SUPABASE_ANON_KEY: "down",
      PREVIEW_SECRET: previewSecret,
    },
  );
  expect(
    missing.length === 0,
    `the proxy's function read ${missing.length} file(s) it does not ship: ${missing.join(", ")}`,
  );
  const [real, forged, prerendered] = answers;
  const [leaked, elsewhere, rscSearch, rscPage51] = answers.slice(post ? 3 : 2);
  expect(
    rscSearch?.passes &&
      rscPage51?.status === 404 &&
      rscPage51.rewrite?.endsWith("/_not-found"),
    `/blog/search.rsc was not taken for a search: ${JSON.stringify([rscSearch, rscPage51])}`,
  );
  expect(
    real?.passes && !real.forwardedCookie,
    `a real draft-mode cookie with its scope did not reach ${draft} as it was: ${JSON.stringify(real)}`,
  );
  expect(!forged?.passes, `a made-up draft-mode cookie reached ${draft}`);
  const cleared = (answer) =>
    /__prerender_bypass=;/.test(answer?.setCookie ?? "") &&
    !/__prerender_bypass/.test(answer?.forwardedCookie ?? "");
  expect(
    !leaked?.passes && cleared(leaked),
    `a draft-mode cookie without its scope reached ${draft} or was not cleared: ${JSON.stringify(leaked)}`,
  );
  expect(
    elsewhere?.passes &&
      cleared(elsewhere) &&
      elsewhere.forwardedCookie === "a=1",
    `a draft-mode cookie without its scope went on to /services: ${JSON.stringify(elsewhere)}`,
  );
  expect(
    !post || prerendered?.passes,
    `the prerendered ${post} did not pass while the backend was down: ${JSON.stringify(prerendered)}`,
  );
  if (problems.length > 0) console.error(log);
  const said = (answer) =>
    answer?.passes ? "passes" : `${answer?.status} ${answer?.rewrite ?? ""}`;
  return `proxy function: ships ${files.length} files, read ${read.length} of them at run time, ${missing.length} missing; ${draft}: real draft cookie with its scope ${said(real)}, forged ${said(forged)}, real cookie alone ${said(leaked)} and cleared; /services with it alone: cookie taken off; /blog/search.rsc a search (page 51: ${said(rscPage51)})${post ? `; ${post} with the backend down ${said(prerendered)}` : ""}`;
}

/** Every page the build pruned has its pruned <style> in the function's prerendered HTML. */
async function checkStyles() {
  const pruned = (await prerenderedPages(".next")).filter(
    ({ html }) => siteStyle(html)?.pruned,
  );
  expect(
    pruned.length > 0,
    "no prerendered page in .next has a pruned <style>",
  );
  let carried = 0;
  for (const { route } of pruned) {
    const name = route === "/" ? "index" : route.slice(1);
    const file = path.join(
      OUTPUT,
      "functions",
      `${name}.prerender-fallback.html`,
    );
    const html = await readFile(file, "utf8").catch(() => "");
    const ok = siteStyle(html)?.pruned;
    expect(ok, `${file} has no pruned site <style>`);
    if (ok) carried += 1;
  }
  return `${carried} of the ${pruned.length} pages the build pruned carry their pruned <style>`;
}

/** The prerender config Vercel's builder wrote for a prerendered route ("/" is index). */
export function prerenderConfigFile(output, route) {
  const name = route === "/" ? "index" : route.slice(1);
  return path.join(output, "functions", `${name}.prerender-config.json`);
}

/**
 * Every pinned page is served with its own hashes: the build's pin (scripts/csp/
 * pin-inline-scripts.mjs) is one of the prerender's initialHeaders, which Vercel serves with the
 * build's HTML only, not with a render made later.
 */
async function checkCsp() {
  const pins = JSON.parse(await readFile(".next/csp-pins.json", "utf8"));
  const entries = Object.entries(pins);
  expect(entries.length > 0, ".next/csp-pins.json pins no page");
  let pinned = 0;
  for (const [route, hashes] of entries) {
    const file = prerenderConfigFile(OUTPUT, route);
    const config = await readFile(file, "utf8").then(JSON.parse, () => null);
    const csp = Object.entries(config?.initialHeaders ?? {}).find(
      ([key]) => key.toLowerCase() === "content-security-policy",
    )?.[1];
    const scriptSrc = /script-src ([^;]*)/.exec(csp ?? "")?.[1] ?? "";
    const ok =
      hashes.length > 0 &&
      hashes.every((hash) => scriptSrc.includes(hash)) &&
      !scriptSrc.includes("'unsafe-inline'");
    expect(
      ok,
      `${route} is not served with its pinned CSP: ${file}'s initialHeaders give "${scriptSrc}"`,
    );
    if (ok) pinned += 1;
  }
  return `${pinned} of the ${entries.length} pages the build pinned carry their CSP in their prerender's initialHeaders`;
}

/** Whether a config.json route sends a request with this header to the refusal, before the files. */
export function refusesRevalidation(routes) {
  const files = routes.findIndex((route) => route.handle === "filesystem");
  return routes.some(
    (route, index) =>
      (files === -1 || index < files) &&
      route.dest?.startsWith("/api/revalidate-refused") &&
      new RegExp(route.src).test("/services/pipe-leaks") &&
      route.has?.some(
        (has) => has.type === "header" && has.key === "x-prerender-revalidate",
      ),
  );
}

/** next.config.mjs's refusal of x-prerender-revalidate is among Vercel's routes. */
async function checkRevalidationRefused() {
  const { routes } = JSON.parse(
    await readFile(path.join(OUTPUT, "config.json"), "utf8"),
  );
  const ok = refusesRevalidation(routes);
  expect(
    ok,
    `${OUTPUT}/config.json has no route sending x-prerender-revalidate to /api/revalidate-refused before the filesystem`,
  );
  return ok
    ? "x-prerender-revalidate goes to /api/revalidate-refused before any file or prerender"
    : "x-prerender-revalidate is not refused";
}

runStep(import.meta.url, async () => {
  let seconds;
  if (!process.argv.includes("--no-build")) {
    await linkLocally();
    await serveTestVideoFiles();
    const started = Date.now();
    const build = spawnSync("npx", ["--no-install", "vercel", "build"], {
      stdio: "inherit",
      env: buildEnv(),
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
    seconds = Math.round((Date.now() - started) / 1000);
  }
  const manifest = JSON.parse(
    await readFile(".next/prerender-manifest.json", "utf8"),
  );
  const results = [
    ...(seconds === undefined ? [] : [`vercel build: ${seconds} s`]),
    await checkProxy(manifest),
    await checkStyles(),
    await checkCsp(),
    await checkRevalidationRefused(),
  ];
  for (const line of results) console.log(`vercel-check: ${line}`);
  if (problems.length > 0) {
    console.error(
      `\nvercel-check: what Vercel would ship differs from what the build made:\n${problems.map((p) => `  - ${p}`).join("\n")}\n`,
    );
    process.exitCode = 1;
  }
});
