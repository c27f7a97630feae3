import { SiteShell } from "@/components/layout/site-shell";
import { rootMetadata, rootViewport } from "@/lib/seo/root-metadata";

// The root layout of every English page (the route group keeps their addresses as they were).
export const metadata = rootMetadata("en");
export const viewport = rootViewport;

export default function RootLayout({
  children,
}: Readonly<{ children: React.ReactNode }>) {
  return <SiteShell>{children}</SiteShell>;
}
