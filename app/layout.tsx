import type { Metadata, Viewport } from "next";
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

export const metadata: Metadata = {
  metadataBase: new URL(business.siteUrl),
  title: {
    default: `${business.name} | Plumber in Mesa & the East Valley, AZ`,
    template: `%s | ${business.name}`,
  },
  description: business.blurb.slice(0, 160),
  applicationName: business.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: "#124773",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({
  children,
}: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en-US">
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-brand-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
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
