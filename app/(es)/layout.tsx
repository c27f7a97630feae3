import { SiteShell } from "@/components/layout/site-shell";
import { SpanishOpenStatus } from "@/components/layout/spanish-open-status";
import { rootMetadata, rootViewport } from "@/lib/seo/root-metadata";

// The root layout of every Spanish page (app/(es)/es/…): the same frame in Spanish, under
// <html lang="es">. Whether there are Spanish pages at all is es/layout.tsx's to say.
export const metadata = rootMetadata("es");
export const viewport = rootViewport;

export default function SpanishRootLayout({
  children,
}: Readonly<{ children: React.ReactNode }>) {
  return (
    <SiteShell lang="es" StatusLine={SpanishOpenStatus}>
      {children}
    </SiteShell>
  );
}
