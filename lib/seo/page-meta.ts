// What a page tells buildMetadata (lib/seo/metadata.ts) about itself. A module of its own so that
// the content helpers that describe pages (lib/local-pages.ts) need nothing from the metadata
// builder, which reaches them back through the social cards: no import circle.
export type PageMeta = {
  /** Page title without the company name; the root layout's template appends it. */
  title: string;
  description: string;
  keywords: readonly string[];
  /** Path of the canonical URL ("/services/toilets"); made absolute on NEXT_PUBLIC_SITE_URL. */
  path: string;
  /** Open Graph image path; the page's own social card (app/og/) when omitted, else the default. */
  image?: string;
  type?: "website" | "article";
  /** Set for pages that must stay out of search results (404, errors). */
  noIndex?: boolean;
};
