// `#site-css`: on the server the stylesheet scripts/styles/build-site-css.mjs compiled, in the
// browser an empty string (package.json "imports"); both sides know the file that holds it.
/** The minified CSS of app/globals.css, Tailwind utilities included. */
export declare const siteCss: string;
/** Where the whole stylesheet is served, `/styles/site.<hash>.css` (under public/). */
export declare const siteCssHref: string;
