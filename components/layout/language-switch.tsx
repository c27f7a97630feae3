import type { Lang } from "@/lib/i18n/locales";
import { languageSwitchHref } from "@/lib/i18n/language-switch";
import { layoutMessages } from "@/lib/i18n/messages/layout";
import { hasSpanishPages } from "@/lib/i18n/spanish";

// The header's link to the other language, named in that language ("Español", "English") and
// marked so (lang, hreflang). A plain link: no JavaScript. Absent from a build without Spanish
// pages (lib/i18n/spanish.ts).
export function LanguageSwitch({ lang }: { lang: Lang }) {
  if (!hasSpanishPages) return null;
  const to: Lang = lang === "en" ? "es" : "en";
  return (
    <a
      href={languageSwitchHref(to)}
      hrefLang={to}
      lang={to}
      data-testid="language-switch"
      className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:bg-brand-50 hover:underline"
    >
      {layoutMessages[lang].languageSwitch}
    </a>
  );
}
