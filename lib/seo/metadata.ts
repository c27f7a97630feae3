import type { Metadata } from "next";
import { business } from "@/content/business";
import type { PageMeta } from "@/lib/seo/page-meta";
import { socialCardUrl } from "@/lib/seo/social-cards";

// One builder for every route's metadata: the same description, keywords, canonical and
// Open Graph shape everywhere. The root layout supplies metadataBase and the title template.

export type { PageMeta };

export const DESCRIPTION_LIMIT = 160;
/** The floor the tests hold every page's own description to: less says nothing in a result. */
export const DESCRIPTION_MIN = 50;

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${business.siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

export function buildMetadata(page: PageMeta): Metadata {
  if (page.description.length > DESCRIPTION_LIMIT) {
    throw new Error(
      `Description of ${page.path} is ${page.description.length} characters; keep it to ${DESCRIPTION_LIMIT}.`,
    );
  }
  const url = absoluteUrl(page.path);
  const image = page.image ?? socialCardUrl(page.path) ?? "/og-default.png";
  const images = [{ url: image, width: 1200, height: 630, alt: page.title }];
  return {
    title: page.title,
    description: page.description,
    keywords: [...page.keywords],
    alternates: { canonical: url },
    openGraph: {
      type: page.type ?? "website",
      url,
      title: `${page.title} | ${business.name}`,
      description: page.description,
      siteName: business.name,
      locale: "en_US",
      images,
    },
    twitter: { card: "summary_large_image", images },
    ...(page.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
