import Link from "next/link";
import { Logo } from "@/components/layout/logo";
import { business, formatAddress, rocLicenseText } from "@/content/business";
import { currentYear, formatPhone, telHref } from "@/lib/format";
import type { Lang } from "@/lib/i18n/locales";
import { layoutMessages } from "@/lib/i18n/messages/layout";
import { siteLinks } from "@/lib/i18n/navigation";
import { pathIn } from "@/lib/i18n/routes";

// The year in Arizona (UTC-7 all year, no daylight saving) on the visitor's clock, written into
// the footer while the HTML is parsed, before the line is painted: the pages are static, so the
// year rendered at build time would go stale on 1 January. One constant script, so every
// prerendered page's Content-Security-Policy pins its hash (scripts/csp/pin-inline-scripts.mjs)
// and the blog's site-wide policy allows it; without JavaScript the build's year stays.
const yearScript = `document.getElementById("footer-year").textContent=new Date(Date.now()-252e5).getUTCFullYear()`;

export function Footer({ lang = "en" }: { lang?: Lang }) {
  const words = layoutMessages[lang];
  const { quickLinks, serviceLinks } = siteLinks(lang);
  return (
    <footer data-track-area="footer" className="bg-brand-900 text-brand-100">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.3fr_0.7fr_1.4fr_1fr]">
        <div>
          <Logo tone="light" lang={lang} />
          <p className="mt-4 text-sm leading-relaxed">{words.blurb}</p>
        </div>
        <nav aria-label={words.footer.quickLinks}>
          <h2 className="font-semibold text-white">
            {words.footer.quickLinks}
          </h2>
          <ul className="mt-3 space-y-1 text-sm">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-block py-1 hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={words.footer.services}>
          <h2 className="font-semibold text-white">{words.footer.services}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 text-sm">
            {serviceLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-block py-1 hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm">
          {/* The street address is a private mailbox (PMB): a place to write to, not to visit. */}
          <h2 className="font-semibold text-white">
            {words.footer.callOrWrite}
          </h2>
          <address className="mt-3 not-italic">{formatAddress()}</address>
          <a
            href={telHref(business.phone)}
            className="mt-3 inline-block font-semibold text-white hover:underline"
          >
            {formatPhone(business.phone)}
          </a>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-4 text-sm">
          <p>
            ©{" "}
            {/* Tabular digits: a new year takes the old one's width, so the swap moves nothing.
              React keeps the script's text when it hydrates (suppressHydrationWarning). */}
            <span
              id="footer-year"
              data-testid="footer-year"
              className="tabular-nums"
              suppressHydrationWarning
            >
              {currentYear()}
            </span>
            <script dangerouslySetInnerHTML={{ __html: yearScript }} />{" "}
            {business.name}
            {words.footer.licensed}
            {business.licenseeName
              ? words.footer.licensee(business.licenseeName)
              : null}
            {rocLicenseText() ? (
              <>
                ,{" "}
                <span data-testid="footer-roc-license">{rocLicenseText()}</span>
              </>
            ) : null}
            .
          </p>
          <nav aria-label={words.footer.legalNavLabel}>
            <ul className="flex gap-4">
              <li>
                <Link
                  href={pathIn(lang, "/privacy")}
                  className="inline-block py-1 hover:text-white hover:underline"
                >
                  {words.footer.privacy}
                </Link>
              </li>
              <li>
                <Link
                  href={pathIn(lang, "/terms")}
                  className="inline-block py-1 hover:text-white hover:underline"
                >
                  {words.footer.terms}
                </Link>
              </li>
              <li>
                <Link
                  href={pathIn(lang, "/accessibility")}
                  className="inline-block py-1 hover:text-white hover:underline"
                >
                  {words.footer.accessibility}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
