import { writeFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import {
  checkHtmlFiles,
  describeMessage,
  isFailure,
  isWarning,
} from "./support/nu-html-checker";
import { resolvePath } from "./support/site-content";
import { pageTypes, spanishPageTypes } from "./support/site-pages";

// Every page type, as served, in English and in Spanish, through the W3C Nu Html Checker: no HTML errors. Browsers forgive
// invalid markup, each in its own way; crawlers and screen readers may not read it as meant.

test("every page type is valid HTML (W3C Nu Html Checker)", async ({
  request,
}, testInfo) => {
  test.setTimeout(300_000);

  const files = new Map<string, string>();
  for (const [index, { label, path: type, status = 200 }] of [
    ...pageTypes,
    ...spanishPageTypes,
  ].entries()) {
    const path = await resolvePath(request, type);
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
