import type { StopTheWater } from "@/content/service-pages/types";

// The Spanish "Right now: stop the water" boxes, step for step as in
// content/service-pages/stop-the-water.ts: general advice with no figures, each step about two
// lines on a phone. OFF and PILOT stay in English because that is what the gas control on the
// heater says.

const title = "Ahora mismo: cierre el agua";

/**
 * What the closing step says after "Llame al (phone)": the Spanish of the English callStepText.
 * "ahora." only where the phone is answered for emergencies while the office is closed
 * (emergencyLineAfterHours); otherwise the words of emergencyAdvice(false).after in
 * supabase/functions/_shared/next-call.ts ("for emergency service while the office is open."),
 * so no Spanish page tells a visitor at 2 am to call a line nobody answers.
 */
export function callStepText(answeredAfterHours: boolean): string {
  return answeredAfterHours
    ? "ahora."
    : "para servicio de emergencia mientras la oficina está abierta.";
}

const electrics = {
  title: "¿Hay agua cerca de la electricidad?",
  text: "No se acerque; apague ese breaker desde un lugar seco.",
};

const gasNote =
  "¿Huele a gas? Salga de la casa y luego llame a su compañía de gas.";

/** Water through a ceiling, a wall or the floor. */
export const leakShutOff: StopTheWater = {
  title,
  steps: [
    {
      title: "Cierre la válvula principal del agua,",
      text: "donde la línea de agua entra a la casa: muchas veces junto a la llave de manguera del frente o en el garaje.",
    },
    {
      title: "¿No la encuentra o no gira?",
      text: "Cierre la válvula de la caja del medidor, junto a la calle.",
    },
    electrics,
  ],
};

/** A leaking tank water heater. */
export const tankHeaterShutOff: StopTheWater = {
  title,
  steps: [
    {
      title: "Cierre la válvula del agua fría",
      text: "arriba del calentador, o la válvula principal de la casa.",
    },
    {
      title: "Apague el calentador:",
      text: "el control del gas en OFF o PILOT; si es eléctrico, su breaker.",
    },
    electrics,
  ],
  note: gasNote,
};

/** A leaking tankless water heater. */
export const tanklessShutOff: StopTheWater = {
  title,
  steps: [
    {
      title: "Cierre la válvula del agua fría",
      text: "debajo del equipo, o la válvula principal de la casa.",
    },
    {
      title: "Apáguelo en su breaker;",
      text: "si es de gas, cierre también la válvula del gas.",
    },
    electrics,
  ],
  note: gasNote,
};
