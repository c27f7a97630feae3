import type { ServicePage } from "@/content/service-pages/types";
import type { ServiceSlug } from "@/content/services";
import { fixturePages } from "./fixtures";
import { leaksAndDrainsPages } from "./leaks-and-drains";
import { valvePages } from "./valves";
import { waterHeatingPages } from "./water-heating";
import { waterQualityPages } from "./water-quality";

// Every service detail page in Spanish, keyed by its English route slug like
// content/service-pages/index.ts, so the two languages share one key and one type: a page or a
// field missing in Spanish is a compile error. app/(es)/es/servicios/[slug] maps the Spanish
// address to this key (lib/i18n/routes.ts).

export const servicePages: Record<ServiceSlug, ServicePage> = {
  ...waterHeatingPages,
  ...waterQualityPages,
  ...valvePages,
  ...leaksAndDrainsPages,
  ...fixturePages,
};
