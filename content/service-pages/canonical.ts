import type { ServiceSlug } from "@/content/services";

// Two pairs of detail routes from the seed cover neighboring topics. Each pair needs an explicit
// canonical decision so search engines don't see two pages competing for one query. The decision
// is recorded here (tested in service-pages.test.ts), in each page's `canonicalPath`, in the
// comments of valves.ts and leaks-and-drains.ts, and in docs/canonical-urls.md.

export type CanonicalDecision = {
  /** The route the service card links to, then its overlapping twin. */
  pair: readonly [card: ServiceSlug, twin: ServiceSlug];
  /**
   * "distinct": two different pages, each canonical to itself, both in the sitemap.
   * "twin-to-card": the twin's canonical points at the card page; only the card page is listed.
   */
  decision: "distinct" | "twin-to-card";
  /** What each page is about, and why the decision holds. */
  reason: string;
};

export const overlappingPairs: readonly CanonicalDecision[] = [
  {
    pair: ["pressure-valves", "pressure-regulating-valves"],
    decision: "distinct",
    reason:
      "pressure-valves is about the problem: symptoms of high and low pressure, gauge testing and the 80 psi code limit. pressure-regulating-valves is about the part: how a PRV works and fails, expansion tanks, and replacing and setting one. Different searches, different copy.",
  },
  {
    pair: ["pipe-leaks", "pipe-leak-repairs"],
    decision: "distinct",
    reason:
      "pipe-leaks is about finding a leak: signs, why East Valley homes leak, the meter test and detection methods. pipe-leak-repairs is about fixing one: spot repair, reroute, whole-home PEX repipe and insurance documentation. Different steps, different copy.",
  },
];
