import { LegalDocument } from "@/components/legal/legal-document";
import { termsOfUse as page } from "@/content/es/legal";
import { buildMetadata } from "@/lib/seo/metadata";

// /es/terminos: the Terms of Use in Spanish, with the SMS terms at #sms as in English, from
// content/es/legal.ts (docs/privacy-and-terms.md, "The Spanish pages").
export const metadata = buildMetadata({
  title: page.title,
  description: page.description,
  keywords: page.keywords,
  path: page.path,
});

export default function SpanishTermsPage() {
  return <LegalDocument page={page} lang="es" />;
}
