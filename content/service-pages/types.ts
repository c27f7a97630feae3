import type { ServiceSlug } from "@/content/services";

// The shape of one service detail page. Content is plain data (strings and lists); the route
// app/(en)/services/[slug] turns it into sections, so copy edits never touch JSX.

/** A list item: plain text, or a short bold lead with its explanation. */
export type ListItem = string | { title: string; text: string };

/** A paragraph, or a bulleted list between paragraphs. */
export type CopyBlock = string | { list: readonly ListItem[] };

export type ServiceSection = {
  /** Anchor id, unique within the page. */
  id: string;
  title: string;
  body: readonly CopyBlock[];
  /** Highlighted aside under the text: a rule of thumb, a limit, a safety note. */
  note?: string;
};

/**
 * "Right now: stop the water": what a visitor with water coming through the ceiling or a leaking
 * heater does in the next five minutes. Rendered right under the hero, before the long text,
 * and closed by a call step with the business phone (components/sections/shut-off-steps.tsx).
 */
export type StopTheWater = {
  title: string;
  /** Short imperative steps, in order: a bold action and one line of where or how. */
  steps: readonly { title: string; text: string }[];
  /** A safety line under the list (the gas warning of the water-heater pages). */
  note?: string;
};

export type ServicePage = {
  slug: ServiceSlug;
  /** Name of the service: breadcrumb, related links, Service JSON-LD. */
  name: string;
  /** One line for related-service links; the service card's description is used when omitted. */
  summary?: string;
  /**
   * Path of the canonical URL. Every page is self-canonical today; the overlapping pairs
   * (see canonical.ts) record why. A page pointing elsewhere drops out of the sitemap.
   */
  canonicalPath: `/services/${ServiceSlug}`;
  meta: {
    /** Without the company name; the root layout's title template appends it. */
    title: string;
    /** At most 160 characters. */
    description: string;
    keywords: readonly string[];
  };
  hero: { title: string; subtitle: string; description: string };
  /** The emergency box under the hero, on the leak and water-heater pages. */
  stopTheWater?: StopTheWater;
  /** Lead paragraphs under the hero. */
  intro: readonly string[];
  sections: readonly ServiceSection[];
  process?: {
    title: string;
    steps: readonly string[];
    benefits: readonly string[];
    recommendation?: string;
  };
  comparison?: {
    title: string;
    option1Label: string;
    option2Label: string;
    rows: readonly { feature: string; option1: string; option2: string }[];
  };
  /** A "Schedule Service" phone link with a line of context (the seed's tankless and softener pages). */
  schedule?: { title: string; text: string };
  faq?: readonly { question: string; answer: string }[];
  related: readonly ServiceSlug[];
  callBlock: { title: string; description: string };
  /** "side": sticky beside the text on desktop, below it on phones. "bottom": after the text at every width. */
  formPlacement: "side" | "bottom";
  form?: { title?: string; description?: string };
};
