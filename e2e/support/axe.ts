import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// One axe configuration for every scan: WCAG 2.1 A/AA plus axe's best practices. Serious and
// critical findings fail a test; lesser ones are attached to the report as annotations.

type Violation = Awaited<
  ReturnType<AxeBuilder["analyze"]>
>["violations"][number];

export const axeTags = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "best-practice",
];

const blockingImpacts = new Set(["serious", "critical"]);

export type Scan = {
  /** What was scanned, e.g. "/about" or "/ (welcome dialog open)". */
  label: string;
  violations: Violation[];
};

export async function scan(
  page: Page,
  label: string,
  options: { include?: string; exclude?: string } = {},
): Promise<Scan> {
  // Legacy mode: one axe.run() in the page. The default runs axe in each frame, then opens a
  // blank page in the context to merge the results, about half a second per scan; the site's
  // pages hold no cross-origin frame to scan (videos load only when asked). Only violations
  // are read here, so passes and incomplete checks are not collected node by node (a fifth
  // less time per scan).
  let builder = new AxeBuilder({ page })
    .withTags(axeTags)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode();
  if (options.include) builder = builder.include(options.include);
  if (options.exclude) builder = builder.exclude(options.exclude);
  const { violations } = await builder.analyze();
  return { label, violations };
}

/** One line per serious or critical violation: where, which rule, how bad, which elements. */
export function blockingReport(scans: Scan[]): string[] {
  return scans.flatMap(({ label, violations }) =>
    violations
      .filter((v) => blockingImpacts.has(v.impact ?? ""))
      .map((v) => `${label}: ${describe(v)}`),
  );
}

/** The same for moderate and minor findings, which are reported but do not fail. */
export function adviceReport(scans: Scan[]): string[] {
  return scans.flatMap(({ label, violations }) =>
    violations
      .filter((v) => !blockingImpacts.has(v.impact ?? ""))
      .map((v) => `${label}: ${describe(v)}`),
  );
}

function describe(v: Violation) {
  const targets = v.nodes
    .slice(0, 8)
    .map((node) => node.target.join(" > ") + contrastOf(node))
    .join(" | ");
  const more = v.nodes.length > 8 ? ` (+${v.nodes.length - 8} more)` : "";
  return `${v.id} [${v.impact}] ${v.help} → ${targets}${more}`;
}

/** For contrast failures, the measured ratio and colours: what to change in the theme. */
function contrastOf(node: Violation["nodes"][number]) {
  const data = node.any.find((check) => check.id === "color-contrast")?.data as
    { contrastRatio?: number; fgColor?: string; bgColor?: string } | undefined;
  if (!data?.contrastRatio) return "";
  return ` (${data.contrastRatio}:1, ${data.fgColor} on ${data.bgColor})`;
}
