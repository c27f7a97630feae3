import { SiteShell } from "@/components/layout/site-shell";
import { requireSpanishPages } from "@/lib/i18n/spanish";
import { rootMetadata, rootViewport } from "@/lib/seo/root-metadata";

// The root layout of every Spanish page (app/(es)/es/…): the same frame in Spanish, under
// <html lang="es">. A build without Spanish pages (content/owner-facts.mjs,
// officeSpeaksSpanish) answers each with a 404 (lib/i18n/spanish.ts).
export const metadata = rootMetadata("es");
export const viewport = rootViewport;

export default function SpanishRootLayout({
  children,
}: Readonly<{ children: React.ReactNode }>) {
  requireSpanishPages();
  return <SiteShell lang="es">{children}</SiteShell>;
}
