import { connection } from "next/server";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { freshArrivalDays } from "@/components/request-form/fresh-arrival-days";
import { PlainRequestForm } from "@/components/request-form/plain-request-form";
import { business } from "@/content/business";
import type { PlainFormState } from "@/lib/contact/contract";
import { initialPlainForm } from "@/lib/contact/plain-form";
import { PLAIN_FORM_TOO_LARGE } from "@/lib/contact/photos/plain-photos";
import { photoServerWords } from "@/lib/contact/photos/server-words";
import { formatPhone, telHref } from "@/lib/format";
import type { Lang } from "@/lib/i18n/locales";
import { contactMessages } from "@/lib/i18n/messages/contact";
import { requestFormMessages } from "@/lib/i18n/messages/request-form";
import { buildMetadata } from "@/lib/seo/metadata";
import {
  consentText,
  CURRENT_CONSENT_WORDINGS,
} from "@/supabase/functions/_shared/consent-wording";
import { emergencyAdvice } from "@/supabase/functions/_shared/next-call";
import { spanishCalendar } from "@/supabase/functions/_shared/spanish-calendar";

// The request form on one page, for visitors without JavaScript: every form's <noscript> note
// links here (/contact/request, /es/contacto/solicitud). Rendered per request, so the arrival
// windows are the ones still offered now (a browser without JavaScript cannot refresh them).
// Kept out of search engines, and canonical to the contact page, the page to find (so the
// sitemap and the crawl agree: e2e/link-crawl.spec.ts).

export function plainRequestMetadata(lang: Lang) {
  const { page, plain } = contactMessages[lang];
  return buildMetadata({
    title: plain.title,
    description: plain.description,
    keywords: [...plain.keywords],
    path: page.path,
    noIndex: true,
  });
}

export async function PlainRequestPage({
  lang,
  searchParams,
}: {
  lang: Lang;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  const { page, plain } = contactMessages[lang];
  // Sent back by proxy.ts: the post was over what the action accepts, so nothing reached it.
  const { query, value } = PLAIN_FORM_TOO_LARGE;
  const tooLarge = (await searchParams)[query] === value;
  const fresh = initialPlainForm(lang);
  const tooLargeWords = photoServerWords[lang].plainPostTooLarge;
  const initial: PlainFormState = tooLarge
    ? {
        ...fresh,
        result: {
          ok: false,
          error: tooLargeWords,
          fieldErrors: { photos: tooLargeWords },
        },
      }
    : fresh;
  const phone = {
    label: formatPhone(business.phone),
    href: telHref(business.phone),
  };
  // Urgency only where the line is answered after hours (issue 55): the same advice as the
  // toast and the confirmation e-mail, in the page's language.
  const advice = emergencyAdvice(business.emergencyLineAfterHours, lang);
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: page.crumb, path: page.path },
          { name: plain.crumb, path: plain.path },
        ]}
        lang={lang}
      />
      <div className="container-page py-8 md:py-12">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold text-brand-800 md:text-4xl">
            {plain.heading}
          </h1>
          <p className="mt-3 text-lg text-ink-muted">
            {plain.intro} {advice.lead} {advice.action}{" "}
            <a
              href={phone.href}
              className="font-semibold text-brand-700 underline"
            >
              {phone.label}
            </a>{" "}
            {advice.after}
          </p>
          <div className="mt-8">
            <PlainRequestForm
              initial={initial}
              arrivalDays={freshArrivalDays(
                new Date(initial.startedAt),
                lang === "es" ? spanishCalendar : undefined,
              )}
              words={requestFormMessages[lang].form}
              consent={consentText(
                CURRENT_CONSENT_WORDINGS[lang],
                business.name,
              )}
              phone={phone}
            />
          </div>
        </div>
      </div>
    </>
  );
}
