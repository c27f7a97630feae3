import { readFileSync } from "node:fs";
import path from "node:path";
import {
  accessibilityReplyTime,
  accessibilityStatement as statement,
  introVideoLimits,
} from "@/content/accessibility";
import { business } from "@/content/business";
import type { Block, Inline } from "@/content/legal";
import { accessibilityReplyBusinessDays } from "@/content/owner-facts.mjs";
import { formatPhone, mailtoHref, telHref } from "@/lib/format";
import { DESCRIPTION_LIMIT, DESCRIPTION_MIN } from "@/lib/seo/metadata";

// What the accessibility statement may say: a goal, not a claim of conformance; the office's
// own phone and e-mail and the owner's reply time, read from where they are kept; and, for
// "How we test the site", only what the specs it names still do.

const root = path.resolve(__dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

const inlineText = (part: Inline) =>
  typeof part === "string" ? part : "strong" in part ? part.strong : part.text;
const blocks = [
  ...statement.intro,
  ...statement.sections.flatMap((section) => section.blocks),
];
const runs = blocks.map((block: Block) =>
  block.kind === "paragraph" ? [block.content] : block.items,
);
const parts = runs.flat(2);
const text = runs
  .flat()
  .map((run) => run.map(inlineText).join(""))
  .join("\n");
const hrefs = parts.flatMap((part) =>
  typeof part === "object" && "href" in part ? [part.href] : [],
);

describe("the accessibility statement", () => {
  it("sets a goal and claims no conformance or certification", () => {
    expect(text).toContain("WCAG) 2.2 at level AA");
    expect(text).not.toMatch(
      /\b(conforms?|conformant|compliant|complies|fully accessible|certified)\b/i,
    );
  });

  it("gives the office's own phone and e-mail, and the owner's reply time", () => {
    expect(hrefs).toContain(telHref(business.phone));
    expect(hrefs).toContain(mailtoHref(business.email));
    expect(hrefs.filter((href) => /^(tel|mailto):/.test(href)).sort()).toEqual(
      [mailtoHref(business.email), telHref(business.phone)].sort(),
    );
    expect(accessibilityReplyTime).toBe(
      `${accessibilityReplyBusinessDays} business day${accessibilityReplyBusinessDays === 1 ? "" : "s"}`,
    );
    expect(text).toContain(`within ${accessibilityReplyTime}`);
  });

  it("gives a relay caller the 711 line to the office's own number", () => {
    const relay = runs
      .flat()
      .find((run) => run.map(inlineText).join("").includes("711"));
    expect(relay?.map(inlineText).join("")).toBe(
      `If you are deaf, hard of hearing or have a speech disability, dial 711 for the relay service and ask for ${formatPhone(business.phone)}. The same office hours apply.`,
    );
  });

  it("owns the captions of the company's videos, and names the contact video's lack only while it has none", () => {
    expect(text).toContain("The videos are ours, and so are their captions");
    expect(text).not.toMatch(/outside our control/i);
    expect(introVideoLimits(null).flat().map(inlineText).join("")).toBe(
      "Our introduction video. If our contact page shows an introduction video, that video has no captions or written transcript on this site yet.",
    );
    expect(introVideoLimits("/videos/intro.en.vtt")).toEqual([]);
  });

  it("describes tests the repository still has", () => {
    // If one of these moves, "How we test the site" must be rewritten with it.
    expect(read("e2e/support/axe.ts")).toMatch(
      /"wcag2a",\s*"wcag2aa",\s*"wcag21a",\s*"wcag21aa",\s*"best-practice",?\s*\]/,
    );
    expect(read("e2e/accessibility.spec.ts")).toContain(
      "sitemapPaths(request)",
    );
    expect(read("e2e/keyboard.spec.ts")).toContain("Skip to content");
    expect(read("e2e/html-validity.spec.ts")).toContain("checkHtmlFiles");
    expect(read("playwright.engines.config.ts")).toMatch(/webkit/i);
    expect(read("playwright.engines.config.ts")).toMatch(/firefox/i);
  });

  it("has a description long enough to say something, short enough for the builder", () => {
    expect(statement.description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(statement.description.length).toBeGreaterThanOrEqual(
      DESCRIPTION_MIN,
    );
  });
});
