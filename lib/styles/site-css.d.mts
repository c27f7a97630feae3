// `#site-css`: on the server the stylesheet scripts/styles/build-site-css.mjs compiled, in the
// browser an empty string (package.json "imports").
/** The minified CSS of app/globals.css, Tailwind utilities included. */
export declare const siteCss: string;
