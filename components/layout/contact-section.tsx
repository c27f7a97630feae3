import Link from "next/link";
import { OpenStatus } from "@/components/layout/open-status";
import { Icon } from "@/components/ui/icons";
import { business, formatAddress } from "@/content/business";
import { describeWeekIn } from "@/components/layout/status-line";
import { formatPhone, mailtoHref, telHref } from "@/lib/format";
import type { Lang } from "@/lib/i18n/locales";
import { layoutMessages } from "@/lib/i18n/messages/layout";
import { pathIn } from "@/lib/i18n/routes";
import { describeWeek } from "@/lib/office-hours";

// The contact band shown above the footer on every page.
export function ContactSection({ lang = "en" }: { lang?: Lang }) {
  const phone = formatPhone(business.phone);
  const words = layoutMessages[lang];
  const text = words.contactSection;
  const week =
    lang === "en"
      ? describeWeek(business.hours)
      : describeWeekIn(words.week, business.hours);
  return (
    <section
      data-track-area="contact-section"
      aria-labelledby="contact-section-title"
      className="bg-brand-50 py-12 md:py-16"
    >
      <div className="container-page grid gap-8 md:grid-cols-2 md:items-center">
        <div>
          <h2
            id="contact-section-title"
            className="text-2xl font-bold text-brand-800 md:text-3xl"
          >
            {text.title}
          </h2>
          <p className="mt-3 text-ink-muted">{text.lead}</p>
          <div className="mt-5 flex items-start gap-2">
            <Icon
              name="clock"
              className="mt-0.5 size-5 shrink-0 text-brand-700"
            />
            <div>
              {/* Two lines reserved from 320 px up: the neutral line takes two there, and no
                  computed one is longer than it. The emergency number is the next line's,
                  not a suffix here: appended, a closed line took three lines below 390 px
                  and the swap pushed everything under it down. */}
              <p
                data-testid="contact-open-status"
                className="min-h-[2lh] font-semibold text-ink"
              >
                <OpenStatus
                  hours={business.hours}
                  neutral={text.officeHours(week)}
                  {...(lang === "en" ? {} : { words: words.status })}
                />
              </p>
              <p className="text-sm text-ink-muted">
                {text.emergencyNote(text.emergencyPromise, phone)}
              </p>
            </div>
          </div>
          <ul className="mt-6 space-y-3">
            <li>
              <a
                href={telHref(business.phone)}
                className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
              >
                <Icon name="phone" /> {formatPhone(business.phone)}
              </a>
            </li>
            <li>
              <a
                href={mailtoHref(business.email)}
                className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
              >
                <Icon name="mail" /> {business.email}
              </a>
            </li>
            <li className="flex items-start gap-2 text-ink-muted">
              <Icon name="pin" className="mt-0.5 size-5 shrink-0" />
              <address className="not-italic">{formatAddress()}</address>
            </li>
          </ul>
          <Link
            href={pathIn(lang, "/contact")}
            className="btn btn-primary mt-6"
          >
            {words.scheduleService}
          </Link>
        </div>
        <div>
          <h3 className="font-semibold text-brand-800">{text.profilesTitle}</h3>
          <ul className="mt-3 grid grid-cols-2 gap-3">
            {business.profiles.map((profile) => (
              <li key={profile.kind}>
                <a
                  href={profile.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex min-h-11 items-center gap-2 rounded-md border border-brand-100 bg-white px-3 py-2 text-sm font-medium hover:border-brand-500"
                >
                  <Icon
                    name="external"
                    className="size-4 shrink-0 text-brand-500"
                  />
                  {profile.label}
                  <span className="sr-only">{text.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
