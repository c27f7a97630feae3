import { LegalDocument } from "@/components/legal/legal-document";
import {
  ACCESSIBILITY_STATEMENT_DATE,
  accessibilityStatement as page,
} from "@/content/accessibility";
import { buildMetadata } from "@/lib/seo/metadata";

// The accessibility statement, prerendered from content/accessibility.ts with the legal pages'
// renderer; the owner's checklist for it is docs/launch.md.
export const metadata = buildMetadata({
  title: page.title,
  description: page.description,
  keywords: page.keywords,
  path: page.path,
});

export default function AccessibilityPage() {
  return (
    <LegalDocument
      page={page}
      dated={{
        label: "statementDate",
        date: ACCESSIBILITY_STATEMENT_DATE,
      }}
    />
  );
}
