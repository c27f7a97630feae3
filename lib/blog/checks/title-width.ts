import {
  ADVANCE_WIDTHS,
  UNITS_PER_EM,
} from "@/lib/blog/title-widths.generated";

// How wide a result title is drawn: Google draws result titles in 20 px Arial and cuts them at
// about 600 px (the figures; RocketMill measured the 600 px column on desktop in 2016,
// rocketmill.co.uk "Title tags now 20% longer on desktop Google search results"). Widths come
// from Liberation Sans, metric-compatible with Arial (lib/blog/title-widths.generated.ts).

export const TITLE_FONT_PX = 20;
export const TITLE_MAX_PX = 600;

/** A character the table lacks counts as its widest (an em: "—", "…"), so a title is never under-measured. */
const UNKNOWN_ADVANCE = Math.max(...Object.values(ADVANCE_WIDTHS));

/**
 * Rendered width in px of `text` at `px`, without kerning: Chromium's canvas, drawing Liberation
 * Sans at 20 px, measured a 79-character title at 730.4 px (this: 730) and "Water heaters" at
 * 124.9 px (this: 126).
 */
export function textWidth(text: string, px = TITLE_FONT_PX): number {
  let units = 0;
  for (const char of text) units += ADVANCE_WIDTHS[char] ?? UNKNOWN_ADVANCE;
  return (units * px) / UNITS_PER_EM;
}

/**
 * The title as a results page shows it: whole when it fits in `maxPx`, else cut after the last
 * whole word that leaves room for " …".
 */
export function cutTitle(title: string, maxPx = TITLE_MAX_PX): string {
  if (textWidth(title) <= maxPx) return title;
  const room = maxPx - textWidth(" …");
  const words = title.split(" ");
  let shown = "";
  for (const word of words) {
    const next = shown ? `${shown} ${word}` : word;
    if (textWidth(next) > room) break;
    shown = next;
  }
  // A separator left at the end (" |", " -", ":") is dropped, as it would dangle before the ellipsis.
  return `${shown.replace(/[\s|:,\-–—]+$/, "")} …`;
}
