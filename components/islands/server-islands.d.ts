import type { RequestFormIsland as Form } from "@/components/request-form/request-form-island";
import type { AccordionList as Accordion } from "@/components/ui/accordion";

// `#server-islands`: the islands on the server (server-islands.tsx), nulls in the browser
// (server-islands.browser.ts).
export declare const AccordionList: typeof Accordion | null;
export declare const RequestFormIsland: typeof Form | null;
