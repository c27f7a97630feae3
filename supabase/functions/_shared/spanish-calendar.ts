import type { CalendarWords } from "./calendar-words.ts";

// The Spanish words for days, months and times (issue 57). The layout follows what Node's
// Intl.DateTimeFormat("es-US") writes, checked here: "martes, 1 de diciembre" and "7 a.m."
// (weekday and month in lower case, as Spanish writes them; a heading starts with a capital).
export const spanishCalendar: CalendarWords = {
  weekdays: [
    "domingo",
    "lunes",
    "martes",
    "miércoles",
    "jueves",
    "viernes",
    "sábado",
  ],
  months: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
  am: "a.m.",
  pm: "p.m.",
  parts: { am: "Mañana", pm: "Tarde" },
  dayLabel: "{weekday}, {day} de {month}",
};
