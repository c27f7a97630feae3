import { privacyPolicy as page } from "@/content/legal";
import { buildMetadata } from "@/lib/seo/metadata";
import { LegalDocument } from "@/components/legal/legal-document";

// The Privacy Policy, prerendered from content/legal.ts (docs/privacy-and-terms.md).
export const metadata = buildMetadata({
  title: page.title,
  description: page.description,
  keywords: page.keywords,
  path: page.path,
});

export default function PrivacyPage() {
  return <LegalDocument page={page} />;
}
