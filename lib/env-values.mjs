// The one parse every environment value starts with, free of imports: content/phone.ts takes
// it into the error screen, client code on every page, and the schemas (lib/env-fields.mjs)
// build on it.

/**
 * Trimmed value, or undefined when unset or blank.
 * @param {unknown} value
 * @returns {string | undefined}
 */
export function text(value) {
  const trimmed = typeof value === "string" ? value.trim() : "";
  return trimmed ? trimmed : undefined;
}
