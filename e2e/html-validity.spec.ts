import { writeFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import posts from "../content/blog/posts.json" with { type: "json" };
import {
  checkHtmlFiles,
  describeMessage,
  isFailure,
  isWarning,
} from "./support/nu-html-checker";

// Every page type, as served, through the W3C Nu Html Checker: no HTML errors. Browsers forgive
// invalid markup, each in its own way; crawlers and screen readers may not read it as meant.

const post = posts[0]!.slug;

const pageTypes: { label: string; path: string; status?: number }[] = [
  { label: "home", path: "/" },
  { label: "about", path: "/about" },
  { label: "contact", path: "/contact" },
  { label: "the one-page request form", path: "/contact/request" },
  { label: "services", path: "/services" },
  { label: "a service", path: "/services/water-heater-services" },
  { label: "an area", path: "/service-areas/mesa" },
  // A link address that answers 308: checked where the visitor lands.
  { label: "an area/service", path: "/service-areas/chandler/water-softener" },
  { label: "a city page", path: "/water-heater-installation-mesa-az" },
  { label: "privacy policy", path: "/privacy" },
  { label: "terms of use", path: "/terms" },
  { label: "the article", path: "/flushing-vs-draining-water-heater-mesa-az" },
  { label: "blog", path: "/blog" },
  { label: "a post", path: `/blog/${post}` },
  { label: "blog search", path: "/blog/search?q=water+heater" },
  { label: "too many searches", path: "/too-many-searches" },
  {
    label: "draft preview form",
    path: "/preview?slug=cold-snap-checklist-east-valley-pipes",
  },
  { label: "404", path: "/no-such-page", status: 404 },
  { label: "unknown post", path: "/blog/no-such-post", status: 404 },
];

test("every page type is valid HTML (W3C Nu Html Checker)", async ({
  request,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== "desktop",
    "the server sends every device the same HTML",
  );
  test.setTimeout(300_000);

  const files = new Map<string, string>();
  for (const [index, { label, path, status = 200 }] of pageTypes.entries()) {
    const response = await request.get(path);
    expect(response.status(), `${label} (${path})`).toBe(status);
    const file = testInfo.outputPath(`${String(index).padStart(2, "0")}.html`);
    await writeFile(file, await response.text());
    files.set(`file:${file}`, `${label} (${path})`);
  }

  const messages = await checkHtmlFiles(
    [...files.keys()].map((url) => url.slice(5)),
  );
  const where = (url: string) => files.get(url) ?? url;
  for (const warning of messages.filter(isWarning))
    testInfo.annotations.push({
      type: "Nu warning",
      description: `${where(warning.url)}: ${describeMessage(warning)}`,
    });
  const failures = messages
    .filter(isFailure)
    .map((m) => `${where(m.url)}: ${describeMessage(m)}`);
  expect(failures, "HTML errors").toEqual([]);
});
