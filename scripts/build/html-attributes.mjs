// Reads a tag's attributes the way a browser does: in any order, with any quoting. The build
// steps find what Next.js and React wrote by attribute, never by an exact string of markup,
// which a React or Next.js update may reorder or requote.

/** The value of attribute `name` in the text between a tag's name and its `>`, or undefined. */
export function attribute(attrs, name) {
  const match = new RegExp(
    `\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`,
    "i",
  ).exec(` ${attrs}`);
  if (match) return match[2] ?? match[3] ?? match[4] ?? "";
  // A bare attribute (`<style data-pruned>`) is present with an empty value.
  return new RegExp(`\\s${name}(?=[\\s/>]|$)`, "i").test(` ${attrs}`)
    ? ""
    : undefined;
}
