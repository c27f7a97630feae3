// `#server-islands` on the server (package.json "imports"): the islands themselves, so each
// page's HTML is whole. The browser's is server-islands.browser.ts (nulls): there an island's
// code loads only when the visitor reaches for it (island.tsx).
export { AccordionList } from "@/components/ui/accordion";
export { RequestFormIsland } from "@/components/request-form/request-form-island";
