import { arrivalWindowOptions } from "@/lib/arrival-windows";
import { nextCall } from "@/lib/what-happens-next";
import {
  arrivalWindowIn,
  clockIn,
  dayLabelIn,
} from "@/supabase/functions/_shared/calendar-words";
import { spanishCalendar } from "@/supabase/functions/_shared/spanish-calendar";

// The Spanish days and times of the arrival windows and the promise (issue 57): written out in
// spanish-calendar.ts, and checked here against what Node's Intl writes for es-US.

const intlDay = new Intl.DateTimeFormat("es-US", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

describe("Spanish days and times", () => {
  it("name every day of a year as Intl's es-US does, with a capital to start the heading", () => {
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2026, 0, 1 + day));
      const iso = date.toISOString().slice(0, 10);
      const intl = intlDay.format(date);
      expect(dayLabelIn(spanishCalendar, iso)).toBe(
        intl.charAt(0).toUpperCase() + intl.slice(1),
      );
    }
  });

  it("write the hours as es-US does", () => {
    const intlHour = new Intl.DateTimeFormat("es-US", {
      hour: "numeric",
      minute: "2-digit",
      timeZone: "UTC",
    });
    for (const minutes of [7 * 60, 11 * 60 + 30, 12 * 60, 17 * 60]) {
      const intl = intlHour.format(new Date(Date.UTC(2026, 0, 1, 0, minutes)));
      expect(clockIn(spanishCalendar, minutes)).toBe(
        intl.replace(":00", "").replace(/\s/g, " "),
      );
    }
  });

  it("word a window: its part, day and span", () => {
    // Monday 30 November 2026, 8 am in Arizona: the next windows are Monday's afternoon, then
    // Tuesday's morning.
    const [monday, tuesday] = arrivalWindowOptions(
      new Date("2026-11-30T15:00:00Z"),
    );
    expect(arrivalWindowIn(spanishCalendar, monday!.windows[0]!)).toEqual({
      name: "Tarde",
      dayLabel: "Lunes, 30 de noviembre",
      spanLabel: "12–5 p.m.",
      label: "Lunes, 30 de noviembre, 12–5 p.m.",
    });
    expect(arrivalWindowIn(spanishCalendar, tuesday!.windows[0]!).label).toBe(
      "Martes, 1 de diciembre, 7–11 a.m.",
    );
  });

  it("promise the call in Spanish, as chosen, naming the day and the hour", () => {
    // Monday 8 am: open, an hour to call.
    expect(nextCall(new Date("2026-11-30T15:00:00Z"), "call", "es").text).toBe(
      "Nuestra oficina está abierta: le llamaremos en menos de una hora, a las 9 a.m. a más tardar, hora de Arizona.",
    );
    // Monday 8 pm: closed until Tuesday 7 am, with the emergency line.
    const closed = nextCall(new Date("2026-12-01T03:00:00Z"), "text", "es");
    expect(closed.text).toBe(
      "Abrimos a las 7 a.m. el martes, hora de Arizona, y le enviaremos un mensaje de texto entonces.",
    );
    expect(closed.emergency).toMatch(
      /^¿El agua no para\? Cierre la llave de paso principal y llame al \(\d{3}\) \d{3}-\d{4} para servicio de emergencia/,
    );
    // English is as it was.
    expect(nextCall(new Date("2026-12-01T03:00:00Z"), "text").text).toBe(
      "We open at 7 am Tuesday, Arizona time, and text you then.",
    );
  });
});
