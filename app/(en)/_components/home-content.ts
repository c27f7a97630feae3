import * as spanish from "@/content/es/home";
import * as english from "@/content/home";
import type { Lang } from "@/lib/i18n/locales";

// The home page's content module in the page's language: the two export the same names with
// the same types (content/home.ts, content/es/home.ts).
export function homeContent(lang: Lang) {
  return lang === "es" ? spanish : english;
}
