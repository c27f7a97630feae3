import { requireSpanishPages } from "@/lib/i18n/spanish";

// Every Spanish page passes here. In a build without Spanish pages (content/owner-facts.mjs,
// officeSpeaksSpanish false in production; lib/i18n/spanish.ts) each is a 404: the notFound()
// of this layout is caught by the not-found boundary above it (app/(es)/not-found.tsx), inside
// the root layout, so the page is written as a 404 document (noindex) and the sitemap skips it.
export default function SpanishPagesLayout({
  children,
}: Readonly<{ children: React.ReactNode }>) {
  requireSpanishPages();
  return children;
}
