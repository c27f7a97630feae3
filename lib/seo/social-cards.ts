import { accessibilityStatement } from "@/content/accessibility";
import { flushingVsDraining } from "@/content/articles/flushing-vs-draining";
import { accessibilityStatement as spanishAccessibility } from "@/content/es/accessibility";
import { homeCopy as spanishHome } from "@/content/es/home";
import { legalPages as spanishLegalPages } from "@/content/es/legal";
import { servicePages as spanishServicePages } from "@/content/es/service-pages";
import { cityPages } from "@/content/city-pages";
import { legalPages } from "@/content/legal";
import { serviceAreas } from "@/content/service-areas";
import { servicePages } from "@/content/service-pages";
import { serviceDetailSlugs } from "@/content/services";
import { RESERVED_SLUGS, SLUG_PATTERN } from "@/lib/blog/types";
import { pathIn } from "@/lib/i18n/routes";
import { areaPageMeta } from "@/lib/local-pages";

// Which pages have a social card of their own (app/og/) and what it says. Prerendered pages are
// listed here, from the same content modules their pages read; blog posts are cards by slug.
// lib/seo/metadata.ts points og:image and twitter:image at the card of the page's path.

export type SocialCard = {
  /** The page the card belongs to ("/services/toilets"). */
  path: string;
  /** The big line: the page's headline. */
  title: string;
  /** The small line above it: what kind of page this is. */
  label: string;
};

export const SOCIAL_CARD_PREFIX = "/og";
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

function staticCards(): SocialCard[] {
  const cards: SocialCard[] = [
    {
      path: "/",
      title: "Plumbing fixed right across the East Valley",
      label: "Plumber in Mesa & the East Valley, AZ",
    },
    {
      path: "/es",
      title: spanishHome.hero.title,
      label: spanishHome.metadata.title,
    },
    {
      path: "/about",
      title: "Family-owned plumbers serving the East Valley",
      label: "About us",
    },
    {
      path: "/contact",
      title: "Schedule a plumber in Mesa and the East Valley",
      label: "Contact us",
    },
    {
      path: "/services",
      title: "Plumbing services from water heaters to drains",
      label: "Our services",
    },
    // The Spanish twins of /contact and /services (their pages' words: lib/i18n/messages).
    {
      path: "/es/contacto",
      title: "Programe un plomero en Mesa y el East Valley",
      label: "Contáctenos",
    },
    {
      path: "/es/servicios",
      title: "Servicios de plomería, de calentadores de agua a drenajes",
      label: "Nuestros servicios",
    },
    {
      path: "/blog",
      title: "Plumbing tips for East Valley homeowners",
      label: "Blog",
    },
    {
      path: "/flushing-vs-draining-water-heater-mesa-az",
      title: flushingVsDraining.title,
      label: "Water heater guide",
    },
  ];
  for (const slug of serviceDetailSlugs) {
    const page = servicePages[slug];
    cards.push({
      path: page.canonicalPath,
      title: page.meta.title,
      label: "Plumbing services",
    });
  }
  for (const slug of serviceDetailSlugs) {
    const page = spanishServicePages[slug];
    cards.push({
      path: pathIn("es", page.canonicalPath),
      title: page.meta.title,
      label: "Servicios de plomería",
    });
  }
  for (const area of serviceAreas) {
    const meta = areaPageMeta(area);
    cards.push({ path: meta.path, title: meta.title, label: "Service area" });
  }
  for (const page of cityPages) {
    cards.push({
      path: page.path,
      title: page.title,
      label: "East Valley, AZ",
    });
  }
  for (const page of [
    ...legalPages,
    accessibilityStatement,
    ...spanishLegalPages,
    spanishAccessibility,
  ]) {
    cards.push({ path: page.path, title: page.cardTitle, label: page.title });
  }
  // Twin service pages share a canonical path, hence one card per path.
  return [...new Map(cards.map((card) => [card.path, card])).values()];
}

let cache: Map<string, SocialCard> | undefined;

/** Every prerendered page's card, keyed by page path. */
export function staticSocialCards(): Map<string, SocialCard> {
  cache ??= new Map(staticCards().map((card) => [card.path, card]));
  return cache;
}

const postPath = /^\/blog\/([^/]+)$/;

/** The card URL of a page, or undefined when the page has none (404, error pages). */
export function socialCardUrl(path: string): string | undefined {
  const slug = postPath.exec(path)?.[1];
  if (slug) {
    const isPost =
      SLUG_PATTERN.test(slug) &&
      !(RESERVED_SLUGS as readonly string[]).includes(slug);
    return isPost ? `${SOCIAL_CARD_PREFIX}${path}` : undefined;
  }
  if (!staticSocialCards().has(path)) return undefined;
  return path === "/" ? SOCIAL_CARD_PREFIX : `${SOCIAL_CARD_PREFIX}${path}`;
}
