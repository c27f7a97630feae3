import type { Lang } from "@/lib/i18n/locales";
import { languageSwitchHref } from "@/lib/i18n/language-switch";
import { layoutMessages } from "@/lib/i18n/messages/layout";
import { hasSpanishPages } from "@/lib/i18n/spanish";

// The header's link to the other language, named in that language ("Español", "English") and
// marked so (lang, hreflang). A plain link: no JavaScript. Below 640 px it shows the language's
// code ("ES") and keeps the name for screen readers: the whole name squeezed the business name
// beside the logo to four lines at 320 px. Absent from a build without Spanish pages
// (lib/i18n/spanish.ts).
export function LanguageSwitch({ lang }: { lang: Lang }) {
  if (!hasSpanishPages) return null;
  const to: Lang = lang === "en" ? "es" : "en";
  const words = layoutMessages[lang];
  return (
    <a
      href={languageSwitchHref(to)}
      hrefLang={to}
      lang={to}
      data-testid="language-switch"
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:bg-brand-50 hover:underline sm:px-3"
    >
      <span aria-hidden="true" className="sm:hidden">
        {words.languageSwitchShort}
      </span>
      <span className="sr-only sm:not-sr-only">{words.languageSwitch}</span>
    </a>
  );
}
