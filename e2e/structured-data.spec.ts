import { expect, test, type APIRequestContext } from "@playwright/test";
import { canonicalOf, hrefsOf, sitemapPaths } from "./support/site-pages";
import { describedVideoIds } from "./support/site-videos";
import {
  breadcrumbProblems,
  countNodes,
  jsonLdScripts,
  parseJsonLd,
  plumberProblems,
  selfServingReviewProblems,
  validatorIssues,
  videoEmbedUrls,
  videoObjectProblems,
  type JsonLdNode,
} from "./support/structured-data";

// The JSON-LD of every page the sitemaps list, read from the served HTML as a crawler reads it:
// every script parses and passes @adobe/structured-data-validator (offline), the business is
// described once and completely, breadcrumbs lead to live pages, videos have what Google needs.

type ServedPage = {
  path: string;
  status: number;
  html: string;
  /** Origin of the page's canonical URL: the site's public origin, which JSON-LD URLs use. */
  origin: string | undefined;
  nodes: JsonLdNode[];
  parseProblems: string[];
};

async function fetchPages(request: APIRequestContext): Promise<ServedPage[]> {
  const paths = [...new Set(await sitemapPaths(request))];
  const pages: ServedPage[] = [];
  for (let i = 0; i < paths.length; i += 6) {
    pages.push(
      ...(await Promise.all(
        paths.slice(i, i + 6).map(async (path) => {
          const response = await request.get(path);
          const html = await response.text();
          const canonical = canonicalOf(html);
          const { nodes, problems } = parseJsonLd(jsonLdScripts(html));
          return {
            path,
            status: response.status(),
            html,
            origin: canonical ? new URL(canonical).origin : undefined,
            nodes,
            parseProblems: problems,
          };
        }),
      )),
    );
  }
  return pages;
}

/** "path: problem" lines for the failure message. */
const report = (page: ServedPage, problems: readonly string[]) =>
  problems.map((problem) => `${page.path}: ${problem}`);

test.describe("structured data", () => {
  // The HTML is the same for every device, so one project checks it; each worker fetches once.
  let served: Promise<ServedPage[]> | undefined;
  const pages = (request: APIRequestContext) =>
    (served ??= fetchPages(request));

  test.beforeEach(() => {
    test.setTimeout(120_000);
  });

  test("every listed page answers 200 with JSON-LD that parses and passes the validator", async ({
    request,
  }) => {
    const all = await pages(request);
    expect(all.length, "pages in the sitemaps").toBeGreaterThan(20);
    const problems: string[] = [];
    let nodes = 0;
    let warnings = 0;
    for (const page of all) {
      if (page.status !== 200) {
        problems.push(`${page.path}: answers ${page.status}`);
        continue;
      }
      if (page.nodes.length === 0 && page.parseProblems.length === 0)
        problems.push(`${page.path}: no JSON-LD`);
      problems.push(...report(page, page.parseProblems));
      const issues = await validatorIssues(page.nodes);
      problems.push(...report(page, issues.errors));
      nodes += page.nodes.length;
      warnings += issues.warnings.length;
    }
    test.info().annotations.push({
      type: "checked",
      description: `${all.length} pages, ${nodes} top-level JSON-LD nodes, ${warnings} validator warnings (recommended fields)`,
    });
    expect(problems, "JSON-LD that does not parse or has errors").toEqual([]);
  });

  test("every page describes the business once: name, Arizona address, the number its tel: links call, no self-rating", async ({
    request,
  }) => {
    const problems = (await pages(request)).flatMap((page) =>
      report(page, [
        ...plumberProblems(page.nodes, hrefsOf(page.html)),
        ...selfServingReviewProblems(page.nodes),
      ]),
    );
    expect(problems, "Plumber nodes").toEqual([]);
  });

  test("breadcrumbs count up from 1 and link absolute same-origin URLs that answer 200", async ({
    request,
  }) => {
    const all = await pages(request);
    const problems: string[] = [];
    const crumbs = new Map<string, Set<string>>();
    let lists = 0;
    for (const page of all) {
      lists += countNodes(page.nodes, "BreadcrumbList");
      if (!page.origin) {
        problems.push(`${page.path}: no canonical URL to take the origin from`);
        continue;
      }
      const result = breadcrumbProblems(page.nodes, page.origin);
      problems.push(...report(page, result.problems));
      for (const url of result.urls)
        crumbs.set(url, (crumbs.get(url) ?? new Set()).add(page.path));
    }
    expect(lists, "pages with a BreadcrumbList").toBeGreaterThan(10);
    // Crumbs use the public origin; ask the server under test for the same path.
    for (const [url, from] of crumbs) {
      const { pathname, search } = new URL(url);
      const response = await request.get(pathname + search, {
        maxRedirects: 0,
      });
      if (response.status() !== 200)
        problems.push(
          `${pathname}: breadcrumb target answers ${response.status()} (from ${[...from].slice(0, 3).join(", ")})`,
        );
    }
    expect(problems, "BreadcrumbList items").toEqual([]);
  });

  test("every VideoObject has a name, description, thumbnail, upload date and embed URL", async ({
    request,
  }) => {
    const all = await pages(request);
    const embedded = all.flatMap((page) => videoEmbedUrls(page.nodes));
    test.info().annotations.push({
      type: "checked",
      description: `${embedded.length} VideoObject nodes`,
    });
    // Each video with an id and a date is described somewhere, so the checks below see it (the
    // test build has both; without them the builder is covered by lib/seo/json-ld.test.ts).
    for (const id of describedVideoIds)
      expect(embedded, `VideoObject nodes for video ${id}`).toContain(
        `https://www.youtube-nocookie.com/embed/${id}`,
      );
    const problems = all.flatMap((page) =>
      report(page, videoObjectProblems(page.nodes)),
    );
    expect(problems, "VideoObject nodes").toEqual([]);
  });
});
