import Link from "next/link";
import { business } from "@/content/business";
import type { Lang } from "@/lib/i18n/locales";
import { layoutMessages } from "@/lib/i18n/messages/layout";
import { pathIn } from "@/lib/i18n/routes";

// The company mark: a drawn pipe-and-drop emblem beside the name. Inline SVG, fixed size.
// On a Spanish page it leads to the Spanish home page.
export function Logo({
  tone = "dark",
  lang = "en",
}: {
  tone?: "dark" | "light";
  lang?: Lang;
}) {
  const text = tone === "dark" ? "text-brand-800" : "text-white";
  return (
    <Link
      href={pathIn(lang, "/")}
      className={`inline-flex items-center gap-2 ${text}`}
      aria-label={layoutMessages[lang].logoLabel(business.name)}
    >
      <svg
        viewBox="0 0 40 40"
        width="40"
        height="40"
        aria-hidden="true"
        className="shrink-0"
      >
        <rect width="40" height="40" rx="9" fill="#124773" />
        <path
          d="M9 14h12a5 5 0 0 1 5 5v4"
          fill="none"
          stroke="#e0661b"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <path
          d="M26 26.5c0 2.2-1.6 4-3.6 4s-3.6-1.8-3.6-4c0-2.6 3.6-6.5 3.6-6.5s3.6 3.9 3.6 6.5z"
          fill="#aed2ee"
          transform="translate(3.6 1)"
        />
      </svg>
      <span className="text-base leading-tight font-bold md:text-lg">
        {business.shortName}
      </span>
    </Link>
  );
}
