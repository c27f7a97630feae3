import Link from "next/link";
import type { ReactNode } from "react";
import { Icon, type IconName } from "@/components/ui/icons";
import { business, formatAddress } from "@/content/business";
import { serviceAreas } from "@/content/service-areas";
import { formatPhone, mailtoHref, telHref } from "@/lib/format";
import type { Lang } from "@/lib/i18n/locales";
import { contactMessages } from "@/lib/i18n/messages/contact";

function Card({
  icon,
  title,
  children,
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-xl border border-brand-100 bg-white p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
        <Icon name={icon} />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-ink">{title}</h3>
        <div className="mt-1 text-ink-muted">{children}</div>
      </div>
    </li>
  );
}

// Phone, e-mail, mailing address and service area, each one tap away.
export function ContactCards({ lang = "en" }: { lang?: Lang }) {
  const words = contactMessages[lang].cards;
  return (
    <section data-track-area="contact-cards" aria-labelledby="reach-us-title">
      <h2 id="reach-us-title" className="sr-only">
        {words.title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        <Card icon="phone" title={words.call}>
          <a
            href={telHref(business.phone)}
            className="text-lg font-semibold text-brand-700 hover:underline"
          >
            {formatPhone(business.phone)}
          </a>
          <p className="text-sm">{words.callNote}</p>
        </Card>
        <Card icon="mail" title={words.email}>
          <a
            href={mailtoHref(business.email)}
            className="font-semibold break-all text-brand-700 hover:underline"
          >
            {business.email}
          </a>
          <p className="text-sm">{words.emailNote}</p>
        </Card>
        <Card icon="pin" title={words.mail}>
          <address className="not-italic">{formatAddress()}</address>
        </Card>
        <Card icon="home" title={words.where}>
          <p>{words.cities.replace("{count}", String(serviceAreas.length))}</p>
          <Link
            href="/about#service-area"
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {words.areaLink}
          </Link>
        </Card>
      </ul>
    </section>
  );
}
