import type { Metadata } from "next";
import { NotFoundBody } from "@/components/not-found/not-found-body";
import { SiteShell } from "@/components/layout/site-shell";
import { business } from "@/content/business";
import { rootMetadata, rootViewport } from "@/lib/seo/root-metadata";

// The 404 for an address no route matches. With two root layouts (app/(en), app/(es)) there is
// no layout above both to wrap app/not-found.tsx, so Next.js renders this document instead
// (experimental.globalNotFound in next.config.mjs); it is the English site's "Page not found",
// the same as app/(en)/not-found.tsx inside its layout. Unknown /es/ addresses get the Spanish
// one (proxy.ts).
export const metadata: Metadata = {
  ...rootMetadata("en"),
  title: `Page not found | ${business.name}`,
  description:
    "This page does not exist. Find our plumbing services, the cities we serve, or call us.",
  robots: { index: false, follow: true },
};
export const viewport = rootViewport;

export default function GlobalNotFound() {
  return (
    <SiteShell>
      <NotFoundBody />
    </SiteShell>
  );
}
