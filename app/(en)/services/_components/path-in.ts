import type { Lang } from "@/lib/i18n/locales";
import { spanishPathFor } from "@/lib/i18n/routes";

/**
 * Where a link of a service page goes in the page's language: the Spanish page where the
 * English one has a counterpart (lib/i18n/routes.ts), else the English page (areas, cities, blog).
 */
export function pathIn(lang: Lang, englishPath: string): string {
  return lang === "es"
    ? (spanishPathFor(englishPath) ?? englishPath)
    : englishPath;
}
