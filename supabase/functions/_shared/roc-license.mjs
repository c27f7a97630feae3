// @ts-self-types="./roc-license.d.mts"
// The company's Arizona contractor license numbers as A.R.S. § 32-1124(B) wants them on its
// advertising and on whatever it sends customers: each number preceded by "ROC". Plain
// JavaScript without imports so that every reader takes this one parser: the site's build guard
// (build-env.mjs, before TypeScript is compiled), the site's pages (NEXT_PUBLIC_ROC_LICENSE) and
// the Edge Function's e-mails (OFFICE_ROC_LICENSE, on Deno).

/** One entry: an optional "ROC" (any case), optional separators, then the number's digits. */
const ROC_ENTRY = /^(?:roc)?[\s#:.-]*(\d+)$/i;

/** @param {string | undefined | null} value */
function entries(value) {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * "123456, roc654321, ROC #111111" → ["ROC 123456", "ROC 654321", "ROC 111111"]. Empty entries
 * are skipped; an entry that is not a number (with or without "ROC") is left out rather than
 * printed wrong, and ignoredRocEntries names it. Repeats are shown once.
 */
export function parseRocLicenses(value) {
  const licenses = [];
  for (const entry of entries(value)) {
    const digits = ROC_ENTRY.exec(entry)?.[1];
    const license = digits ? `ROC ${digits}` : null;
    if (license && !licenses.includes(license)) licenses.push(license);
  }
  return licenses;
}

/** The entries parseRocLicenses leaves out, for a warning or the build guard to name. */
export function ignoredRocEntries(value) {
  return entries(value).filter((entry) => !ROC_ENTRY.test(entry));
}

/**
 * "Copper State Plumbing · Arizona ROC 123456, ROC 654321": the line a document carries near its
 * signature. null without a license, so the caller leaves the line out.
 */
export function rocLicenseLine(companyName, licenses) {
  if (licenses.length === 0) return null;
  const arizona = `Arizona ${licenses.join(", ")}`;
  const name = companyName?.trim();
  return name ? `${name} · ${arizona}` : arizona;
}
