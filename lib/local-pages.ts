import { flushingVsDraining } from "@/content/articles/flushing-vs-draining";
import { cityPages, type CityPage } from "@/content/city-pages";
import {
  findAreaByAlias,
  findServiceArea,
  serviceAreas,
  type ServiceArea,
} from "@/content/service-areas";
import type { PageMeta } from "@/lib/seo/page-meta";

// Everything the local routes need to know about their URLs: which top-level segments the
// [landing] route prerenders and what each one is, and the metadata of area and city pages.

export type CityPageEntry = CityPage & { path: string };

export type Landing =
  | { kind: "city-page"; page: CityPageEntry; area: ServiceArea }
  | { kind: "area-alias"; area: ServiceArea };

/** The city a city page belongs to; a typo in the registry fails the build here. */
export function areaOf(page: CityPage): ServiceArea {
  const area = findServiceArea(page.area);
  if (!area) {
    throw new Error(
      `City page ${page.slug} names unknown area "${page.area}".`,
    );
  }
  return area;
}

/** Top-level segments served by app/(en)/[landing]: city pages and legacy area aliases. */
export function landingSegments(): string[] {
  return [
    ...cityPages.map((page) => page.slug),
    ...serviceAreas.flatMap((area) =>
      area.aliasPath ? [area.aliasPath.slice(1)] : [],
    ),
  ];
}

export function resolveLanding(segment: string): Landing | undefined {
  const page = cityPages.find((p) => p.slug === segment);
  if (page) return { kind: "city-page", page, area: areaOf(page) };
  const area = findAreaByAlias(segment);
  return area ? { kind: "area-alias", area } : undefined;
}

export function areaPageMeta(area: ServiceArea): PageMeta {
  return {
    title: `Plumber in ${area.name}, AZ`,
    description: area.description,
    keywords: area.keywords,
    // The alias URL serves this same page, so it carries this same canonical.
    path: area.path,
  };
}

export function landingMeta(landing: Landing): PageMeta {
  switch (landing.kind) {
    case "area-alias":
      return areaPageMeta(landing.area);
    case "city-page":
      return {
        title: landing.page.title,
        description: landing.page.description,
        keywords: landing.page.keywords,
        path: landing.page.path,
      };
  }
}

/** Every URL the local pages answer with 200: area pages, aliases, city pages, the article. */
export function localRoutes(): string[] {
  return [
    ...serviceAreas.map((area) => area.path),
    ...landingSegments().map((segment) => `/${segment}`),
    // Its own folder, app/(en)/flushing-vs-draining-water-heater-mesa-az (the page says why).
    flushingVsDraining.path,
  ];
}
