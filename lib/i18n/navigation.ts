import "server-only";
import { spanishServiceNames } from "@/content/es/service-names";
import {
  areaLinks,
  mainNav,
  quickLinks,
  serviceLinks,
  type MainNavItem,
  type NavLink,
} from "@/content/navigation";
import { services } from "@/content/services";
import type { Lang } from "@/lib/i18n/locales";
import { layoutMessages } from "@/lib/i18n/messages/layout";
import type { MobileMenuWords } from "@/components/layout/mobile-menu";
import { pathIn, spanishServicePath } from "@/lib/i18n/routes";

// The menus and link lists in a page's language. English is content/navigation.ts as it was;
// Spanish names each service by its one Spanish name and links to the Spanish page where there
// is one (lib/i18n/routes.ts). Areas, the blog and the about page stay English (they have no
// Spanish page), so their links go to the English pages.

export type SiteLinks = {
  mainNav: MainNavItem[];
  quickLinks: NavLink[];
  serviceLinks: NavLink[];
};

const es = (englishPath: string) => pathIn("es", englishPath);

function spanishLinks(): SiteLinks {
  const nav = layoutMessages.es.nav;
  const spanishServices = services.map((service) => ({
    label: spanishServiceNames[service.slug],
    href: spanishServicePath(service.slug),
  }));
  return {
    mainNav: [
      { kind: "link", label: nav.home, href: es("/") },
      {
        kind: "menu",
        label: nav.services,
        id: "services",
        overview: { label: nav.allServices, href: es("/services") },
        links: spanishServices,
      },
      {
        kind: "menu",
        label: nav.areas,
        id: "areas",
        overview: { label: nav.ourArea, href: "/about#service-area" },
        links: areaLinks,
      },
      { kind: "link", label: nav.blog, href: "/blog" },
      { kind: "link", label: nav.about, href: "/about" },
      { kind: "link", label: nav.contact, href: es("/contact") },
    ],
    quickLinks: [
      { label: nav.home, href: es("/") },
      { label: nav.about, href: "/about" },
      { label: nav.services, href: es("/services") },
      { label: nav.blog, href: "/blog" },
      { label: nav.contact, href: es("/contact") },
    ],
    serviceLinks: spanishServices,
  };
}

export function siteLinks(lang: Lang): SiteLinks {
  return lang === "en" ? { mainNav, quickLinks, serviceLinks } : spanishLinks();
}

/** Whether a link from a Spanish page leads to a page that is only in English. */
export function isEnglishOnly(href: string): boolean {
  return !(href === "/es" || href.startsWith("/es/"));
}

/** The phone menu's words and fixed links on a Spanish page (the island has English built in). */
export function mobileMenuWords(lang: Exclude<Lang, "en">): MobileMenuWords {
  const { nav, mobileMenu, scheduleService } = layoutMessages[lang];
  return {
    ...mobileMenu,
    home: { label: nav.home, href: es("/") },
    services: nav.services,
    allServices: { label: nav.allServices, href: es("/services") },
    areas: nav.areas,
    ourArea: { label: nav.ourArea, href: "/about#service-area" },
    links: [
      { label: nav.blog, href: "/blog" },
      { label: nav.about, href: "/about" },
      { label: nav.contact, href: es("/contact") },
    ],
    schedule: { label: scheduleService, href: es("/contact") },
  };
}
