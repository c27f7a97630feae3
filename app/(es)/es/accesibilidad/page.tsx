import { LegalDocument } from "@/components/legal/legal-document";
import { ACCESSIBILITY_STATEMENT_DATE } from "@/content/accessibility";
import { accessibilityStatement as page } from "@/content/es/accessibility";
import { buildMetadata } from "@/lib/seo/metadata";

// /es/accesibilidad: the accessibility statement in Spanish, from content/es/accessibility.ts,
// dated as the English one (docs/launch.md, "The accessibility statement").
export const metadata = buildMetadata({
  title: page.title,
  description: page.description,
  keywords: page.keywords,
  path: page.path,
});

export default function SpanishAccessibilityPage() {
  return (
    <LegalDocument
      page={page}
      lang="es"
      dated={{ label: "statementDate", date: ACCESSIBILITY_STATEMENT_DATE }}
    />
  );
}
