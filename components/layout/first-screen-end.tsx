// Where a page's first screen ends. At run time it is an empty <style>. In a page prerendered at
// build time, scripts/styles/prune-page-styles.mjs writes the page's whole pruned stylesheet
// here and leaves in <head> only the rules of what comes before this point, so the browser
// parses and matches about half the CSS before it can paint the first screen. Every element
// after this point is parsed after these rules, so nothing is ever shown unstyled.
//
// HTML allows <style> in <body> only inside SVG, where the parser decodes character references
// (the build escapes the CSS for it); an SVG's <style> applies to the whole document. The SVG
// is never drawn (display: none), and takes no part in a grid or flex layout. React leaves the
// text of a dangerouslySetInnerHTML element alone when it hydrates, and "" never changes.
export function FirstScreenEnd() {
  return (
    <svg style={HIDDEN} aria-hidden="true">
      <style data-first-screen-end="" dangerouslySetInnerHTML={EMPTY} />
    </svg>
  );
}

const HIDDEN = { display: "none" } as const;
const EMPTY = { __html: "" };
