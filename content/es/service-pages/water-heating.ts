import { spanishServiceNames as names } from "@/content/es/service-names";
import type { ServicePage } from "@/content/service-pages/types";
import { tankHeaterShutOff, tanklessShutOff } from "./stop-the-water";

// The Spanish of content/service-pages/water-heating.ts: the same facts, figures and sources.
// The schedule (flush every 6 months, drain yearly, descale tankless yearly, a professional look
// at a heater older than 5 years) is our own service advice and the $99–$189 our own price.
// "Maintenance adds 3–5 years" and "an early replacement costs $1,000 or more" are the
// specification's own figures (§9, "Water-heater guide"), stated as it states them: no public
// source read on 2026-11-27 gave either. 120°F is sourced where it stands.
// "Purga" is the quick flush (15–30 minutes), "vaciado completo" the full drain (1–2 hours).

export const waterHeatingPages = {
  "water-heater-services": {
    slug: "water-heater-services",
    name: names["water-heater-services"],
    canonicalPath: "/services/water-heater-services",
    meta: {
      title: "Reparación y reemplazo de calentadores de agua en Mesa, AZ",
      description:
        "Reparación, purga y reemplazo de calentadores de gas y eléctricos en Mesa, Gilbert, Chandler y el East Valley. Precio por adelantado; mismo día disponible.",
      keywords: [
        "reparación de calentadores de agua Mesa AZ",
        "reemplazo de calentador de agua East Valley",
        "purgar calentador de agua",
        "no tengo agua caliente",
        "reparación de calentador de gas",
        "reparación de calentador eléctrico",
      ],
    },
    hero: {
      title: names["water-heater-services"],
      subtitle: "Gas y eléctricos · Hay servicio el mismo día disponible",
      description:
        "¿Se quedó sin agua caliente o le gotea el tanque? Hay servicio el mismo día disponible, con el precio por adelantado.",
    },
    stopTheWater: tankHeaterShutOff,
    intro: [
      "En el East Valley, un calentador de tanque tiene una vida difícil. Nuestra agua es dura, y cada vez que el tanque calienta, parte del calcio se asienta como sarro en el fondo del tanque y en los elementos. Además, muchos calentadores aquí están en un garaje que se vuelve un horno en las tardes de verano, así que la válvula del gas y el cableado se pasan el verano metidos en ese horno.",
      "Muchas fallas avisan antes, y muchas se pueden reparar. Damos servicio a calentadores de tanque de gas y eléctricos de todas las marcas comunes, en casas y negocios, y le decimos con franqueza cuándo vale la pena arreglar un calentador y cuándo conviene más gastar ese dinero en uno nuevo.",
    ],
    sections: [
      {
        id: "signs",
        title: "Señales de que su calentador necesita atención",
        body: [
          "Notarlas a tiempo suele ser la diferencia entre una reparación y un garaje con el piso encharcado.",
          {
            list: [
              {
                title: "No hay agua caliente, o no alcanza",
                text: "En un calentador de gas, muchas veces es el termopar, el sensor de flama o la válvula del gas; en uno eléctrico, un elemento o un termostato quemado. Si el agua caliente se acaba pronto, lo más seguro es que el elemento de abajo ya no funcione o que el tanque esté medio lleno de sedimento.",
              },
              {
                title: "Truena o retumba mientras calienta",
                text: "Es agua atrapada bajo el sarro del fondo del tanque que se convierte en vapor de golpe. Desperdicia energía y sobrecalienta el acero.",
              },
              {
                title: "Agua caliente con óxido o con mal olor",
                text: "Si el agua sale café solo de la llave caliente, por lo general la varilla de ánodo ya se gastó y el tanque se está oxidando por dentro. El olor a huevo podrido casi siempre empieza en el ánodo, y muchas veces se quita con otro tipo de ánodo.",
              },
              {
                title: "Agua alrededor de la base",
                text: "Un goteo de la válvula de alivio, de la válvula de drenaje o de una conexión se puede reparar. Un tanque que gotea hay que reemplazarlo, y pronto.",
              },
              {
                title: "La edad",
                text: "Un calentador de más de cinco años ya merece una revisión profesional, sobre todo si nadie lo ha purgado nunca.",
              },
            ],
          },
        ],
      },
      {
        id: "repair-or-replace",
        title: "¿Reparar o reemplazar? Cómo lo decidimos con usted",
        body: [
          "La mayoría de las reparaciones son piezas hechas para cambiarse: termopares, sensores de flama, encendedores, elementos, termostatos, válvulas de alivio, válvulas de drenaje y varillas de ánodo. Cuando el tanque en sí está en buen estado, cambiar una de estas piezas casi siempre es la mejor compra.",
          "Recomendamos un calentador nuevo cuando el tanque gotea, cuando está muy oxidado por dentro, o cuando la reparación costaría buena parte de lo que cuesta uno nuevo en un equipo que ya está al final de su vida. Antes de tocar nada, le damos los dos precios.",
          "El calentador nuevo se escoge del tamaño de su hogar, se conecta con conectores flexibles nuevos, se revisan el gas, la ventilación o el cableado, y nos llevamos el tanque viejo. En casas con regulador de presión también instalamos o probamos el tanque de expansión que protege al calentador de los picos de presión.",
        ],
      },
      {
        id: "maintenance",
        title: "Un mantenimiento que se paga solo",
        body: [
          "Por el agua dura, aquí el mantenimiento importa tanto. Una purga toma 15–30 minutos y saca el sarro suelto del fondo del tanque; un vaciado completo toma 1–2 horas y deja el tanque bien limpio.",
          "Una visita de mantenimiento profesional cuesta $99–$189, según el calentador. El mantenimiento regular le da a un calentador 3–5 años más de vida, y reemplazarlo antes de tiempo cuesta $1,000 o más, así que la visita se paga sola.",
        ],
        note: "Regla práctica para el agua del East Valley: purgue el calentador cada 6 meses, vacíelo por completo una vez al año y pida que revisen la varilla de ánodo cada vez que se vacíe el tanque.",
      },
    ],
    process: {
      title: "Qué hacemos en una visita de mantenimiento",
      steps: [
        "Revisamos el quemador y la ventilación, o los elementos y el cableado si el calentador es eléctrico.",
        "Probamos la válvula de alivio de temperatura y presión.",
        "Apagamos el calentador y purgamos el sedimento hasta que el agua salga limpia.",
        "Revisamos la varilla de ánodo y la cambiamos si ya está casi gastada.",
        // 120°F: "the Department of Energy recommends most Americans set their water heater's
        // temperature to 120°F" (Green Newton, "Tip of the week: reset your water heater's base
        // temperature", https://greennewton.org/tip-of-the-week-reset-your-water-heaters-base-temperature/,
        // read 2026-11-27); the same in Mother Earth News, "30 Steps to Energy Efficiency – Step
        // 8", https://www.motherearthnews.com/sustainable-living/green-homes/30-steps-to-energy-efficiency8/
        // (read 2026-11-27). The Department's own page was not in what could be read.
        "Volvemos a llenarlo, sacamos el aire, lo encendemos y lo ajustamos a 120°F.",
      ],
      benefits: [
        "Un tanque silencioso, sin tronidos",
        "Agua caliente que dura lo mismo que cuando el calentador era nuevo",
        "Recibos más bajos, porque el calor llega al agua y no a una costra de sarro",
        "3–5 años más de servicio del calentador",
      ],
      recommendation:
        "Mantenimiento: $99–$189. Reemplazo antes de tiempo: $1,000+.",
    },
    faq: [
      {
        question: "¿Cuánto tarda el reemplazo de un calentador de agua?",
        answer:
          "Cambiar un tanque de gas o eléctrico por otro igual es el trabajo más rápido, y hay servicio el mismo día disponible. Mover el calentador o cambiar de gas a eléctrico toma más tiempo, y se lo decimos antes de empezar.",
      },
      {
        question: "¿Puedo purgar el calentador yo mismo?",
        answer:
          "Sí, si se siente seguro cerrando el gas o cortando la corriente y trabajando cerca de agua muy caliente. El riesgo es una válvula de drenaje vieja de plástico que ya no vuelve a cerrar cuando se le mete el sarro. Si su calentador nunca se ha purgado o tiene más de cinco años, deje que nosotros hagamos la primera purga.",
      },
      {
        question: "¿Me conviene cambiarme a un calentador sin tanque?",
        answer:
          "Depende de cómo usa usted el agua caliente y de su línea de gas o su panel eléctrico. En nuestra página de calentadores sin tanque explicamos las ventajas y las desventajas; instalamos los dos tipos.",
      },
    ],
    related: [
      "tankless-water-heaters",
      "water-softener",
      "pressure-regulating-valves",
      "pipe-leaks",
    ],
    callBlock: {
      title: "¿Sin agua caliente? Hay servicio el mismo día disponible.",
      description:
        "Reparación de calentadores de agua en Mesa, Gilbert, Chandler y todo el East Valley, de una compañía con licencia y seguro que le da el precio por adelantado.",
    },
    formPlacement: "side",
    form: {
      title: "Pida servicio para su calentador",
      description:
        "Díganos qué está haciendo su calentador y le regresamos la llamada para hacer una cita.",
    },
  },

  "tankless-water-heaters": {
    slug: "tankless-water-heaters",
    name: names["tankless-water-heaters"],
    canonicalPath: "/services/tankless-water-heaters",
    meta: {
      title: "Calentadores de agua sin tanque: instalación y descalcificación",
      description:
        "Instalación de calentadores sin tanque, cambios desde uno de tanque y descalcificación anual en Mesa y el East Valley, a la medida de su casa y del agua dura.",
      keywords: [
        "instalación de calentador sin tanque Mesa",
        "descalcificar calentador sin tanque",
        "reparación de calentador sin tanque",
        "cambiar de calentador de tanque a sin tanque",
        "calentador de agua instantáneo East Valley",
      ],
    },
    hero: {
      title: names["tankless-water-heaters"],
      subtitle: "Instalación · Descalcificación anual",
      description:
        "Agua caliente que no se acaba, de un equipo que va colgado en la pared.",
    },
    stopTheWater: tanklessShutOff,
    intro: [
      "Un calentador sin tanque calienta el agua solo mientras corre, así que no hay un tanque de agua que se mantenga caliente todo el día ni nada que se acabe a mitad del segundo baño. Libera espacio en el piso del garaje y, bien cuidado, da servicio por muchos años.",
      "El detalle aquí es nuestra agua. Es dura, y el sarro se acumula dentro del intercambiador de calor de un calentador sin tanque más rápido de lo que dicen los folletos. Por eso cada equipo sin tanque que instalamos viene con un plan para descalcificarlo una vez al año, y por eso muchas veces sugerimos acompañarlo con un suavizador de agua.",
    ],
    sections: [
      {
        id: "right-for-you",
        title: "¿Le conviene un calentador sin tanque a su casa?",
        body: [
          "Un calentador sin tanque se escoge por el flujo, no por los galones que guarda: las llaves y los aparatos que usa al mismo tiempo, digamos dos regaderas y la lavadora de platos en una mañana de invierno, y cuántos grados hay que subirle al agua. El agua que llega a las casas del East Valley en enero está mucho más fría que en julio, cuando la llave fría sale tibia, así que lo calculamos para el invierno.",
          "Mientras funciona, un equipo de gas quema mucho más gas por hora que un calentador de tanque y necesita su propia ventilación, así que en muchos cambios hace falta una línea de gas más grande; eso lo revisamos en la primera visita. Los equipos eléctricos necesitan circuitos de alto amperaje y capacidad libre en el panel, y por eso no se pueden poner en algunas casas más antiguas.",
          {
            list: [
              {
                title: "Buena opción",
                text: "Hogares donde siempre se acaba el agua caliente, garajes con poco espacio y dueños que se van a quedar en la casa lo suficiente para aprovechar su vida útil más larga.",
              },
              {
                title: "Piénselo bien",
                text: "Casas donde la línea de gas o el panel eléctrico necesitarían una mejora costosa, o donde casi toda el agua caliente se usa en ratos cortos en un solo lavabo.",
              },
            ],
          },
        ],
      },
      {
        id: "installation",
        title: "Qué incluye una buena instalación",
        body: [
          "Una instalación cuidadosa es gran parte de lo que hace durar a un calentador sin tanque. Las nuestras incluyen:",
          {
            list: [
              "Una revisión de la carga del suministro de gas o eléctrico, y una línea de gas más grande donde el equipo la necesite",
              "Ventilación instalada según las especificaciones del fabricante, por la pared o por el techo",
              "Válvulas de servicio para aislar el equipo, para que la descalcificación anual tome minutos en lugar de tener que cortar tubo",
              "Un drenaje de condensado en los modelos de condensación y una válvula de alivio con tubería hacia un lugar seguro",
              "Retiro y desecho de su calentador de tanque viejo",
            ],
          },
        ],
      },
      {
        id: "descaling",
        title:
          "Descalcificación anual: el mantenimiento que un calentador sin tanque no se puede saltar",
        body: [
          "En un calentador sin tanque, el agua pasa por conductos angostos dentro de un intercambiador de calor. El sarro del agua dura los va cubriendo, el equipo trabaja más y, tarde o temprano, marca un error de sarro o de sobrecalentamiento y se apaga, muchas veces a media regadera. La descalcificación disuelve ese sarro antes de que haga daño.",
          "Si el equipo se instaló con válvulas de servicio, descalcificarlo es un trabajo limpio. Si el suyo no las tiene, se las ponemos en la primera visita.",
        ],
        note: "Con el agua del East Valley, descalcifique una vez al año. Un suavizador antes del calentador frena mucho el sarro, pero el servicio anual además limpia el filtro de entrada y revisa el quemador.",
      },
    ],
    process: {
      title: "Cómo se descalcifica un calentador sin tanque, paso a paso",
      steps: [
        "Se apaga el gas o la corriente y se cierran las válvulas de aislamiento de las líneas de agua caliente y fría.",
        "Se conectan una bomba pequeña de circulación y mangueras a los puertos de servicio.",
        "Se hace circular una solución descalcificadora por el intercambiador de calor hasta que el sarro se disuelve.",
        "Se enjuaga el equipo con agua limpia y se limpia la malla del filtro de entrada.",
        "Se vuelven a abrir las válvulas, se saca el aire, se enciende el equipo y se revisan la temperatura y el historial de errores.",
      ],
      benefits: [
        "Vuelven el flujo completo y la temperatura estable",
        "Sin errores de sarro ni apagones a media regadera",
        "Menos consumo de gas, porque el calor llega al agua y no al sarro",
        "Protección del intercambiador de calor contra el daño del sarro",
      ],
      recommendation:
        "Descalcifique todo calentador sin tanque una vez al año.",
    },
    comparison: {
      title: "Con tanque o sin tanque, de un vistazo",
      option1Label: "Calentador de tanque",
      option2Label: "Calentador sin tanque",
      rows: [
        {
          feature: "Agua caliente",
          option1: "Se acaba cuando se usan los galones guardados",
          option2: "Continua, hasta el flujo máximo del equipo",
        },
        {
          feature: "Espacio",
          option1: "Ocupa piso en el garaje o en un clóset",
          option2: "Va en la pared; más o menos del tamaño de una maleta",
        },
        {
          feature: "Pérdida de calor en espera",
          option1: "Mantiene un tanque lleno caliente todo el día",
          option2: "Ninguna; calienta solo mientras corre el agua",
        },
        {
          feature: "Instalación",
          option1: "Por lo general, un cambio directo",
          option2:
            "Muchas veces necesita una línea de gas más grande y ventilación nueva",
        },
        {
          feature: "Mantenimiento por el agua dura",
          option1: "Purgar cada 6 meses, vaciar una vez al año",
          option2: "Descalcificar una vez al año",
        },
        {
          feature: "Costo inicial",
          option1: "Menor",
          option2: "Mayor",
        },
      ],
    },
    schedule: {
      title: "Haga su cita de descalcificación anual",
      text: "Cuando llame, díganos la marca de su equipo y llevamos las conexiones y la solución correctas.",
    },
    faq: [
      {
        question:
          "¿Cada cuánto hay que descalcificar un calentador sin tanque aquí?",
        answer:
          "Una vez al año. Con agua tan dura como la nuestra, saltarse ese servicio es como empiezan las fallas por sarro. Un suavizador antes del equipo frena la acumulación, pero no deje el servicio anual.",
      },
      {
        question:
          "¿Por qué me sale un chorro de agua fría del calentador sin tanque?",
        answer:
          "Primero sale el agua caliente que quedó en el tubo desde la última vez, luego unos segundos de agua fría mientras prende el quemador, y luego otra vez caliente. Un chorro corto es normal; si es largo, vale la pena revisar los ajustes de flujo o una opción de recirculación.",
      },
      {
        question:
          "¿Necesito un suavizador de agua si tengo un calentador sin tanque?",
        answer:
          "No es obligatorio, pero el agua suavizada mantiene mucho más limpio el intercambiador de calor. De todos modos recomendamos descalcificar una vez al año.",
      },
    ],
    related: [
      "water-heater-services",
      "water-softener",
      "water-conditioner",
      "water-filtration",
    ],
    callBlock: {
      title: "¿Está pensando en un calentador sin tanque?",
      description:
        "Llame para una visita en la que calculamos el tamaño, y le damos por adelantado el precio del equipo, la línea de gas y la ventilación.",
    },
    formPlacement: "side",
    form: {
      title: "Pida un presupuesto para un calentador sin tanque",
      description:
        "Cuéntenos sobre su calentador actual y su hogar, y le llamamos para programar una visita en la que calculamos el tamaño.",
    },
  },
} satisfies Record<
  "water-heater-services" | "tankless-water-heaters",
  ServicePage
>;
