import Link from "next/link";
import { Icon } from "@/components/ui/icons";
import { officePhone } from "@/content/phone";
import { formatPhone, telHref } from "@/lib/format";
import type { Lang } from "@/lib/i18n/locales";
import { layoutMessages } from "@/lib/i18n/messages/layout";
import { pathIn } from "@/lib/i18n/routes";

// What app/(en)/not-found.tsx, app/global-not-found.tsx and the Spanish 404 show: a server component, rendered into the 404 document whole. (A
// lazily loaded client version kept it out of every page's payload, but streamed it behind a
// Suspense boundary that only JavaScript swaps in: crawlers and no-JS visitors saw an empty page.)
export function NotFoundBody({ lang = "en" }: { lang?: Lang }) {
  const words = layoutMessages[lang].notFound;
  return (
    <section
      data-track-area="not-found"
      className="container-page py-16 md:py-24"
    >
      <p className="font-semibold text-accent-600">{words.kicker}</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-800 md:text-4xl">
        {words.heading}
      </h1>
      <p className="mt-4 max-w-2xl text-ink-muted">{words.body}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a href={telHref(officePhone)} className="btn btn-primary">
          <Icon name="phone" />
          {` ${words.call} `}
          {formatPhone(officePhone)}
        </a>
        <Link href={pathIn(lang, "/")} className="btn btn-outline">
          {words.home}
        </Link>
      </div>
      <ul className="mt-10 grid gap-3 sm:grid-cols-3">
        <li>
          <Link
            href={pathIn(lang, "/services")}
            className="block rounded-lg border border-brand-100 p-4 hover:border-brand-500"
          >
            <span className="font-semibold text-brand-800">
              {words.services}
            </span>
            <span className="mt-1 block text-sm text-ink-muted">
              {words.servicesHint}
            </span>
          </Link>
        </li>
        <li>
          <Link
            href="/about#service-area"
            className="block rounded-lg border border-brand-100 p-4 hover:border-brand-500"
          >
            <span className="font-semibold text-brand-800">{words.areas}</span>
            <span className="mt-1 block text-sm text-ink-muted">
              {words.areasHint}
            </span>
          </Link>
        </li>
        <li>
          <Link
            href={pathIn(lang, "/contact")}
            className="block rounded-lg border border-brand-100 p-4 hover:border-brand-500"
          >
            <span className="font-semibold text-brand-800">
              {words.request}
            </span>
            <span className="mt-1 block text-sm text-ink-muted">
              {words.requestHint}
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
