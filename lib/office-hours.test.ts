import { business } from "@/content/business";
import {
  describeStatus,
  describeWeek,
  formatClock,
  officeStatus,
  type OfficeHours,
  wallClock,
  zoneWallClock,
} from "@/lib/office-hours";

// Arizona keeps UTC−7 all year, so "-07:00" below is the office's own wall clock in winter and
// in summer alike. The instants are absolute: the visitor's clock zone cannot change them.
const hours: OfficeHours = business.hours;
const at = (iso: string) => describeStatus(officeStatus(new Date(iso), hours));

describe("officeStatus at the edges of the day", () => {
  it("opens at 7 am on a weekday, not a minute before", () => {
    // Monday 23 November 2026.
    expect(at("2026-11-23T06:59:00-07:00")).toBe("Closed · opens 7 am today");
    expect(at("2026-11-23T07:00:00-07:00")).toBe("Open now · until 5 pm");
    expect(at("2026-11-23T07:01:00-07:00")).toBe("Open now · until 5 pm");
  });

  it("closes at 5 pm: open a minute before, closed at and after", () => {
    expect(at("2026-11-24T16:59:00-07:00")).toBe("Open now · until 5 pm");
    expect(at("2026-11-24T17:00:00-07:00")).toBe(
      "Closed · opens 7 am tomorrow",
    );
    expect(at("2026-11-24T23:59:00-07:00")).toBe(
      "Closed · opens 7 am tomorrow",
    );
  });

  it("keeps Saturday's shorter hours and sends Sunday to Monday", () => {
    // Friday evening → Saturday 8 am; Saturday 2 pm → Monday 7 am.
    expect(at("2026-11-20T18:30:00-07:00")).toBe(
      "Closed · opens 8 am tomorrow",
    );
    expect(at("2026-11-21T07:59:00-07:00")).toBe("Closed · opens 8 am today");
    expect(at("2026-11-21T08:00:00-07:00")).toBe("Open now · until 2 pm");
    expect(at("2026-11-21T14:00:00-07:00")).toBe("Closed · opens 7 am Monday");
    expect(at("2026-11-22T12:00:00-07:00")).toBe(
      "Closed · opens 7 am tomorrow",
    );
  });

  it("is closed on New Year's Day and on Thanksgiving, whatever the weekday", () => {
    // Friday 1 January 2027: closed all day; the next opening is Saturday.
    expect(at("2027-01-01T10:00:00-07:00")).toBe(
      "Closed · opens 8 am tomorrow",
    );
    expect(at("2026-12-31T16:59:00-07:00")).toBe("Open now · until 5 pm");
    // Thursday 26 November 2026 (fourth Thursday); Thursday 19 November is an ordinary day.
    expect(at("2026-11-26T09:00:00-07:00")).toBe(
      "Closed · opens 7 am tomorrow",
    );
    expect(at("2026-11-19T09:00:00-07:00")).toBe("Open now · until 5 pm");
    // Wednesday night before Thanksgiving: Friday is the next opening.
    expect(at("2026-11-25T20:00:00-07:00")).toBe("Closed · opens 7 am Friday");
  });

  it("reads Phoenix time in summer too: Arizona has no daylight saving", () => {
    // 14:30 UTC on Monday 6 July 2026 is 7:30 am in Phoenix (it would be 8:30 in Denver).
    expect(at("2026-07-06T13:59:00Z")).toBe("Closed · opens 7 am today");
    expect(at("2026-07-06T14:00:00Z")).toBe("Open now · until 5 pm");
  });
});

describe("a visitor whose own clock is in another zone", () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it.each(["Pacific/Auckland", "America/New_York", "Asia/Kolkata"])(
    "in %s gets the office's answer, not one from their own clock",
    (zone) => {
      process.env.TZ = zone;
      // 9:30 am in New York on a Monday is 7:30 am in Phoenix: open. For a visitor in
      // Auckland the same instant is already Tuesday 3:30 am.
      expect(at("2026-11-23T09:30:00-05:00")).toBe("Open now · until 5 pm");
      // 11 pm Sunday in Auckland is 3 am Sunday in Phoenix.
      expect(at("2026-11-22T23:00:00+13:00")).toBe(
        "Closed · opens 7 am tomorrow",
      );
    },
  );
});

describe("wording", () => {
  it("writes times the way people say them", () => {
    expect(formatClock(7 * 60)).toBe("7 am");
    expect(formatClock(12 * 60)).toBe("12 pm");
    expect(formatClock(17 * 60 + 30)).toBe("5:30 pm");
    expect(formatClock(0)).toBe("12 am");
  });

  it("sums up the week for the text that must be true at any hour", () => {
    expect(describeWeek(hours)).toBe("Mon–Fri 7 am–5 pm · Sat 8 am–2 pm");
  });
});

describe("the wall clock without Intl", () => {
  it("reads Phoenix and UTC by arithmetic exactly as Intl does, every 37 minutes for two years", () => {
    // Across the rest of the country's clock changes, month and year ends and a leap day.
    const start = Date.UTC(2026, 0, 1, 0, 7);
    const end = Date.UTC(2028, 2, 2);
    const mismatches: string[] = [];
    let checked = 0;
    for (let t = start; t < end; t += 37 * 60_000) {
      for (const zone of ["America/Phoenix", "UTC"]) {
        const now = new Date(t);
        const fast = JSON.stringify(wallClock(now, zone));
        const intl = JSON.stringify(zoneWallClock(now, zone));
        if (fast !== intl)
          mismatches.push(`${zone} ${now.toISOString()}: ${fast} ≠ ${intl}`);
        checked += 1;
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(50_000);
  });

  it("still follows a zone with daylight saving through Intl", () => {
    // 9:30 am in Denver: MST (−7) in January, MDT (−6) in July.
    expect(
      wallClock(new Date("2026-01-15T16:30:00Z"), "America/Denver").minute,
    ).toBe(9 * 60 + 30);
    expect(
      wallClock(new Date("2026-07-15T15:30:00Z"), "America/Denver").minute,
    ).toBe(9 * 60 + 30);
  });
});
