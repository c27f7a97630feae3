import type { Metadata } from "next";
import { NotFoundBody } from "@/components/not-found/not-found-body";
import { SiteShell } from "@/components/layout/site-shell";
import { business } from "@/content/business";
import { layoutMessages } from "@/lib/i18n/messages/layout";
import { rootMetadata, rootViewport } from "@/lib/seo/root-metadata";

// The 404 for an address no route matches. With two root layouts (app/(en), app/(es)) there is
// no layout above both to wrap app/not-found.tsx, so Next.js renders this document instead
// (experimental.globalNotFound in next.config.mjs); it is the English site's "Page not found",
// the same as app/(en)/not-found.tsx inside its layout. Unknown /es/ addresses get the Spanish
// one (app/(es)/es/pagina-no-encontrada, through proxy.ts).
const words = layoutMessages.en.notFound;

// The layout's title template does not apply to the layout itself: the name is added here.
export const metadata: Metadata = {
  ...rootMetadata("en"),
  title: `${words.title} | ${business.name}`,
  description: words.description,
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
