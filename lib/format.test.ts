import {
  currentYear,
  formatLongDate,
  formatPhone,
  mailtoHref,
  telHref,
} from "@/lib/format";

describe("telHref", () => {
  it("keeps only digits", () => {
    expect(telHref("(480) 555-0142")).toBe("tel:4805550142");
    expect(telHref("+1 480.555.0142")).toBe("tel:14805550142");
  });
});

describe("mailtoHref", () => {
  it("prefixes mailto and trims", () => {
    expect(mailtoHref(" service@example.com ")).toBe(
      "mailto:service@example.com",
    );
  });
});

describe("formatPhone", () => {
  it("formats ten digits, with or without a leading 1", () => {
    expect(formatPhone("4805550142")).toBe("(480) 555-0142");
    expect(formatPhone("+1-480-555-0142")).toBe("(480) 555-0142");
  });
  it("leaves anything else alone", () => {
    expect(formatPhone("555-0142")).toBe("555-0142");
  });
});

describe("formatLongDate", () => {
  it("writes the long US form in Arizona time", () => {
    expect(formatLongDate("2026-10-02T18:00:00Z")).toBe("October 2, 2026");
    // 03:00 UTC on Oct 3 is still Oct 2 in Phoenix (UTC-7, no daylight saving).
    expect(formatLongDate("2026-10-03T03:00:00Z")).toBe("October 2, 2026");
  });
  it("returns an empty string for an invalid date", () => {
    expect(formatLongDate("not a date")).toBe("");
  });
});

describe("currentYear", () => {
  it("turns over at midnight in Phoenix, not UTC", () => {
    expect(currentYear(new Date("2027-01-01T05:00:00Z"))).toBe(2026);
    expect(currentYear(new Date("2027-01-01T07:30:00Z"))).toBe(2027);
  });
});
