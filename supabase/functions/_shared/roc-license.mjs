// @ts-self-types="./roc-license.d.mts"
// The company's Arizona contractor license number(s), as A.R.S. § 32-1124(B) wants them shown:
// preceded by "ROC". Plain JavaScript without imports so that every reader takes the same
// parser: the site's build guard (build-env.mjs, before TypeScript is compiled), the site's
// pages (NEXT_PUBLIC_ROC_LICENSE) and the Edge Function's e-mails (OFFICE_ROC_LICENSE, on Deno).

/**
 * "123456", "ROC 123456, roc-654321" → ["ROC 123456", "ROC 654321"]. Entries are split on commas
 * and semicolons; an entry holding no digit, or anything but the prefix, separators and digits,
 * is not a license number and is left out (the build guard reports it).
 */
export function parseRocLicenses(value) {
  return (value ?? "")
    .split(/[,;]/)
    .map((entry) => /^\s*(?:roc)?[\s#:-]*(\d{4,9})\s*$/i.exec(entry)?.[1])
    .filter((digits) => digits !== undefined)
    .map((digits) => `ROC ${digits}`);
}

/** The entries of the value that are not a license number, as typed (for the build's message). */
export function invalidRocEntries(value) {
  return (value ?? "")
    .split(/[,;]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry && parseRocLicenses(entry).length === 0);
}
