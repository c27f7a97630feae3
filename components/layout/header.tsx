import Link from "next/link";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { Logo } from "@/components/layout/logo";
import { OpenStatus } from "@/components/layout/open-status";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { NavDropdown } from "@/components/layout/nav-dropdown";
import { navListId } from "@/components/layout/nav-list-id";
import { describeWeekIn } from "@/components/layout/status-line";
import { Icon } from "@/components/ui/icons";
import { business } from "@/content/business";
import { formatPhone, mailtoHref, telHref } from "@/lib/format";
import type { Lang } from "@/lib/i18n/locales";
import { layoutMessages } from "@/lib/i18n/messages/layout";
import { mobileMenuWords, siteLinks } from "@/lib/i18n/navigation";
import { describeWeek } from "@/lib/office-hours";

// Server-rendered header. Only the dropdowns, the phone menu toggle and the open/closed line
// are client code. Spanish pages get the same header in Spanish (lang="es").
export function Header({ lang = "en" }: { lang?: Lang }) {
  const words = layoutMessages[lang];
  const { mainNav } = siteLinks(lang);
  const phone = {
    label: formatPhone(business.phone),
    href: telHref(business.phone),
  };
  const email = { label: business.email, href: mailtoHref(business.email) };
  // English keeps describeWeek's line; its words give the same (status-line.test.ts).
  const week =
    lang === "en"
      ? describeWeek(business.hours)
      : describeWeekIn(words.week, business.hours);
  // Only where the phone is answered for emergencies while the office is closed
  // (office-schedule.ts): "emergency service" alone promises no line at every hour.
  const emergency = business.emergencyLineAfterHours
    ? words.emergencySuffix(phone.label)
    : "";
  // The open-now line's words go to the island only on Spanish pages: English pages keep
  // describeStatus, already in their JavaScript, and no words in their payload.
  // (Spread, not words={undefined}: the payload would carry the undefined.)
  const statusWords = lang === "en" ? {} : { words: words.status };

  return (
    // Invisible until its last child has been parsed. A browser may paint a half-parsed page
    // (a slow network, a busy phone), and the header's right-hand parts, the call button and
    // the menu, grow leftwards as the rest of their HTML arrives: a layout shift (0.003) that
    // the hours line's swap was blamed for. A header that appears whole moves nothing.
    <header
      data-track-area="header"
      className="sticky -top-11 z-30 bg-white/95 shadow-sm backdrop-blur md:top-0 [&:not(:has(>[data-header-end]))]:invisible"
    >
      {/* The top bar: hours and the call button. On phones it scrolls away (the header sticks
          44 px up, keeping the logo row) and the call bar takes over at the bottom. */}
      <div className="bg-brand-800 text-white">
        <div className="container-page flex h-11 items-center justify-between gap-3 text-sm">
          {/* Short below 1024 px, where the call button beside it carries the number. */}
          <p
            data-testid="header-hours"
            className="min-w-0 truncate text-xs sm:text-sm lg:hidden"
          >
            <OpenStatus
              hours={business.hours}
              neutral={week}
              {...statusWords}
            />
          </p>
          <p
            data-testid="header-hours"
            className="hidden min-w-0 truncate lg:block"
          >
            <OpenStatus
              hours={business.hours}
              neutral={`${week}${emergency}`}
              closedSuffix={emergency}
              {...statusWords}
            />
          </p>
          <div className="flex shrink-0 items-center gap-4">
            <a
              href={phone.href}
              data-call-bar-anchor
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold hover:underline"
            >
              <Icon name="phone" className="size-4" /> {phone.label}
            </a>
            <a
              href={phone.href}
              className="hidden rounded-md bg-accent-600 px-3 py-1.5 font-semibold hover:bg-accent-700 md:inline-block"
            >
              {words.scheduleService}
            </a>
          </div>
        </div>
      </div>
      <div className="container-page relative flex h-16 items-center justify-between md:h-20">
        <Logo lang={lang} />
        <nav aria-label={words.mainNavLabel} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) =>
              item.kind === "link" ? (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className="rounded-md px-3 py-2 font-medium text-ink hover:bg-brand-50 hover:text-brand-700"
                  >
                    {item.label}
                  </Link>
                </li>
              ) : (
                <NavDropdown key={item.id} label={item.label}>
                  {/* The links' look is the list's (.nav-panel-links): one class here
                      rather than the same 90 characters on each of 27 links, twice (HTML and
                      RSC payload). The phone menu reads its sections from these lists. */}
                  <ul
                    id={navListId(item.id)}
                    className="nav-panel-links grid grid-cols-2 gap-x-4 gap-y-1"
                  >
                    {item.links.map((link) => (
                      <li key={link.href}>
                        <Link href={link.href}>{link.label}</Link>
                      </li>
                    ))}
                  </ul>
                  <Link
                    href={item.overview.href}
                    className="mt-3 inline-flex items-center gap-1 border-t border-brand-100 px-2 pt-3 text-sm font-semibold text-brand-700"
                  >
                    {item.overview.label}{" "}
                    <Icon name="arrow" className="size-4" />
                  </Link>
                </NavDropdown>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <LanguageSwitch lang={lang} />
          <MobileMenu
            phone={phone}
            email={email}
            {...(lang === "en" ? {} : { words: mobileMenuWords(lang) })}
          />
        </div>
      </div>
      <span data-header-end hidden />
    </header>
  );
}
