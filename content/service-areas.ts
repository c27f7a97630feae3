// The 12 cities of the service area. A new city is one entry here (plus its page copy where the
// area pages keep it); menus, footer, JSON-LD areaServed and the area routes read this list.

export type ServiceArea = {
  /** City name as written on the page. */
  name: string;
  /** Lowercase URL segment under /service-areas/. */
  slug: string;
  /** Canonical path of the city's page. */
  path: string;
};

const cities = [
  ["Mesa", "mesa"],
  ["Gilbert", "gilbert"],
  ["Chandler", "chandler"],
  ["Ahwatukee", "ahwatukee"],
  ["Tempe", "tempe"],
  ["Paradise Valley", "paradise-valley"],
  ["Scottsdale", "scottsdale"],
  ["Fountain Hills", "fountain-hills"],
  ["Apache Junction", "apache-junction"],
  ["Gold Canyon", "gold-canyon"],
  ["Queen Creek", "queen-creek"],
  ["San Tan Valley", "san-tan-valley"],
] as const;

export const serviceAreas: ServiceArea[] = cities.map(([name, slug]) => ({
  name,
  slug,
  path: `/service-areas/${slug}`,
}));
