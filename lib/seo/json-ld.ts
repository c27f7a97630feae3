import type {
  BlogPosting,
  BreadcrumbList,
  DayOfWeek,
  Plumber,
  Service,
  VideoObject,
  WebSite,
  WithContext,
} from "schema-dts";
import { business } from "@/content/business";
import { officeSpeaksSpanish } from "@/content/owner-facts.mjs";
import { serviceAreas } from "@/content/service-areas";
import { hreflang, type Lang } from "@/lib/i18n/locales";
import { pathIn } from "@/lib/i18n/routes";
import { absoluteUrl } from "@/lib/seo/metadata";
import { DAY_NAMES } from "@/supabase/functions/_shared/office-hours";

// JSON-LD builders, typed with schema-dts. No review or aggregateRating about the business
// itself, real or sample: self-serving review markup is ignored by Google and discouraged.

export const businessId = `${business.siteUrl}/#business`;

export function plumberJsonLd(
  areaNames: readonly string[] = serviceAreas.map((a) => a.name),
  /** content/owner-facts.mjs: whether the office answers and calls back in Spanish. */
  speaksSpanish: boolean | null = officeSpeaksSpanish,
): WithContext<Plumber> {
  return {
    "@context": "https://schema.org",
    "@type": "Plumber",
    "@id": businessId,
    name: business.name,
    ...(business.licenseeName ? { legalName: business.licenseeName } : {}),
    url: absoluteUrl("/"),
    telephone: business.phone,
    email: business.email,
    foundingDate: String(business.foundingYear),
    image: absoluteUrl("/og-default.png"),
    // No priceRange: the owner has given none, and "upfront pricing" is not a range.
    ...(business.rocLicenses.length
      ? {
          hasCredential: business.rocLicenses.map((license) => ({
            "@type": "EducationalOccupationalCredential",
            credentialCategory: "license",
            name: `Arizona contractor license ${license}`,
            identifier: license,
            recognizedBy: {
              "@type": "GovernmentOrganization",
              name: "Arizona Registrar of Contractors",
              url: "https://roc.az.gov/",
            },
          })),
        }
      : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.stateCode,
      postalCode: business.address.zip,
      addressCountry: business.address.country,
    },
    areaServed: areaNames.map((name) => ({
      "@type": "City",
      name: `${name}, AZ`,
    })),
    // Office hours in the business's own zone (Arizona, no DST), as schema.org expects.
    openingHoursSpecification: business.hours.periods.map((period) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: period.days.map((day) => DAY_OF_WEEK[day]),
      opens: period.opens,
      closes: period.closes,
    })),
    sameAs: business.profiles.map((p) => p.href),
    // The languages the office phone is answered in: Spanish only on the owner's word, which a
    // preview showing the Spanish pages does not have.
    ...(speaksSpanish === true
      ? {
          contactPoint: {
            "@type": "ContactPoint",
            telephone: business.phone,
            contactType: "customer service",
            availableLanguage: [hreflang.en, hreflang.es],
          },
        }
      : {}),
  };
}

/**
 * The site in one language, with its language (inLanguage), beside the business on each page
 * of that language that is not English (components/layout/site-json-ld.tsx).
 */
export function webSiteJsonLd(lang: Lang): WithContext<WebSite> {
  const url = absoluteUrl(pathIn(lang, "/"));
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${url}#website`,
    name: business.name,
    url,
    inLanguage: hreflang[lang],
    publisher: businessRef(),
  };
}

// The office's own day list (0 = Sunday), whose names are schema.org's days.
const DAY_OF_WEEK: typeof DAY_NAMES & readonly DayOfWeek[] = DAY_NAMES;

/** A reference to the business for `provider`/`publisher` fields of other nodes. */
export function businessRef() {
  return {
    "@type": "Plumber",
    "@id": businessId,
    name: business.name,
  } as const;
}

export function breadcrumbJsonLd(
  trail: readonly { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * A YouTube video for search engines, or null without its id or the day it was published
 * (content/owner-facts.mjs): no VideoObject carries an invented date.
 */
export function videoObjectJsonLd(video: {
  id: string | null;
  title: string;
  description: string;
  uploadDate: string | null;
}): WithContext<VideoObject> | null {
  if (!video.id || !video.uploadDate) return null;
  const id = encodeURIComponent(video.id);
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.title,
    description: video.description,
    thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    uploadDate: video.uploadDate,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    contentUrl: `https://www.youtube.com/watch?v=${id}`,
  };
}

export function serviceJsonLd(service: {
  name: string;
  /** The kind of service ("Plumbing"); the name when omitted. */
  serviceType?: string;
  description: string;
  path: string;
  /** Cities served; all twelve when omitted. */
  areaNames?: readonly string[];
}): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    serviceType: service.serviceType ?? service.name,
    description: service.description,
    url: absoluteUrl(service.path),
    provider: businessRef(),
    areaServed: (service.areaNames ?? serviceAreas.map((a) => a.name)).map(
      (name) => ({
        "@type": "City",
        name: `${name}, AZ`,
      }),
    ),
  };
}

/** A blog post as schema.org BlogPosting; the business is both its author and its publisher. */
export function blogPostingJsonLd(post: {
  title: string;
  description: string;
  path: string;
  /** Absolute URL or site path; omitted when the post has none. */
  image?: string;
  datePublished: string;
  dateModified: string;
  keywords?: readonly string[];
}): WithContext<BlogPosting> {
  const url = absoluteUrl(post.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    ...(post.image ? { image: absoluteUrl(post.image) } : {}),
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    ...(post.keywords?.length ? { keywords: post.keywords.join(", ") } : {}),
    inLanguage: "en-US",
    author: businessRef(),
    publisher: businessRef(),
  };
}
