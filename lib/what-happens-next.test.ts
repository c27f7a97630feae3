import { business } from "@/content/business";
import { nextCall } from "@/lib/what-happens-next";
import {
  formatDuration,
  whatHappensNext,
} from "@/supabase/functions/_shared/next-call";

// Instants carry Arizona's offset (UTC−7 all year). The office promises a call within
// business.responseTimeMinutes (an hour) while open: weekdays 7 am–5 pm, Saturday 8 am–2 pm.
const at = (iso: string) => nextCall(new Date(iso));
// Call at once only where the phone is answered after hours (office-schedule.ts; false until
// the owner says so).
const emergency = `Water that won't stop? Shut off the main valve, then call ${business.phone} for emergency service${business.emergencyLineAfterHours ? "" : " while the office is open"}.`;

describe("nextCall during open hours", () => {
  it("promises the response time and names the clock time in Arizona", () => {
    expect(business.responseTimeMinutes).toBe(60);
    const call = at("2026-12-01T10:00:00-07:00");
    expect(call).toEqual({
      kind: "open",
      text: "Our office is open: we'll call you within an hour, by 11 am Arizona time.",
      by: new Date("2026-12-01T11:00:00-07:00"),
      emergency: null,
    });
    expect(at("2026-12-01T16:00:00-07:00").text).toBe(
      "Our office is open: we'll call you within an hour, by 5 pm Arizona time.",
    );
  });

  it("a minute before closing, says when it closes and when it calls otherwise", () => {
    const call = at("2026-12-01T16:59:00-07:00");
    expect(call.kind).toBe("closing");
    expect(call.text).toBe(
      "Our office closes at 5 pm Arizona time. If we can't call you before then, we'll call when we open at 7 am Wednesday.",
    );
    expect(call.by).toEqual(new Date("2026-12-02T07:00:00-07:00"));
    expect(call.emergency).toBe(emergency);
    // Less than the promised hour left counts as closing too.
    expect(at("2026-12-01T16:01:00-07:00").kind).toBe("closing");
    // Friday before closing: the next opening is Saturday's shorter day.
    expect(at("2026-12-04T16:59:00-07:00").text).toMatch(
      /we'll call when we open at 8 am Saturday\.$/,
    );
  });
});

describe("nextCall after hours", () => {
  it("after closing on Friday, names Saturday's opening", () => {
    expect(at("2026-12-04T17:00:00-07:00")).toEqual({
      kind: "closed",
      text: "We open at 8 am Saturday, Arizona time, and call you then.",
      by: new Date("2026-12-05T08:00:00-07:00"),
      emergency,
    });
    expect(at("2026-12-05T14:00:00-07:00").text).toBe(
      "We open at 7 am Monday, Arizona time, and call you then.",
    );
  });

  it("before opening, the call comes today", () => {
    expect(at("2026-12-07T05:30:00-07:00").text).toBe(
      "We open at 7 am today, Arizona time, and call you then.",
    );
  });

  it("on a holiday, skips to the next day the office opens", () => {
    // Thanksgiving, Thursday 26 November 2026; Christmas, Friday 25 December 2026.
    expect(at("2026-11-26T10:00:00-07:00").text).toBe(
      "We open at 7 am Friday, Arizona time, and call you then.",
    );
    const christmas = at("2026-12-25T10:00:00-07:00");
    expect(christmas.text).toBe(
      "We open at 8 am Saturday, Arizona time, and call you then.",
    );
    expect(christmas.emergency).toBe(emergency);
  });
});

describe("a visitor whose own clock is in another zone", () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it.each(["Pacific/Auckland", "America/New_York", "Europe/London"])(
    "in %s is told the office's times",
    (zone) => {
      process.env.TZ = zone;
      // 6:30 pm Friday in Phoenix: Saturday already in Auckland, 8:30 pm in New York.
      expect(at("2026-12-04T18:30:00-07:00").text).toBe(
        "We open at 8 am Saturday, Arizona time, and call you then.",
      );
      expect(at("2026-12-01T09:15:00-07:00").text).toBe(
        "Our office is open: we'll call you within an hour, by 10:15 am Arizona time.",
      );
    },
  );
});

describe("formatDuration", () => {
  it.each([
    [30, "30 minutes"],
    [60, "an hour"],
    [90, "1 hour 30 minutes"],
    [120, "2 hours"],
  ])("%i minutes read as %s", (minutes, words) => {
    expect(formatDuration(minutes)).toBe(words);
  });
});

describe("nextCall, for a visitor who chose Text Message", () => {
  it("promises a text, not a call", () => {
    const open = nextCall(new Date("2026-12-01T16:00:00Z"), "text");
    expect(open.text).toContain("we'll text you");
    expect(open.text).not.toContain("call you");
    const closed = nextCall(new Date("2026-12-01T03:00:00Z"), "text");
    expect(closed.text).toContain("text you then");
  });
});

describe("whatHappensNext's emergency advice", () => {
  const facts = {
    hours: business.hours,
    responseTimeMinutes: 60,
    phone: "(480) 555-0142",
  };
  // Sunday noon: closed.
  const sunday = new Date("2026-11-22T12:00:00-07:00");
  it("tells a visitor to call now only where the line is answered after hours", () => {
    expect(
      whatHappensNext(sunday, { ...facts, emergencyLineAfterHours: true })
        .emergency,
    ).toBe(
      "Water that won't stop? Shut off the main valve, then call (480) 555-0142 for emergency service.",
    );
    expect(
      whatHappensNext(sunday, { ...facts, emergencyLineAfterHours: false })
        .emergency,
    ).toBe(
      "Water that won't stop? Shut off the main valve, then call (480) 555-0142 for emergency service while the office is open.",
    );
  });
});
