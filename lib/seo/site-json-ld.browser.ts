// What the browser gets for `#site-json-ld` (package.json "imports"): nothing to ship, since
// every document already carries the business's JSON-LD (components/layout/site-json-ld.tsx).
export const siteJsonLd = "";
export const spanishSiteJsonLd = "";
