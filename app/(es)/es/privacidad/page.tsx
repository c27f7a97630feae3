import { LegalDocument } from "@/components/legal/legal-document";
import { privacyPolicy as page } from "@/content/es/legal";
import { buildMetadata } from "@/lib/seo/metadata";

// /es/privacidad: the Privacy Policy in Spanish, prerendered from content/es/legal.ts with the
// English page's renderer (docs/privacy-and-terms.md, "The Spanish pages").
export const metadata = buildMetadata({
  title: page.title,
  description: page.description,
  keywords: page.keywords,
  path: page.path,
});

export default function SpanishPrivacyPage() {
  return <LegalDocument page={page} lang="es" />;
}
