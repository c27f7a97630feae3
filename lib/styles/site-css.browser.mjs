// What the browser gets for `#site-css` (package.json "imports"): nothing to ship, since every
// document already carries the stylesheet in its <head> (components/layout/site-styles.tsx).
export const siteCss = "";
