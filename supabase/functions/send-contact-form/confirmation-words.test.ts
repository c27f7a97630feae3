// The Spanish confirmation's dates and times are written out (spanish-calendar.ts), not asked of
// Intl, so no runtime's ICU changes them; this shows they read as Deno's Intl "es-US" does, for
// every window the form offers over four weeks; and the week as the e-mail words it.
import assert from "node:assert/strict";
import { offeredArrivalWindows } from "../_shared/arrival-windows.ts";
import { officeArrivalPlan, officeHours } from "../_shared/office-schedule.ts";
import { CONFIRMATION_WORDS } from "./confirmation-words.ts";

Deno.test(
  "a window in Spanish reads as Intl's es-US writes its day and hours",
  () => {
    const day = new Intl.DateTimeFormat("es-US", {
      weekday: "long",
      day: "numeric",
      month: "long",
      timeZone: officeHours.timeZone,
    });
    const hours = new Intl.DateTimeFormat("es-US", {
      hour: "numeric",
      timeZone: officeHours.timeZone,
    });
    let checked = 0;
    for (let week = 0; week < 4; week++) {
      const now = new Date(Date.UTC(2026, 11, 1 + week * 7, 13));
      for (const window of offeredArrivalWindows(now, officeArrivalPlan)) {
        const intlDay = day.format(window.startsAt);
        const expected = `${intlDay.charAt(0).toUpperCase()}${intlDay.slice(1)}, ${hours.formatRange(window.startsAt, window.endsAt)}`;
        assert.equal(
          CONFIRMATION_WORDS.es.windowLabel(window, officeHours.timeZone),
          expected,
        );
        checked++;
      }
    }
    // Five business days a week, a Saturday among them: at least 9 windows a week.
    assert.ok(checked >= 36, `${checked} windows`);
  },
);

Deno.test("the office's week in Spanish", () => {
  assert.equal(
    CONFIRMATION_WORDS.es.hours(officeHours),
    "Lunes a viernes, 7 a.m.–5 p.m. · sábado, 8 a.m.–2 p.m., hora de Arizona. Cerrado los días festivos principales.",
  );
});
