import { business } from "@/content/business";
import { layoutMessages } from "@/lib/i18n/messages/layout";
import {
  describeStatus,
  describeWeek,
  officeStatus,
  type OfficeStatus,
} from "@/lib/office-hours";
import { describeStatusIn, describeWeekIn } from "./status-line";

// The hours line in words the server gives: English words must say exactly what describeStatus
// and describeWeek say (English pages keep those), Spanish words a Spanish line.

const en = layoutMessages.en;
const es = layoutMessages.es;

/** Every kind of status: open until each hour, closed until today, tomorrow and later days. */
const statuses: OfficeStatus[] = [
  ...[60, 13 * 60, 17 * 60, 17 * 60 + 30].map((closes): OfficeStatus => ({
    open: true,
    closes,
  })),
  ...[0, 1, 2, 5].flatMap((inDays) =>
    ([0, 1, 6] as const).map((weekday): OfficeStatus => ({
      open: false,
      opens: 7 * 60,
      inDays,
      weekday,
    })),
  ),
];

describe("the hours line in a page's words", () => {
  it("says in English exactly what describeStatus and describeWeek say", () => {
    for (const status of statuses)
      expect(describeStatusIn(en.status, status)).toBe(describeStatus(status));
    expect(describeWeekIn(en.week, business.hours)).toBe(
      describeWeek(business.hours),
    );
  });

  it("says it in Spanish, with the article before the hour", () => {
    expect(describeStatusIn(es.status, { open: true, closes: 17 * 60 })).toBe(
      "Abierto ahora · hasta las 5 p. m.",
    );
    expect(describeStatusIn(es.status, { open: true, closes: 13 * 60 })).toBe(
      "Abierto ahora · hasta la 1 p. m.",
    );
    expect(
      describeStatusIn(es.status, {
        open: false,
        opens: 7 * 60,
        inDays: 1,
        weekday: 2,
      }),
    ).toBe("Cerrado · abre mañana a las 7 a. m.");
    expect(
      describeStatusIn(es.status, {
        open: false,
        opens: 8 * 60,
        inDays: 2,
        weekday: 1,
      }),
    ).toBe("Cerrado · abre el lunes a las 8 a. m.");
    // content/business.ts's hours (office-schedule.ts): weekdays 7 to 5, Saturdays 8 to 2.
    expect(describeWeekIn(es.week, business.hours)).toBe(
      "lun–vie 7 a. m.–5 p. m. · sáb 8 a. m.–2 p. m.",
    );
  });

  it("reads the office's clock the same way in both languages", () => {
    const fridayEvening = new Date("2026-03-07T03:00:00Z"); // Friday 8 pm in Arizona
    const status = officeStatus(fridayEvening, business.hours);
    expect(describeStatusIn(en.status, status)).toBe(
      "Closed · opens 8 am tomorrow",
    );
    expect(describeStatusIn(es.status, status)).toBe(
      "Cerrado · abre mañana a las 8 a. m.",
    );
  });
});
