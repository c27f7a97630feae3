// `#site-css`: on the server the stylesheet scripts/styles/build-site-css.mjs compiled, in the
// browser empty strings (package.json "imports").
/** The minified CSS of app/globals.css, Tailwind utilities included. */
export declare const siteCss: string;
/** The published Inter file, /fonts/inter-latin-wght-<hash>.woff2. */
export declare const fontHref: string;
