import type { ServiceSlug } from "@/content/services";

// The one Spanish name of each service, as a homeowner in Arizona would search it: the Spanish
// counterpart of each card's `title` (content/services.ts) and of the two twins' page names.
// The Spanish cards, menus and detail pages all read it, so a service never has two Spanish names.
export const spanishServiceNames: Record<ServiceSlug, string> = {
  "water-heater-services": "Reparación y reemplazo de calentadores de agua",
  "tankless-water-heaters": "Calentadores de agua sin tanque",
  "water-filtration": "Filtración de agua para toda la casa",
  "water-softener": "Suavizadores de agua",
  "water-conditioner": "Acondicionadores de agua",
  "drinking-water": "Filtración de agua potable",
  "shut-off-valves": "Válvulas de cierre principal",
  "pressure-valves": "Válvulas reguladoras de presión",
  // Twin of pressure-valves: the valve itself (English "Pressure Regulating Valve Replacement").
  "pressure-regulating-valves": "Reemplazo de válvulas reguladoras de presión",
  "pipe-leaks": "Fugas de agua",
  // Twin of pipe-leaks: fixing the leak (English "Pipe Leak Repair").
  "pipe-leak-repairs": "Reparación de fugas de agua",
  "sewer-camera": "Inspección del drenaje con cámara",
  "drain-cleaning": "Destape de drenajes",
  "garbage-disposal": "Trituradores de basura",
  faucets: "Llaves de agua",
  showers: "Regaderas",
  toilets: "Inodoros",
};
