// What a visitor is told about an arrival window the server or the function refuses, in
// English (the Spanish is in contact-schema-es.ts). Apart from arrival-window-value.ts, which
// the form island imports, so the island's code carries no words.

export const arrivalWindowMessages = {
  malformed: "Choose an arrival window from the list, or First available.",
  notOffered:
    "That arrival window is no longer offered. Choose another window or First available.",
  started:
    "That arrival window has already started. Choose a later window or First available.",
} as const;
