import assert from "node:assert/strict";
import { escapeIcsText, foldLine, icsUtc, renderIcs } from "./ics.ts";

const octets = (line: string) => new TextEncoder().encode(line).length;

/** Reads a calendar file the way a client would: CRLF lines, unfolded, property → value. */
function parseIcs(file: string) {
  assert.ok(file.endsWith("\r\n"), "the last line ends with CRLF");
  const physical = file.slice(0, -2).split("\r\n");
  for (const line of physical) {
    assert.ok(
      !line.includes("\n") && !line.includes("\r"),
      `bare break in ${line}`,
    );
    assert.ok(octets(line) <= 75, `${octets(line)} octets: ${line}`);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ")) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  const stack: string[] = [];
  const props = new Map<string, string>();
  for (const line of logical) {
    const colon = line.indexOf(":");
    assert.ok(colon > 0, `no property name: ${line}`);
    const [name, value] = [line.slice(0, colon), line.slice(colon + 1)];
    if (name === "BEGIN") stack.push(value);
    else if (name === "END") assert.equal(stack.pop(), value);
    else props.set(`${stack.join("/")}/${name}`, value);
  }
  assert.deepEqual(stack, [], "every BEGIN has its END");
  return props;
}

const unescape = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) =>
    c === "n" || c === "N" ? "\n" : c,
  );

const event = {
  uid: "EVP-9WNRN-0b9c3f1e-7a42-4d85-b6e0-3c1d9a7e52f4@send-contact-form",
  start: new Date("2026-12-01T14:00:00Z"),
  end: new Date("2026-12-01T18:00:00Z"),
  stamp: new Date("2026-11-30T20:05:09.123Z"),
  summary: "Copper State Family Plumbing: plumber arrival window, EVP-9WNRN",
  description:
    "Your preferred arrival window, Tuesday, Dec 1, 7–11 am Arizona time; we'll call or text to confirm it.\nReference EVP-9WNRN.",
  location: "1452 East Brown Road, Mesa, AZ",
};

Deno.test(
  "the file parses: required properties, UTC times, balanced blocks",
  () => {
    const props = parseIcs(renderIcs(event));
    assert.equal(props.get("VCALENDAR/VERSION"), "2.0");
    assert.ok(props.get("VCALENDAR/PRODID"));
    assert.equal(props.get("VCALENDAR/METHOD"), "PUBLISH");
    assert.equal(props.get("VCALENDAR/VEVENT/UID"), event.uid);
    assert.equal(props.get("VCALENDAR/VEVENT/DTSTAMP"), "20261130T200509Z");
    assert.equal(props.get("VCALENDAR/VEVENT/DTSTART"), "20261201T140000Z");
    assert.equal(props.get("VCALENDAR/VEVENT/DTEND"), "20261201T180000Z");
    assert.equal(props.get("VCALENDAR/VEVENT/STATUS"), "TENTATIVE");
    assert.equal(
      unescape(props.get("VCALENDAR/VEVENT/DESCRIPTION") ?? ""),
      event.description,
    );
    assert.equal(
      unescape(props.get("VCALENDAR/VEVENT/LOCATION") ?? ""),
      event.location,
    );
  },
);

Deno.test("text values are escaped and come back as written", () => {
  const hostile =
    "Back\\slash; semi, comma\r\nCRLF and\nLF\rCR END:VEVENT\nBEGIN:VALARM";
  assert.equal(escapeIcsText("a\\b;c,d\ne"), "a\\\\b\\;c\\,d\\ne");
  const props = parseIcs(
    renderIcs({ ...event, location: hostile, summary: hostile }),
  );
  // The injected END/BEGIN stayed inside the value: parseIcs saw balanced blocks.
  assert.equal(
    unescape(props.get("VCALENDAR/VEVENT/LOCATION") ?? ""),
    hostile.replace(/\r\n?/g, "\n"),
  );
  assert.ok(!props.has("VCALENDAR/VEVENT/VALARM/END"));
});

Deno.test("long lines fold at 75 octets without splitting a character", () => {
  const long = "Ünïcödé 🚰 water heater ".repeat(20);
  const file = renderIcs({ ...event, description: long });
  const props = parseIcs(file);
  assert.equal(props.get("VCALENDAR/VEVENT/DESCRIPTION"), escapeIcsText(long));
  assert.ok(file.includes("\r\n "), "the description was folded");
  // Every folded piece is valid UTF-8 on its own: no character was cut in half.
  for (const piece of foldLine(`DESCRIPTION:${long}`).split("\r\n")) {
    assert.ok(piece.isWellFormed(), "no half of a surrogate pair");
    assert.ok(octets(piece) <= 75);
  }
  assert.equal(foldLine("x".repeat(75)), "x".repeat(75));
  assert.equal(foldLine("x".repeat(76)), `${"x".repeat(75)}\r\n x`);
});

Deno.test("times are written in UTC with no fraction", () => {
  assert.equal(
    icsUtc(new Date("2026-07-06T14:00:00.999Z")),
    "20260706T140000Z",
  );
});
