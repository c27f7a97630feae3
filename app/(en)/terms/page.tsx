import { LegalDocument } from "@/components/legal/legal-document";
import { termsOfUse as page } from "@/content/legal";
import { buildMetadata } from "@/lib/seo/metadata";

// The Terms of Use with the SMS terms (#sms), prerendered from content/legal.ts; the renderer
// is the privacy page's (docs/privacy-and-terms.md).
export const metadata = buildMetadata({
  title: page.title,
  description: page.description,
  keywords: page.keywords,
  path: page.path,
});

export default function TermsPage() {
  return <LegalDocument page={page} />;
}
