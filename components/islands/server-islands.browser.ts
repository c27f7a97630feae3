// `#server-islands` in the browser (package.json "imports"): nothing, so the islands' code stays
// out of the page's first JavaScript (island.tsx).
export const AccordionList = null;
export const RequestFormIsland = null;
