// The versions of the text-message boxes' wording (consent-wording.ts holds their words), apart
// from the words: the schema checks a posted version against this list, and the schema ships to
// the form's visitors, who need no version's words in its code.

export const CONSENT_WORDING_VERSIONS = [
  "2026-12-11",
  "2026-12-16",
  "2026-12-20",
] as const;

export type ConsentWordingVersion = (typeof CONSENT_WORDING_VERSIONS)[number];

export function isConsentWordingVersion(
  value: string,
): value is ConsentWordingVersion {
  return (CONSENT_WORDING_VERSIONS as readonly string[]).includes(value);
}
