import type { Lang } from "@/lib/i18n/locales";
import { spanishPathFor } from "@/lib/i18n/routes";

/**
 * Where a link to an English page goes from a page in `lang`: its Spanish page when it has one
 * (lib/i18n/routes.ts), the English page otherwise (areas, cities, the blog, /about).
 */
export function localPath(lang: Lang, englishPath: string): string {
  return (lang === "es" && spanishPathFor(englishPath)) || englishPath;
}
