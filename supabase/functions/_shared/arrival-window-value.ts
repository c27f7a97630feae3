// How a preferred arrival window travels in a form post and in the function's JSON body. No
// imports: the contact schema (shipped to the form island) checks the shape with this alone,
// and arrival-windows.ts decides, at a given instant, whether the window is still offered. No
// words either (arrival-window-messages.ts), so the island's code carries none.

/** The default choice: no window, the office calls to book the first free slot. */
export const FIRST_AVAILABLE = "first-available";

/** "2026-12-01:am": the office's calendar date and the half of the day. */
export const ARRIVAL_WINDOW_VALUE = /^(\d{4})-(\d{2})-(\d{2}):(am|pm)$/;
