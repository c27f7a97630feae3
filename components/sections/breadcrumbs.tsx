import Link from "next/link";
import { JsonLd } from "@/components/json-ld";
import { localPath } from "@/components/sections/local-path";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";

export type Crumb = { name: string; path: string };

// Visible breadcrumb trail and its BreadcrumbList JSON-LD from the same data. Home is implied.
export function Breadcrumbs({
  trail,
  lang = "en",
}: {
  trail: readonly Crumb[];
  lang?: Lang;
}) {
  const m = sectionsMessages[lang].breadcrumbs;
  const full = [{ name: m.home, path: localPath(lang, "/") }, ...trail];
  return (
    <nav
      aria-label={m.label}
      className="container-page pt-4 text-sm text-ink-muted"
    >
      {/* One line on phones: a long current page name is cut short with an ellipsis (the h1
          below spells it out), so the trail never pushes the page's first screen down. */}
      <ol className="flex items-center gap-1 whitespace-nowrap md:flex-wrap md:whitespace-normal">
        {full.map((crumb, index) => (
          <li
            key={crumb.path}
            className={`flex items-center gap-1 ${index === full.length - 1 ? "min-w-0" : "shrink-0"}`}
          >
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {index === full.length - 1 ? (
              <span aria-current="page" className="truncate text-ink">
                {crumb.name}
              </span>
            ) : (
              <Link
                href={crumb.path}
                className="hover:text-brand-700 hover:underline"
              >
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbJsonLd(full)} />
    </nav>
  );
}
