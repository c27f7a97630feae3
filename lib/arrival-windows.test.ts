import {
  arrivalWindowMessages,
  arrivalWindowOptions,
  checkPostedWindow,
  FIRST_AVAILABLE,
} from "@/lib/arrival-windows";

// Instants written with Arizona's own offset (UTC−7 all year), so the visitor's zone cannot
// move them. December 2026: Monday the 30th of November starts the week; Christmas is a Friday.
const at = (iso: string) => new Date(iso);
const labels = (iso: string) =>
  arrivalWindowOptions(at(iso)).flatMap((day) =>
    day.windows.map((w) => w.label),
  );
const dates = (iso: string) =>
  arrivalWindowOptions(at(iso)).map((day) => day.dayLabel);

describe("arrivalWindowOptions", () => {
  it("offers morning and afternoon on the next five business days, Saturday morning only", () => {
    const days = arrivalWindowOptions(at("2026-11-30T06:00:00-07:00"));
    expect(days.map((d) => d.dayLabel)).toEqual([
      "Monday, Nov 30",
      "Tuesday, Dec 1",
      "Wednesday, Dec 2",
      "Thursday, Dec 3",
      "Friday, Dec 4",
    ]);
    expect(days[0]?.windows.map((w) => [w.value, w.name, w.spanLabel])).toEqual(
      [
        ["2026-11-30:am", "Morning", "7–11 am"],
        ["2026-11-30:pm", "Afternoon", "12–5 pm"],
      ],
    );
    const saturday = arrivalWindowOptions(at("2026-12-03T18:00:00-07:00"))[1];
    expect(saturday?.windows.map((w) => w.label)).toEqual([
      "Saturday, Dec 5, 8–11 am",
    ]);
  });

  it("gives each window its instants in Arizona time", () => {
    const [morning, afternoon] =
      arrivalWindowOptions(at("2026-11-30T06:00:00-07:00"))[0]?.windows ?? [];
    expect(morning?.startsAt.toISOString()).toBe("2026-11-30T14:00:00.000Z");
    expect(morning?.endsAt.toISOString()).toBe("2026-11-30T18:00:00.000Z");
    expect(afternoon?.startsAt.toISOString()).toBe("2026-11-30T19:00:00.000Z");
    expect(afternoon?.endsAt.toISOString()).toBe("2026-12-01T00:00:00.000Z");
  });

  it("keeps a window until the minute it starts, then drops it", () => {
    expect(labels("2026-11-30T06:59:00-07:00")[0]).toBe(
      "Monday, Nov 30, 7–11 am",
    );
    expect(labels("2026-11-30T07:00:00-07:00")[0]).toBe(
      "Monday, Nov 30, 12–5 pm",
    );
    expect(labels("2026-11-30T11:59:00-07:00")[0]).toBe(
      "Monday, Nov 30, 12–5 pm",
    );
    // Once both of today's windows have started, today is not one of the five days.
    expect(dates("2026-11-30T12:01:00-07:00")).toEqual([
      "Tuesday, Dec 1",
      "Wednesday, Dec 2",
      "Thursday, Dec 3",
      "Friday, Dec 4",
      "Saturday, Dec 5",
    ]);
  });

  it("sends Friday afternoon to Saturday morning, then Monday", () => {
    expect(labels("2026-12-04T13:00:00-07:00").slice(0, 3)).toEqual([
      "Saturday, Dec 5, 8–11 am",
      "Monday, Dec 7, 7–11 am",
      "Monday, Dec 7, 12–5 pm",
    ]);
  });

  it("sends Saturday after 2 pm (and after its one window began) to Monday", () => {
    for (const iso of [
      "2026-12-05T14:01:00-07:00",
      "2026-12-05T08:01:00-07:00",
    ]) {
      expect(labels(iso)[0]).toBe("Monday, Dec 7, 7–11 am");
    }
    expect(labels("2026-12-05T07:59:00-07:00")[0]).toBe(
      "Saturday, Dec 5, 8–11 am",
    );
  });

  it("skips holidays: Thanksgiving and Christmas offer nothing", () => {
    expect(dates("2026-11-25T18:00:00-07:00")).toEqual([
      "Friday, Nov 27",
      "Saturday, Nov 28",
      "Monday, Nov 30",
      "Tuesday, Dec 1",
      "Wednesday, Dec 2",
    ]);
    expect(dates("2026-12-24T17:30:00-07:00")[0]).toBe("Saturday, Dec 26");
  });
});

describe("checkPostedWindow", () => {
  const monday = "2026-11-30:am";

  it("accepts no window and First available", () => {
    for (const value of [undefined, "", FIRST_AVAILABLE]) {
      expect(checkPostedWindow(value, at("2026-11-30T09:00:00-07:00"))).toEqual(
        { ok: true, window: null },
      );
    }
  });

  it("accepts an offered window up to the minute it starts, and refuses it after", () => {
    const before = checkPostedWindow(monday, at("2026-11-30T06:59:00-07:00"));
    expect(before.ok && before.window?.label).toBe("Monday, Nov 30, 7–11 am");
    expect(checkPostedWindow(monday, at("2026-11-30T07:00:00-07:00"))).toEqual({
      ok: false,
      reason: "started",
      message: arrivalWindowMessages.started,
    });
    // Long past (a tab left open for days) reads the same.
    expect(
      checkPostedWindow(monday, at("2026-12-09T10:00:00-07:00")),
    ).toMatchObject({ ok: false, reason: "started" });
  });

  it.each([
    ["a Sunday", "2026-12-06:am"],
    ["Saturday afternoon", "2026-12-05:pm"],
    ["Thanksgiving", "2026-11-26:am"],
    ["a day past the five offered", "2026-12-08:am"],
    ["a date that does not exist", "2026-02-30:am"],
  ])("refuses %s as no longer offered", (_, value) => {
    expect(
      checkPostedWindow(value, at("2026-11-30T06:00:00-07:00")),
    ).toMatchObject({
      ok: false,
      reason: "notOffered",
      message:
        "That arrival window is no longer offered. Choose another window or First available.",
    });
  });

  it("refuses a value that is no window at all", () => {
    for (const value of ["tomorrow", "2026-11-30:evening", "2026-11-30"]) {
      expect(
        checkPostedWindow(value, at("2026-11-30T06:00:00-07:00")),
      ).toMatchObject({ ok: false, reason: "malformed" });
    }
  });
});

describe("a visitor whose own clock is in another zone", () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it.each(["Pacific/Auckland", "America/New_York", "Asia/Kolkata", "UTC"])(
    "in %s is offered the office's windows",
    (zone) => {
      process.env.TZ = zone;
      // 9:30 pm Friday in Phoenix is already Saturday afternoon in Auckland: Saturday's
      // morning window is still ahead for the office, so it is offered.
      expect(labels("2026-12-04T21:30:00-07:00").slice(0, 2)).toEqual([
        "Saturday, Dec 5, 8–11 am",
        "Monday, Dec 7, 7–11 am",
      ]);
      expect(
        checkPostedWindow("2026-12-05:am", at("2026-12-04T21:30:00-07:00")).ok,
      ).toBe(true);
    },
  );
});
