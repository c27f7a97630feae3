// `#request-form-server-island` in the browser (package.json "imports"): nothing, so the island
// and react-hook-form stay out of the page's first JavaScript (request-form-loader.tsx).
export const ServerIsland = null;
