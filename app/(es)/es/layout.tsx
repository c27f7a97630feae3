import { notFound } from "next/navigation";
import { hasSpanishPages } from "@/lib/i18n/spanish";

// Every Spanish page passes here (the notFound() lives here, not in lib/i18n/spanish.ts, which
// the Playwright specs import through lib/seo/metadata.ts and which must not need next/navigation). In a build without Spanish pages (content/owner-facts.mjs,
// officeSpeaksSpanish false in production; lib/i18n/spanish.ts) each is a 404: the notFound()
// of this layout is caught by the not-found boundary above it (app/(es)/not-found.tsx), inside
// the root layout, so the page is written as a 404 document (noindex) and the sitemap skips it.
export default function SpanishPagesLayout({
  children,
}: Readonly<{ children: React.ReactNode }>) {
  if (!hasSpanishPages) notFound();
  return children;
}
