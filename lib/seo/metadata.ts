import type { Metadata } from "next";
import { business } from "@/content/business";
import { hreflang, type Lang } from "@/lib/i18n/locales";
import { englishPathFor, spanishPathFor } from "@/lib/i18n/routes";
import { hasSpanishPages } from "@/lib/i18n/spanish";
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
  const lang = langOf(page.path);
  const image = page.image ?? socialCardUrl(page.path) ?? "/og-default.png";
  const images = [{ url: image, width: 1200, height: 630, alt: page.title }];
  return {
    title: page.title,
    description: page.description,
    keywords: [...page.keywords],
    alternates: {
      canonical: url,
      ...(page.noIndex ? {} : languageAlternates(page.path)),
    },
    openGraph: {
      type: page.type ?? "website",
      url,
      title: `${page.title} | ${business.name}`,
      description: page.description,
      siteName: business.name,
      locale: lang === "en" ? "en_US" : "es_US",
      images,
    },
    twitter: { card: "summary_large_image", images },
    ...(page.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The language of a page, from its address: Spanish pages live under /es. */
export function langOf(path: string): Lang {
  return path === "/es" || path.startsWith("/es/") ? "es" : "en";
}

/**
 * The page in each language, for a page that has a counterpart (lib/i18n/routes.ts): both pages
 * name both, with English as x-default, the page for a searcher in neither language. Google asks
 * for the annotations both ways, each page naming itself too (docs/canonical-urls.md, "Languages").
 * None in a build without Spanish pages.
 */
export function languageAlternates(
  path: string,
): { languages: Record<string, string> } | Record<string, never> {
  if (!hasSpanishPages) return {};
  const english = langOf(path) === "en" ? path : englishPathFor(path);
  const spanish = english === null ? null : spanishPathFor(english);
  if (english === null || spanish === null) return {};
  return {
    languages: {
      [hreflang.es]: absoluteUrl(spanish),
      [hreflang.en]: absoluteUrl(english),
      "x-default": absoluteUrl(english),
    },
  };
}
