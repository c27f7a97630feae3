// `#request-form-server-island` on the server (package.json "imports"): the island itself, so
// the request form's HTML is whole in every page. The browser's is server-island.browser.ts
// (null): there the island's code is loaded only when the visitor reaches for the form
// (request-form-loader.tsx).
export { RequestFormIsland as ServerIsland } from "./request-form-island";
