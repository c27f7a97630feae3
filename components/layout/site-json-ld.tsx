"use client";

import { siteJsonLd, spanishSiteJsonLd } from "#site-json-ld";

// The business's JSON-LD (lib/seo/json-ld.ts, plumberJsonLd), in every document once. A client
// component for the reason components/layout/site-styles.tsx is one: a server component's
// output is also serialized into the RSC payload, which carried these 1.5 KB a second time
// though the browser never reads them. Here the payload holds a reference; on the server
// `#site-json-ld` is the JSON, in the browser an empty string. React does not compare
// dangerouslySetInnerHTML when it hydrates (nor patch it: suppressHydrationWarning only quiets
// the development build's notice), and the layout never renders it again, so the script the
// server wrote stays as it is for crawlers.
// Spanish pages say so (lang="es"), and get the Spanish site's node beside the business.
export function SiteJsonLd({ lang = "en" }: { lang?: "en" | "es" }) {
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{
        __html: lang === "en" ? siteJsonLd : spanishSiteJsonLd,
      }}
    />
  );
}
