import { ConversionTracker } from "@/components/analytics/conversion-tracker";
import { VercelInsights } from "@/components/analytics/vercel-insights";
import { CallBar } from "@/components/layout/call-bar";
import { ContactSection } from "@/components/layout/contact-section";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { SiteJsonLd } from "@/components/layout/site-json-ld";
import { SiteStyles } from "@/components/layout/site-styles";
import { LazyToaster } from "@/components/ui/toaster";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { business } from "@/content/business";
import { env } from "@/lib/env";
import { formatPhone, telHref } from "@/lib/format";
import { htmlLang, type Lang } from "@/lib/i18n/locales";
import { layoutMessages } from "@/lib/i18n/messages/layout";

// The document of every page in either language: the two root layouts (app/(en), app/(es)) and
// the 404 for addresses no route matches (app/global-not-found.tsx) render it, so the frame is
// written once.
export function SiteShell({
  lang = "en",
  children,
}: Readonly<{ lang?: Lang; children: React.ReactNode }>) {
  return (
    <html lang={htmlLang[lang]}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-brand-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {layoutMessages[lang].skipLink}
        </a>
        <SiteStyles />
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <ContactSection />
        <Footer />
        <CallBar
          phone={{
            label: formatPhone(business.phone),
            href: telHref(business.phone),
          }}
        />
        <LazyToaster />
        <ScrollToTop />
        {/* Off Vercel (next start, the benchmark) the insights scripts would 404 and log errors.
            Speed Insights reports each visitor's Core Web Vitals (LCP, INP, CLS…) per route.
            Both load after the page has (components/analytics/vercel-insights.tsx). */}
        {env.VERCEL ? <VercelInsights /> : null}
        {env.VERCEL ? <ConversionTracker /> : null}
        <SiteJsonLd />
      </body>
    </html>
  );
}
