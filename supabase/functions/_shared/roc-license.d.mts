// Types for roc-license.mjs (also loaded as plain JavaScript by build-env.mjs).
export function parseRocLicenses(value: string | undefined | null): string[];
export function ignoredRocEntries(value: string | undefined | null): string[];
export function rocLicenseLine(
  companyName: string | undefined,
  licenses: readonly string[],
): string | null;
