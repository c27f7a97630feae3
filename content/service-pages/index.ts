import {
  serviceDetailSlugs,
  servicePath,
  type ServiceSlug,
} from "@/content/services";
import { fixturePages } from "./fixtures";
import { leaksAndDrainsPages } from "./leaks-and-drains";
import type { ServicePage } from "./types";
import { valvePages } from "./valves";
import { waterHeatingPages } from "./water-heating";
import { waterQualityPages } from "./water-quality";

// Every service detail page, keyed by its route slug. The Record type makes a missing page a
// compile error; app/(en)/services/[slug] prerenders one route per key.

export type { CopyBlock, ListItem, ServicePage, ServiceSection } from "./types";
export { overlappingPairs, type CanonicalDecision } from "./canonical";

export const servicePages: Record<ServiceSlug, ServicePage> = {
  ...waterHeatingPages,
  ...waterQualityPages,
  ...valvePages,
  ...leaksAndDrainsPages,
  ...fixturePages,
};

export function isServiceSlug(value: string): value is ServiceSlug {
  return (serviceDetailSlugs as readonly string[]).includes(value);
}

export function getServicePage(slug: string): ServicePage | undefined {
  return isServiceSlug(slug) ? servicePages[slug] : undefined;
}

/**
 * The service URLs that belong in the sitemap: each page's canonical path, once, in menu order.
 * A page whose canonical points at another page is left out.
 */
export function canonicalServicePaths(): string[] {
  return serviceDetailSlugs
    .filter((slug) => servicePages[slug].canonicalPath === servicePath(slug))
    .map((slug) => servicePath(slug));
}
