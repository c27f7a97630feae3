import Link from "next/link";
import { useId } from "react";
import { business } from "@/content/business";
import { serviceAreas } from "@/content/service-areas";
import { formatPhone, telHref } from "@/lib/format";
import type { Lang } from "@/lib/i18n/locales";
import { requestFormMessages } from "@/lib/i18n/messages/request-form";
import {
  consentText,
  CURRENT_CONSENT_WORDINGS,
} from "@/supabase/functions/_shared/consent-wording";
import { spanishCalendar } from "@/supabase/functions/_shared/spanish-calendar";
import { RequestFormLoader } from "./request-form-loader";
import type { IslandWords, RequestFormWords } from "./words";

// The service-request form for every placement (home hero, /contact, service and city pages).
// The frame is server-rendered; only the form itself is a client island, hydrated when the
// visitor first reaches for it (request-form-loader.tsx).
export type RequestFormProps = {
  /** Heading above the form and the form's accessible name; defaults to "Request Service". */
  title?: string;
  /** The page's language: the form's words, its consent version, and the request's language. */
  lang?: Lang;
  description?: string;
  className?: string;
  /** Where the form sits, reported with its conversion events ("sticky-form", "hero-form"…). */
  trackArea?: string;
  /**
   * In the sticky aside (components/sections/with-aside.tsx): from 1024 px the card is never
   * taller than the viewport below the sticky offset. It scrolls inside itself with its buttons
   * pinned at its bottom, so Next and Submit stay in view on a 720 px tall laptop.
   */
  fitViewport?: boolean;
};

// 10rem = the aside's sticky offset (top-36) + 1rem of air below the card. No bottom padding:
// the pinned buttons carry it (request-form-island.tsx), so they sit on the card's bottom edge
// in every engine. The scroll padding keeps a field that takes focus clear of them (~5.5rem
// tall with their fade).
const fitClass =
  "lg:max-h-[calc(100dvh-10rem)] lg:scroll-pt-4 lg:scroll-pb-24 lg:overflow-y-auto lg:p-5 lg:pb-0 lg:[scrollbar-width:thin]";

const servedZips = serviceAreas.flatMap((area) => area.zips);

/** The one-page form's own words, which the island never shows. */
const PLAIN_ONLY = new Set(["plainHint", "plainAgain", "plainTooLarge"]);

/**
 * The island's share of a language's words: not the one-page form's, which every page with the
 * form would otherwise carry in its HTML for nothing.
 */
function islandWords(words: RequestFormWords): IslandWords {
  const photos = Object.fromEntries(
    Object.entries(words.photos).filter(([key]) => !PLAIN_ONLY.has(key)),
  ) as IslandWords["photos"];
  const island: Partial<RequestFormWords> = { ...words };
  delete island.plain;
  return { ...(island as IslandWords), photos };
}

export function RequestForm({
  lang = "en",
  title,
  description,
  className = "",
  trackArea = "request-form",
  fitViewport = false,
}: RequestFormProps) {
  const headingId = useId();
  const { frame, form } = requestFormMessages[lang];
  return (
    <div
      data-track-area={trackArea}
      className={`rounded-xl border border-brand-100 bg-white p-5 shadow-lg md:p-6 ${fitViewport ? fitClass : ""} ${className}`}
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-800">
        {title ?? frame.title}
      </h2>
      {description ? (
        <p className="mt-2 text-sm text-ink-muted">{description}</p>
      ) : null}
      <noscript>
        <p className="mt-3 text-sm">
          {frame.noscript}{" "}
          <Link href={form.plain.path} className="font-semibold underline">
            {frame.noscriptLink}
          </Link>{" "}
          {frame.noscriptAfter}{" "}
          <a href={telHref(business.phone)} className="font-semibold underline">
            {formatPhone(business.phone)}
          </a>
          .
        </p>
      </noscript>
      <RequestFormLoader
        labelledBy={headingId}
        idBase={`${headingId}form`}
        compact={fitViewport}
        language={lang}
        words={islandWords(form)}
        consent={consentText(CURRENT_CONSENT_WORDINGS[lang], business.name)}
        calendar={lang === "es" ? spanishCalendar : undefined}
        servedZips={servedZips}
        phone={{
          label: formatPhone(business.phone),
          href: telHref(business.phone),
        }}
      />
    </div>
  );
}
