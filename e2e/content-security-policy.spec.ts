import { expect, test } from "@playwright/test";
import { sitemapPaths } from "./support/site-pages";

// Every page the sitemaps list sends the Content-Security-Policy it should. Pages built once
// allow only their own inline scripts, by hash; the blog is regenerated at run time and keeps
// 'unsafe-inline' (docs/security-headers.md explains both). That each page then runs under its
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

test("pages built once name their inline scripts by hash, never 'unsafe-inline'", async ({
  request,
}) => {
  const paths = await sitemapPaths(request);
  const pinned = paths.filter((path) => !regenerated(path));
  expect(pinned.length, "static pages in the sitemaps").toBeGreaterThan(30);
  for (const path of [...pinned, "/blog"]) {
    const response = await request.get(path);
    const policy = scriptSrc(
      response.headers()["content-security-policy"] ?? "",
    );
    if (regenerated(path)) {
      expect(policy, path).toBe("script-src 'self' 'unsafe-inline'");
      continue;
    }
    expect(policy, path).not.toContain("'unsafe-inline'");
    expect(policy, path).toMatch(
      /^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/,
    );
  }
});
