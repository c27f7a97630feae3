import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";

// The W3C Nu Html Checker (vnu-jar, the checker behind validator.w3.org/nu), run locally on
// Java 17+ over files of served HTML, once for all of them: a JVM start costs seconds.

export type NuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: "warning" | "fatal" | "io" | "schema" | "internal";
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
};

/**
 * Warnings of this pinned release that newer releases report as errors (the one release on npm
 * without an install script is pinned in package.json): they fail like errors.
 */
const promotedWarnings = [/^Possible misuse of “aria-label”/];

/**
 * The checker's CSS parser predates @layer and @property, which Tailwind CSS 4 writes into every
 * page's <style> and every browser supports. Only these two messages, word for word, are
 * dropped: any other CSS message (a typo in a style attribute, a broken rule) still fails.
 */
const cssParserGaps = new Set([
  "CSS: Unrecognized at-rule “@layer”",
  "CSS: Unrecognized at-rule “@property”",
]);
const isCssParserGap = (m: NuMessage) => cssParserGaps.has(m.message);

export async function checkHtmlFiles(files: string[]): Promise<NuMessage[]> {
  const java = process.env.JAVA_HOME
    ? path.join(process.env.JAVA_HOME, "bin", "java")
    : "java";
  // Exit status 1 means "messages found"; the JSON report goes to stderr either way.
  const { stderr } = await promisify(execFile)(
    java,
    ["-Xss4m", "-jar", vnuJar, "--format", "json", ...files],
    { maxBuffer: 64 * 1024 * 1024, timeout: 240_000 },
  ).catch((error: { stderr?: string; code?: unknown }) => {
    if (error.code === "ENOENT")
      throw new Error(`${java} not found: the Nu Html Checker needs Java 17+`);
    return { stderr: error.stderr ?? "" };
  });
  const report = JSON.parse(stderr) as { messages: NuMessage[] };
  return report.messages.filter((m) => !isCssParserGap(m));
}

/** Errors, including the promoted warnings: what makes a page invalid HTML. */
export const isFailure = (m: NuMessage) =>
  m.type === "error" ||
  m.type === "non-document-error" ||
  (m.subType === "warning" &&
    promotedWarnings.some((pattern) => pattern.test(m.message)));

/** Other warnings: reported, never failing (e.g. "role=list on ul", kept for VoiceOver). */
export const isWarning = (m: NuMessage) =>
  m.subType === "warning" && !isFailure(m);

export const describeMessage = (m: NuMessage) =>
  `${m.lastLine ?? "?"}:${m.firstColumn ?? "?"} ${m.message}${
    m.extract ? ` in «${m.extract.replace(/\s+/g, " ").trim()}»` : ""
  }`;
