// A calendar file (RFC 5545) holding the customer's preferred arrival window, attached to the
// confirmation e-mail so they can keep it. Written by hand: one event needs no dependency.
// Times are UTC ("…Z"), which every calendar shows in its own zone without a VTIMEZONE block.

export interface CalendarEvent {
  /** Globally unique and stable for the request, so a second copy updates the first. */
  uid: string;
  start: Date;
  end: Date;
  /** When the file was written (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  /** Left out of the customer's copy, which carries nothing the visitor typed. */
  location?: string;
  /** The window is a preference the office confirms by phone: TENTATIVE until then. */
  status?: "TENTATIVE" | "CONFIRMED";
  /**
   * The language of SUMMARY and DESCRIPTION ("es"), as RFC 5545's LANGUAGE parameter
   * (§3.2.10); unset, neither carries one, as before issue 57.
   */
  language?: string | null;
}

/** 20261201T140000Z */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n?|\n/g, "\\n")
      // Other control characters are not allowed in TEXT at all.
      // deno-lint-ignore no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
  );
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (§3.1): CRLF and one space before each continuation, never
 * inside a multi-byte character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  // A continuation's leading space counts toward its 75.
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function renderIcs(event: CalendarEvent): string {
  const text = event.language ? `;LANGUAGE=${event.language}` : "";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//East Valley Plumbing site//send-contact-form//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY${text}:${escapeIcsText(event.summary)}`,
    `DESCRIPTION${text}:${escapeIcsText(event.description)}`,
    ...(event.location === undefined
      ? []
      : [`LOCATION:${escapeIcsText(event.location)}`]),
    `STATUS:${event.status ?? "TENTATIVE"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
