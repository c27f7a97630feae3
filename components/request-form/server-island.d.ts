import type { RequestFormIsland } from "./request-form-island";

// `#request-form-server-island`: the island on the server (server-island.tsx), null in the
// browser (server-island.browser.ts).
export declare const ServerIsland: typeof RequestFormIsland | null;
