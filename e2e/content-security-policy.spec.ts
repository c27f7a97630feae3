import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { inlineScriptHashes } from "../scripts/csp/inline-scripts.mjs";
import { PrivateSite } from "./support/private-site";
import { sitemapPaths } from "./support/site-pages";

// Every page the sitemaps list sends the Content-Security-Policy it should. Pages built once
// allow only their own inline scripts, by hash: they carry the site-wide policy and, from the
// build's cache entry, a second one naming their scripts, and a browser enforces both; the blog
// is regenerated at run time and keeps 'unsafe-inline' alone (docs/security-headers.md explains
// both). That each page then runs under its
// policy without a violation, and hydrates, is checked on the visit accessibility.spec.ts makes
// to every page (and at phone width to one page of each type): one crawl, not two. HTTP only,
// so it runs once (desktop: playwright.config.ts).

const regenerated = (path: string) =>
  path === "/blog" || path.startsWith("/blog/");

const scriptSrc = (csp: string) =>
  csp
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("script-src ")) ?? "";

/** The script-src of each Content-Security-Policy header the response carries. */
const scriptSources = (response: APIResponse) =>
  response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === "content-security-policy")
    .map(({ value }) => scriptSrc(value));

test("pages built once name their inline scripts by hash, never 'unsafe-inline'", async ({
  request,
}) => {
  const paths = await sitemapPaths(request);
  const pinned = paths.filter((path) => !regenerated(path));
  expect(pinned.length, "static pages in the sitemaps").toBeGreaterThan(30);
  for (const path of [...pinned, "/blog"]) {
    const response = await request.get(path);
    const policies = scriptSources(response);
    if (regenerated(path)) {
      expect(policies, path).toEqual(["script-src 'self' 'unsafe-inline'"]);
      continue;
    }
    // Enforced together, the pinned one decides: an inline script runs only if it matches.
    const pinned = policies.filter((policy) =>
      /^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/.test(policy),
    );
    expect(pinned, path).toHaveLength(1);
    expect(policies.length, path).toBeLessThanOrEqual(2);
  }
});

// No request from outside regenerates a page: Next.js takes `x-prerender-revalidate` holding the
// preview-mode id, which is also the draft-mode cookie's value, as an on-demand revalidation key
// (issue 53), and next.config.mjs sends every request carrying it to a refusal instead. The
// suite's server runs the build whose id .next/prerender-manifest.json holds.
test("the draft-mode id sent as the revalidation header regenerates nothing", async ({
  page,
  request,
}) => {
  test.skip(!!process.env.PLAYWRIGHT_BASE_URL, "reads the build's own id");
  test.setTimeout(60_000);
  const { previewModeId } = JSON.parse(
    await readFile(".next/prerender-manifest.json", "utf8"),
  ).preview as { previewModeId: string };
  for (const path of ["/blog-sitemap.xml", "/blog", "/services/pipe-leaks"]) {
    const response = await request.get(path, {
      headers: { "x-prerender-revalidate": previewModeId },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(403);
    expect(response.headers()["x-nextjs-cache"], path).toBeUndefined();
  }
  // With "only if generated" too, Next.js's handler of the refusal route answers 404 itself
  // (nothing of its own to revalidate); the page is still the build's, every script pinned.
  const both = await request.get("/services/pipe-leaks", {
    headers: {
      "x-prerender-revalidate": previewModeId,
      "x-prerender-revalidate-if-generated": "1",
    },
  });
  expect(both.status()).not.toBe(200);
  const pins = JSON.parse(
    await readFile(".next/csp-pins.json", "utf8"),
  ) as Record<string, string[]>;
  const served = await request.get("/services/pipe-leaks");
  expect(inlineScriptHashes(await served.text())).toEqual(
    pins["/services/pipe-leaks"],
  );
  await expectRunsUnderItsPolicy(page, "/services/pipe-leaks");
});

// A page built once and rendered again at run time (here: its cache entry is gone, as after a
// lost cache file; a revalidation renders the same way) has inline scripts of its own, which no
// build-time hash names. It must still run: its pin belongs to the build's cache entry, so the
// new entry gets the site-wide policy (docs/security-headers.md, "A page rendered again").
test.describe("a page built once, rendered again at run time", () => {
  const PAGE = "/services/pipe-leaks";
  const site = new PrivateSite("rerendered-page");
  test.skip(!!process.env.PLAYWRIGHT_BASE_URL, "starts its own server");
  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await site.startSite({}, async (distDir) => {
      const entry = path.join(distDir, "server", "app", PAGE.slice(1));
      for (const suffix of [".html", ".meta", ".rsc", ".segments"])
        await rm(`${entry}${suffix}`, { recursive: true, force: true });
      // Where Next.js 16 keeps entries it has served (node_modules/next/dist/server/lib/
      // incremental-cache/file-system-cache.js): the suite's server may have made one already.
      await rm(path.join(distDir, "server", "route-cache"), {
        recursive: true,
        force: true,
      });
    });
  });
  test.afterAll(() => site.stop());

  test("runs its scripts and hydrates", async ({ page, request }) => {
    const response = await request.get(`${site.base}${PAGE}`);
    expect(response.headers()["x-nextjs-cache"]).toBe("MISS");
    // What makes it a test: the render's inline scripts are not all the build's.
    const pins = JSON.parse(
      await readFile(".next/csp-pins.json", "utf8"),
    ) as Record<string, string[]>;
    const built = new Set(pins[PAGE]);
    const hashes = inlineScriptHashes(await response.text());
    expect(hashes.filter((hash) => !built.has(hash)).length).toBeGreaterThan(0);
    await expectRunsUnderItsPolicy(page, `${site.base}${PAGE}`);
  });
});

/** Loads the page in the browser: no policy violation reported, and React hydrates it. */
async function expectRunsUnderItsPolicy(page: Page, url: string) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  });
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  // React marks the nodes it hydrates; a refused payload script leaves none.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Object.keys(document.body).some((key) =>
            key.startsWith("__reactFiber"),
          ),
        ),
      // As long as accessibility.spec.ts gives a page on a loaded machine.
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(
    await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    ),
  ).toEqual([]);
}
