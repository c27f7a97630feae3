import { serviceDetailSlugs, type ServiceSlug } from "@/content/services";

// Which English page has a Spanish counterpart, and at what address. The one table every
// Spanish page, the language switch, the metadata alternates, the sitemap and the e2e specs
// read. Area, city and blog pages stay English only: a Spanish page links to them as they are.

/** The Spanish address of each service's detail page, by its English slug. */
export const spanishServiceSlugs = {
  "water-heater-services": "calentadores-de-agua",
  "tankless-water-heaters": "calentadores-sin-tanque",
  "water-filtration": "filtracion-de-agua",
  "water-softener": "suavizador-de-agua",
  "water-conditioner": "acondicionador-de-agua",
  "drinking-water": "agua-potable",
  "shut-off-valves": "valvulas-de-cierre",
  "pressure-valves": "valvulas-de-presion",
  "pressure-regulating-valves": "valvulas-reguladoras-de-presion",
  "pipe-leaks": "fugas-de-agua",
  "pipe-leak-repairs": "reparacion-de-fugas",
  "sewer-camera": "inspeccion-con-camara",
  "drain-cleaning": "destapar-drenajes",
  "garbage-disposal": "trituradores-de-basura",
  faucets: "llaves-de-agua",
  showers: "regaderas",
  toilets: "inodoros",
} as const satisfies Record<ServiceSlug, string>;

export type SpanishServiceSlug = (typeof spanishServiceSlugs)[ServiceSlug];

/** English path → Spanish path, for every page that has one. */
const pairs: ReadonlyMap<string, string> = new Map([
  ["/", "/es"],
  ["/services", "/es/servicios"],
  ...serviceDetailSlugs.map(
    (slug) =>
      [
        `/services/${slug}`,
        `/es/servicios/${spanishServiceSlugs[slug]}`,
      ] as const,
  ),
  ["/contact", "/es/contacto"],
  ["/contact/request", "/es/contacto/solicitud"],
  ["/privacy", "/es/privacidad"],
  ["/terms", "/es/terminos"],
  ["/accessibility", "/es/accesibilidad"],
]);

const reverse: ReadonlyMap<string, string> = new Map(
  [...pairs].map(([en, es]) => [es, en]),
);

/** The Spanish page of an English path (no query or hash), or null when there is none. */
export function spanishPathFor(englishPath: string): string | null {
  return pairs.get(englishPath) ?? null;
}

/** The English page of a Spanish path, or null when the path is no Spanish page. */
export function englishPathFor(spanishPath: string): string | null {
  return reverse.get(spanishPath) ?? null;
}

/** Every Spanish page's path, in the order of the table. */
export const spanishPaths: readonly string[] = [...pairs.values()];

/** The Spanish detail page of a service. */
export function spanishServicePath(slug: ServiceSlug): string {
  return `/es/servicios/${spanishServiceSlugs[slug]}`;
}

/** The English slug of a Spanish service slug, or undefined for any other segment. */
export function serviceSlugForSpanish(
  segment: string,
): ServiceSlug | undefined {
  return serviceDetailSlugs.find(
    (slug) => spanishServiceSlugs[slug] === segment,
  );
}
