import { jsonLdText } from "@/components/json-ld";
import { plumberJsonLd, webSiteJsonLd } from "@/lib/seo/json-ld";

// `#site-json-ld` on the server (package.json "imports"): the business's JSON-LD, the same on
// every page, written by components/layout/site-json-ld.tsx.
export const siteJsonLd = jsonLdText(plumberJsonLd());

/** A Spanish page's: the same business, and the Spanish site with its inLanguage. */
export const spanishSiteJsonLd = jsonLdText([
  plumberJsonLd(),
  webSiteJsonLd("es"),
]);
