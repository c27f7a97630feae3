import "server-only";
import { defineMessages } from "@/lib/i18n/define-messages";

// The legal pages' own words (components/legal/): the dated line under the h1 and the contents
// list's heading. The documents themselves are content/legal.ts, content/accessibility.ts and
// their Spanish twins in content/es/.

export const legalMessages = defineMessages({
  en: {
    /** The Privacy Policy's and the Terms of Use's date (LEGAL_EFFECTIVE_DATE). */
    effectiveDate: "Effective date",
    /** The accessibility statement's (ACCESSIBILITY_STATEMENT_DATE). */
    statementDate: "Date of this statement",
    contents: "On this page",
  },
  es: {
    effectiveDate: "Fecha de vigencia",
    statementDate: "Fecha de esta declaración",
    contents: "En esta página",
  },
});

/** Which date a document shows under its h1. */
export type DatedLabel = "effectiveDate" | "statementDate";
