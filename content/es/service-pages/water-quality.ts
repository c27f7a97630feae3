import { spanishServiceNames as names } from "@/content/es/service-names";
import type { ServicePage } from "@/content/service-pages/types";

// The Spanish of content/service-pages/water-quality.ts: the same facts, figures and sources,
// each read 2026-11-27:
// - Hardness: City of Mesa Water Resources, "2024 Water Quality Consumer Confidence Report",
//   Water FAQ's 2: average about 12 gpg (City Zone) and 16 gpg (Eastern and Southern Zones),
//   https://issuu.com/mesawaterresources/docs/2024_water_quality_consumer_confidence_report. No
//   source read gives one range for the East Valley, so the specification's 12–18 is not printed.
// - Half the detergent: Water Quality Association press release on studies funded by the Water
//   Quality Research Foundation (washing machines: "can reduce detergent use by 50 percent";
//   dishwashers in very hard water: more than 50 percent), reprinted at
//   https://www.martinwater.com/faqs/studies-show-washing-with-softened-water-can-significantly-cut-detergent-use-energy-consumption/
// - Reverse osmosis: no ratio of water to the drain is printed (the pages read give ratios from
//   under 1:1 to 4:1 and more, by unit and pressure). Filters checked yearly is our own advice.
// No health claims, and no claims about a particular city's treatment beyond what is general.
// "Loop" stays as East Valley installers and homeowners say it: the softener loop's plumbing.

export const waterQualityPages = {
  "water-filtration": {
    slug: "water-filtration",
    name: names["water-filtration"],
    canonicalPath: "/services/water-filtration",
    meta: {
      title: "Filtración de agua para toda la casa en Mesa y el East Valley",
      description:
        "Filtración para toda la casa, suavizadores, filtros de carbón, descalcificación, ósmosis inversa y sistemas alcalinos. Compañía con licencia y seguro.",
      keywords: [
        "filtración de agua para toda la casa Mesa",
        "sistema de filtración de agua East Valley",
        "filtro de carbón",
        "sistema de ósmosis inversa",
        "sistema de agua alcalina",
        "tratamiento de agua dura Arizona",
      ],
    },
    hero: {
      title: names["water-filtration"],
      subtitle:
        "Suavizadores · Carbón · Descalcificación · Ósmosis inversa · Alcalino",
      description:
        "Mejor agua en todas las llaves, de acuerdo con lo que de verdad sale de su tubería. Primero hacemos la prueba del agua y luego le recomendamos el sistema más pequeño que resuelva los problemas que usted tiene.",
    },
    intro: [
      "El agua de la llave en el East Valley se trata y se desinfecta antes de llegar a su casa, pero a mucha gente no le gusta vivir con ella. Es dura (el informe de calidad del agua 2024 de la Ciudad de Mesa da promedios de unos 12 a 16 granos por galón, según la zona), y mucha gente le siente el sabor al cloro o a la cloramina con que se desinfecta.",
      "Ningún filtro lo resuelve todo. Un suavizador quita la dureza pero no el sabor a cloro; el carbón quita el sabor pero no el sarro; la ósmosis inversa da un agua excelente para tomar, pero no es práctica para toda una casa. Así es como se combinan las piezas.",
    ],
    sections: [
      {
        id: "whole-home",
        title: "Sistemas para toda la casa",
        body: [
          "Un sistema para toda la casa trata el agua donde la línea principal entra a la casa, así que las regaderas, la lavadora, el calentador y todas las llaves reciben la misma agua. A muchas casas del East Valley lo que mejor les funciona es una etapa para la dureza y una etapa de carbón para el sabor y el olor a cloro, después de un prefiltro sencillo de sedimento.",
          "Muchas casas aquí ya tienen en el garaje el loop para suavizador. Donde no lo hay, instalamos el loop y una válvula de bypass para que el sistema se pueda atender sin cortarle el agua a la casa, y lo escogemos según el flujo para que la presión siga fuerte con dos regaderas abiertas.",
        ],
      },
      {
        id: "softening-carbon-descaling",
        title: "Suavizadores, filtración con carbón y descalcificación",
        body: [
          {
            list: [
              {
                title: "Suavizadores de agua",
                text: "El intercambio iónico le quita al agua el calcio y el magnesio. El agua suave hace espuma fácilmente, no deja costra blanca en las llaves ni en las puertas de vidrio de la regadera, y evita que se acumule sarro en los calentadores. En nuestra página de suavizadores de agua explicamos el tamaño y el mantenimiento.",
              },
              {
                title: "Filtración con carbón",
                text: "El carbón activado quita el cloro, el sabor y el olor que trae, y muchos compuestos orgánicos. Donde el proveedor de agua usa cloramina, ponemos carbón catalítico, que la quita mucho mejor.",
              },
              {
                title: "Descalcificación sin sal",
                text: "Si no quiere tanque de salmuera, bolsas de sal ni ninguna descarga, un sistema descalcificador (un acondicionador de agua sin sal) cambia el comportamiento de los minerales de la dureza en lugar de quitarlos, así que se pega menos sarro a la tubería y a los calentadores. El agua sigue saliendo dura en la prueba y los vasos todavía pueden quedar manchados. En nuestra página de acondicionadores de agua lo comparamos con un suavizador.",
              },
            ],
          },
        ],
      },
      {
        id: "reverse-osmosis",
        title: "Ósmosis inversa para el agua de tomar",
        body: [
          "La ósmosis inversa empuja el agua a través de una membrana tan fina que rechaza la mayoría de los minerales disueltos, las sales y otros contaminantes. Da un agua excelente para tomar y para cocinar, y por lo general cabe debajo del fregadero de la cocina, con su propia llave y, si quiere, una línea al refrigerador.",
          "Hay dos cosas que debe saber antes de comprar uno. Primero, un sistema de ósmosis inversa manda algo de agua al drenaje por cada galón de agua purificada que produce; cuánta depende del equipo, de la presión de su agua y del estado de los filtros, y por eso lo usamos para el agua de tomar y no para toda la casa. Segundo, sus filtros se deben revisar cada año y cambiar a tiempo: un prefiltro tapado deja pasar el cloro y arruina la membrana.",
        ],
        note: "La ósmosis inversa manda algo de agua al drenaje por cada galón que produce; pida la especificación de cualquier equipo que esté considerando. Haga revisar los filtros cada año.",
      },
      {
        id: "alkaline",
        title: "Sistemas alcalinos y de remineralización",
        body: [
          "Como la ósmosis inversa le quita los minerales, a algunas personas su agua les sabe sin gracia. Una etapa alcalina o de remineralización después de la membrana le devuelve un poco de calcio y magnesio y sube un poco el pH, lo que le da al agua un sabor más redondo. La ponemos en un sistema nuevo de ósmosis inversa o la agregamos a la mayoría de los que ya están instalados.",
          "La gente escoge el agua alcalina por el sabor, y así la ofrecemos. No decimos que tenga beneficios para la salud.",
        ],
      },
    ],
    process: {
      title: "Cómo escogemos e instalamos su sistema",
      steps: [
        "Medimos en su agua la dureza, el cloro, los sólidos disueltos totales y el pH.",
        "Le preguntamos qué le molesta: manchas, sabor, sarro en el calentador.",
        "Le recomendamos el menor número de etapas que lo resuelva, con el precio por adelantado.",
        "Lo instalamos con una válvula de bypass, y con un loop si su casa no lo tiene.",
        "Le enseñamos los controles y fijamos la fecha de la revisión anual de los filtros.",
      ],
      benefits: [
        "No paga por etapas que no necesita",
        "Todas las llaves cubiertas, o solo la cocina si eso es lo que quiere",
        "Válvulas de bypass y de servicio que hacen rápido el cambio de filtros",
        "Un calendario de mantenimiento por escrito que puede seguir",
      ],
      recommendation:
        "Revise todos los filtros cada año. Los prefiltros de la ósmosis inversa son los que la gente olvida.",
    },
    faq: [
      {
        question: "¿Necesito un suavizador si ya tengo ósmosis inversa?",
        answer:
          "Hacen trabajos distintos. La ósmosis inversa trata el agua de tomar en una sola llave; un suavizador protege del sarro al resto de la casa. Con agua tan dura como la nuestra, un suavizador también ayuda a que la membrana de la ósmosis inversa dure más.",
      },
      {
        question: "¿Cuánta agua desperdicia la ósmosis inversa?",
        answer:
          "Depende del equipo y de la presión de su agua, y le damos la especificación del que le recomendamos. Para un hogar que toma y cocina con agua de ósmosis inversa, vale la pena, y es la razón por la que no la ponemos en toda la casa.",
      },
      {
        question: "¿Cada cuánto hay que cambiar los filtros?",
        answer:
          "Revise todos los filtros cada año. Los cartuchos de sedimento y de carbón por lo general se cambian en esa visita; el carbón de los sistemas para toda la casa y las membranas de ósmosis inversa duran más, según cuánta agua use.",
      },
    ],
    related: [
      "water-softener",
      "water-conditioner",
      "drinking-water",
      "tankless-water-heaters",
    ],
    callBlock: {
      title: "¿No sabe qué sistema necesita?",
      description:
        "Llámenos. Hacemos la prueba de su agua y le recomendamos solo lo que resuelve su problema, con el precio por adelantado, antes de empezar cualquier trabajo.",
    },
    // The seed puts this page's form at the bottom instead of in a sticky column.
    formPlacement: "bottom",
    form: {
      title: "Pida una prueba de agua",
      description:
        "Díganos qué le molesta de su agua y le llamamos para programar una visita.",
    },
  },

  "water-softener": {
    slug: "water-softener",
    name: names["water-softener"],
    canonicalPath: "/services/water-softener",
    meta: {
      title: "Suavizadores de agua: instalación y reparación en el East Valley",
      description:
        "Instalación, reparación y servicio de suavizadores para el agua dura del East Valley, del tamaño para su casa, por una compañía con licencia y seguro.",
      keywords: [
        "instalación de suavizador de agua Mesa AZ",
        "reparación de suavizador de agua",
        "agua dura East Valley",
        "suavizador de agua Gilbert",
        "suavizador de agua Chandler",
        "loop para suavizador",
      ],
    },
    hero: {
      title: names["water-softener"],
      subtitle: "Instalación · Reparación · Ajustes",
      description:
        "Acabe con la costra blanca, los platos manchados y el sarro en su calentador. Instalamos, reparamos y ajustamos suavizadores para casas y negocios en todo el East Valley.",
    },
    intro: [
      "El agua dura es una molestia de todos los días en Mesa, Gilbert, Chandler y el resto del East Valley. El informe de calidad del agua 2024 de la Ciudad de Mesa, por ejemplo, da una dureza promedio de unos 12 a 16 granos por galón, según la zona: calcio y magnesio disueltos. Usted la ve en el anillo blanco alrededor de las llaves, en la costra de las cabezas de regadera y en la película que queda en las puertas de vidrio. Lo que no ve es cómo se acumula dentro del calentador, de la lavadora de platos y de la válvula de cada llave y regadera, que es donde sale caro.",
      "Un suavizador del tamaño correcto quita esos minerales antes de que lleguen a cualquier parte. El agua suave hace espuma fácilmente, enjuaga sin dejar residuos y evita que se forme sarro en la tubería y en los aparatos. En pruebas de laboratorio pagadas por la industria del tratamiento de agua, las lavadoras de ropa y de platos con agua suavizada lavaron igual de bien con la mitad del detergente.",
    ],
    sections: [
      {
        id: "how-it-works",
        title: "Cómo funciona un suavizador de agua",
        body: [
          "Dentro del tanque principal, miles de bolitas de resina cambian el calcio y el magnesio de su agua por sodio, o por potasio si lo prefiere. Cuando las bolitas se llenan, la válvula de control hace una regeneración: las enjuaga con salmuera del segundo tanque, manda la dureza al drenaje, y las bolitas quedan listas para trabajar otra vez.",
          "Los suavizadores modernos se regeneran según el agua que usted de verdad ha usado, medida por un medidor en la válvula. Los modelos viejos con reloj se regeneran en un horario fijo, lo necesite o no, y desperdician sal y agua. Cambiar una válvula vieja de reloj por una con medidor muchas veces vale la pena por sí solo.",
        ],
      },
      {
        id: "sizing",
        title: "El tamaño de un suavizador para el agua del East Valley",
        body: [
          "Los suavizadores se clasifican por cuántos granos de dureza quitan entre una regeneración y otra. El suyo lo escogemos con tres datos: la dureza de su agua (la medimos en la llave), cuántas personas viven en la casa y cuánta agua usan. Un suavizador demasiado chico se regenera muy seguido y se gasta antes de tiempo; uno demasiado grande cuesta más de lo que debe y deja la resina sin trabajar.",
          "También revisamos dónde va. Muchas casas del East Valley ya tienen el loop para suavizador instalado en el garaje; confirmamos que esté conectado en la dirección correcta, agregamos una válvula de bypass si no la hay, y le dejamos a la línea de drenaje una separación de aire como debe ser.",
        ],
      },
      {
        id: "repair",
        title: "Reparación y mantenimiento de suavizadores",
        body: [
          "Llámenos si nota cualquiera de estas cosas:",
          {
            list: [
              "Regresaron las manchas y el sarro, o el jabón ya no hace espuma",
              "El nivel de sal en el tanque de salmuera no ha bajado en semanas; muchas veces es un puente de sal: una costra dura con un hueco debajo",
              "El agua en el tanque de salmuera está más alta de lo normal",
              "El equipo se regenera a cada rato, o a mitad del día",
              "La presión del agua está baja desde que se instaló el suavizador",
            ],
          },
          "Casi todas estas fallas se deben a una válvula atorada, un sello gastado, un inyector tapado, un puente de sal o una resina ya cansada. Reconstruimos o cambiamos la pieza y volvemos a medir su agua, para que usted sepa que está funcionando.",
        ],
        note: "Mantenga la sal por encima del nivel del agua en el tanque de salmuera, y rompa cualquier costra con el palo de una escoba antes de rellenar.",
      },
    ],
    process: {
      title: "Cómo instalamos su suavizador",
      steps: [
        "Medimos la dureza en la llave y revisamos el loop, el drenaje y el contacto eléctrico.",
        "Instalamos el suavizador en el loop con una válvula de bypass para darle servicio.",
        "Instalamos la línea de drenaje con separación de aire y llenamos el tanque de salmuera.",
        "Programamos la válvula para la dureza de su agua y para su hogar.",
        "Hacemos la primera regeneración y medimos el agua suavizada antes de irnos.",
      ],
      benefits: [
        "Menos jabón y detergente",
        "Sin sarro blanco en llaves, platos ni puertas de vidrio",
        "Más vida para el calentador, la lavadora de platos y la lavadora de ropa",
        "Mucho menos que tallar en la cocina y en los baños",
      ],
      recommendation:
        "Haga medir su agua una vez al año; ajustamos la programación si la dureza cambió.",
    },
    schedule: {
      title: "Programe el servicio de su suavizador",
      text: "¿La sal no baja, regresaron las manchas o hace años que nadie lo revisa? Llame y le hacemos una cita.",
    },
    faq: [
      {
        question: "¿Cuánta sal va a usar mi suavizador?",
        answer:
          "Depende de la dureza y de cuánta agua use. Un suavizador con medidor, programado para su hogar, usa mucho menos que un modelo viejo de reloj. Nosotros programamos el suyo y le decimos cada cuánto revisar el tanque.",
      },
      {
        question: "¿Es seguro tomar agua suavizada?",
        answer:
          "El suavizado agrega una pequeña cantidad de sodio, en proporción a la dureza que quita. Si usted cuida su consumo de sodio, use cloruro de potasio en lugar de sal, o tome agua de una llave de ósmosis inversa.",
      },
      {
        question: "¿Suavizador o acondicionador sin sal?",
        answer:
          "Un suavizador quita la dureza; un acondicionador solo evita que se pegue. Si quiere vidrios sin manchas y ahorrar jabón, escoja un suavizador. En nuestra página de acondicionadores de agua comparamos los dos lado a lado.",
      },
      {
        question: "¿Le dan servicio a suavizadores que ustedes no instalaron?",
        answer:
          "Sí. Reparamos y ajustamos las marcas comunes, y le decimos con honestidad si vale la pena arreglar un equipo viejo.",
      },
    ],
    related: [
      "water-conditioner",
      "water-filtration",
      "tankless-water-heaters",
      "drinking-water",
    ],
    callBlock: {
      title: "¿Listo para acabar con el agua dura?",
      description:
        "Llame para una prueba de agua y un presupuesto por adelantado de un suavizador del tamaño de su casa.",
    },
    formPlacement: "side",
    form: {
      title: "Pida servicio para su suavizador",
      description:
        "Suavizador nuevo, reparación o ajuste: díganos qué necesita y le regresamos la llamada.",
    },
  },

  "water-conditioner": {
    slug: "water-conditioner",
    name: names["water-conditioner"],
    canonicalPath: "/services/water-conditioner",
    meta: {
      title: "Acondicionadores de agua: control del sarro sin sal",
      description:
        "Acondicionadores sin sal que mantienen el sarro fuera de la tubería y del calentador: sin sal, sin salmuera, sin drenaje. Los instalan plomeros del East Valley.",
      keywords: [
        "acondicionador de agua sin sal Mesa",
        "instalación de acondicionador de agua",
        "alternativa sin sal al suavizador de agua",
        "prevención de sarro",
        "cristalización asistida por plantilla",
      ],
    },
    hero: {
      title: names["water-conditioner"],
      subtitle: "Control del sarro sin sal",
      description:
        "Proteja su tubería y su calentador del sarro sin bolsas de sal, sin tanque de salmuera y sin línea de drenaje. Un acondicionador sin sal puede ser lo más sencillo para su casa.",
    },
    intro: [
      "Un acondicionador de agua es la alternativa al suavizador que casi no pide mantenimiento. No quita el calcio ni el magnesio que hacen tan dura el agua del East Valley. En cambio, los convierte en cristales microscópicos que se quedan flotando en el agua y se van con ella, en lugar de pegarse por dentro a la tubería, los calentadores y las válvulas de las llaves.",
      "Le conviene a quien quiere protección contra el sarro sin nada que rellenar, a casas sin espacio o sin drenaje para un suavizador, y a hogares que prefieren no agregarle nada de sodio a su agua. Pero no es un suavizador, y vale la pena saber exactamente qué hace y qué no hace antes de comprarlo.",
    ],
    sections: [
      {
        id: "how-it-works",
        title: "Cómo funciona el acondicionamiento sin sal",
        body: [
          "El tipo más común, llamado cristalización asistida por plantilla, pasa el agua por un tanque con bolitas de un medio tratado especialmente. Los minerales de la dureza forman cristales diminutos sobre las bolitas, se desprenden y viajan por la tubería como partículas inofensivas. Como no se quita ni se intercambia nada, no hay regeneración, no hay agua de desecho y, por lo general, no usa electricidad.",
          "El medio se desgasta despacio y se cambia según el calendario del fabricante. Por lo general instalamos antes un prefiltro de sedimento o una etapa de carbón, que protege el medio y de paso quita el sabor a cloro.",
        ],
      },
      {
        id: "expectations",
        title: "Qué esperar, con toda honestidad",
        body: [
          {
            list: [
              {
                title: "Lo que sí hace",
                text: "Reduce el sarro nuevo en la tubería, los calentadores, los intercambiadores de calor de los calentadores sin tanque y las válvulas de las llaves, casi sin mantenimiento y sin descargar salmuera.",
              },
              {
                title: "Lo que no hace",
                text: "Su agua va a seguir saliendo dura en la prueba. El jabón no va a hacer espuma como en el agua suave, y los vasos y las puertas de la regadera todavía pueden mancharse cuando el agua se seca y deja sus minerales.",
              },
              {
                title: "Dónde funciona mejor",
                text: "En casas donde lo que se busca es proteger la plomería y los aparatos, y donde cargar sal o encontrar un drenaje sería una molestia.",
              },
            ],
          },
        ],
      },
      {
        id: "choosing",
        title: "¿Acondicionador o suavizador?",
        body: [
          "Los dos protegen su plomería. La diferencia está en lo que sale de la llave. Si quiere la sensación resbalosa del agua suave, platos sin manchas y el ahorro de jabón, escoja un suavizador. Si lo principal para usted es mantener el sarro fuera del calentador y de la tubería sin tener que cargar sal, un acondicionador es el sistema más sencillo.",
          "Algunos dueños de calentadores sin tanque escogen un acondicionador justamente para proteger el intercambiador de calor. De todos modos, recomendamos descalcificar el calentador sin tanque una vez al año.",
        ],
      },
    ],
    comparison: {
      title: "Acondicionador sin sal o suavizador de agua",
      option1Label: "Acondicionador sin sal",
      option2Label: "Suavizador de agua",
      rows: [
        {
          feature: "Quita los minerales de la dureza",
          option1: "No; los cambia para que no se peguen",
          option2: "Sí, por intercambio iónico",
        },
        {
          feature: "Sarro en la tubería y los calentadores",
          option1: "Se reduce",
          option2: "Se evita",
        },
        {
          feature: "Manchas en vidrios y llaves",
          option1: "Todavía es probable que salgan",
          option2: "Casi desaparecen",
        },
        {
          feature: "Uso de jabón",
          option1: "Más o menos el mismo que ahora",
          option2: "Menos",
        },
        {
          feature: "Sal y tanque de salmuera",
          option1: "No lleva",
          option2: "Sí; se rellena con regularidad",
        },
        {
          feature: "Línea de drenaje y contacto eléctrico",
          option1: "No se necesitan",
          option2: "Se necesitan",
        },
        {
          feature: "Sodio agregado al agua",
          option1: "Nada",
          option2: "Una pequeña cantidad (se puede usar potasio)",
        },
      ],
    },
    process: {
      title: "Cómo instalamos un acondicionador",
      steps: [
        "Revisamos la línea principal, el espacio disponible y la presión de su agua.",
        "Ponemos un prefiltro de sedimento o de carbón donde su agua lo necesite.",
        "Instalamos el tanque del acondicionador en la línea principal o en el loop del suavizador, con una válvula de bypass.",
        "Enjuagamos el medio nuevo y revisamos que ninguna conexión tenga fugas.",
        "Anotamos las fechas de cambio del medio y del prefiltro, y le avisamos cuando toque cambiarlos.",
      ],
      benefits: [
        "No hay sal que comprar ni cargar",
        "Sin agua de desecho y sin línea de drenaje",
        "Protección contra el sarro para calentadores y llaves",
        "No necesita contacto eléctrico, así que cabe donde un suavizador no",
      ],
    },
    faq: [
      {
        question:
          "¿Un acondicionador quita las manchas de la puerta de mi regadera?",
        answer:
          "No del todo. Las manchas se forman cuando el agua se seca y deja sus minerales, y un acondicionador no quita minerales. Pasar un jalador de hule ayuda; un suavizador lo resuelve.",
      },
      {
        question: "¿Cuánto dura el medio del acondicionador?",
        answer:
          "Depende del producto y de cuánta agua use. Seguimos el calendario de cambio del fabricante y le avisamos cuando toque.",
      },
      {
        question: "¿Puedo cambiar de un suavizador a un acondicionador?",
        answer:
          "Sí. Podemos instalar un acondicionador en el loop de suavizador que ya tiene y quitar el suavizador, dejando el loop en su lugar por si después cambia de opinión.",
      },
    ],
    related: [
      "water-softener",
      "water-filtration",
      "tankless-water-heaters",
      "drinking-water",
    ],
    callBlock: {
      title: "¿Quiere protección contra el sarro sin sal?",
      description:
        "Llámenos y le decimos con honestidad si a su casa le conviene más un acondicionador o un suavizador, con el precio por adelantado.",
    },
    formPlacement: "side",
  },

  "drinking-water": {
    slug: "drinking-water",
    name: names["drinking-water"],
    canonicalPath: "/services/drinking-water",
    meta: {
      title: "Filtración de agua potable: ósmosis inversa y filtros alcalinos",
      description:
        "Ósmosis inversa bajo el fregadero, remineralización alcalina y líneas al refrigerador en el East Valley: instalación y revisión anual por plomeros locales.",
      keywords: [
        "instalación de ósmosis inversa Mesa",
        "filtro de agua potable",
        "filtro de agua bajo el fregadero",
        "filtro de agua alcalina",
        "línea de agua para refrigerador",
        "servicio de ósmosis inversa East Valley",
      ],
    },
    hero: {
      title: names["drinking-water"],
      subtitle:
        "Ósmosis inversa bajo el fregadero · Alcalino · Líneas al refrigerador y a la fábrica de hielo",
      description:
        "Agua limpia y de buen sabor en la llave de la cocina, el refrigerador y la fábrica de hielo, sin cargar cajas de agua embotellada desde la tienda.",
    },
    intro: [
      "El agua dura con su dosis de desinfectante no siempre sabe como a la gente le gusta. Por eso muchas familias del East Valley compran agua embotellada o llenan garrafones en una máquina purificadora. Un sistema de agua potable en el fregadero de la cocina hace lo mismo en casa.",
      "Como trata solo el agua con la que usted toma y cocina, un sistema de punto de uso puede hacer un trabajo mucho más completo que un filtro para toda la casa, y cabe en el gabinete debajo del fregadero.",
    ],
    sections: [
      {
        id: "under-sink-ro",
        title: "Ósmosis inversa debajo del fregadero",
        body: [
          "Un sistema de ósmosis inversa es una fila de etapas debajo del fregadero: un filtro de sedimento, un filtro de carbón que quita el cloro y protege la membrana, la membrana de ósmosis inversa, un tanque pequeño de almacenamiento y un filtro final de pulido. Tiene su propia llave en el fregadero, y desde ahí podemos llevar una línea al dispensador de agua y a la fábrica de hielo del refrigerador.",
          "La membrana quita la mayoría de los minerales y las sales disueltos, y por eso el agua de ósmosis inversa sabe limpia aun con nuestra dureza. Funciona con la presión del agua, y manda algo de agua al drenaje por cada galón de agua potable que produce. En la llave de la cocina eso vale la pena, y es justo por lo que la ósmosis inversa va en el fregadero y no en toda la casa.",
        ],
      },
      {
        id: "alkaline",
        title: "Filtros alcalinos y de remineralización",
        body: [
          "El agua de ósmosis inversa tiene tan pocos minerales que a algunas personas les sabe sin gracia. Un cartucho de remineralización después de la membrana le devuelve un poco de calcio y magnesio y sube un poco el pH, y a mucha gente le gusta más así. Lo ofrecemos en todos los sistemas nuevos y lo podemos agregar a la mayoría de los que ya están instalados. Lo recomendamos por el sabor; no decimos que el agua alcalina tenga beneficios para la salud.",
        ],
      },
      {
        id: "upkeep",
        title: "Cómo mantenerlo funcionando",
        body: [
          "Un sistema de ósmosis inversa funciona tan bien como sus filtros. Los revisamos cada año y cambiamos a tiempo las etapas de sedimento y de carbón, porque un filtro de carbón gastado deja que el cloro llegue a la membrana y le acorta la vida. Las membranas duran más, sobre todo en casas con un suavizador antes del sistema. En cada visita medimos los sólidos disueltos totales antes y después del sistema, para que usted vea que sigue haciendo su trabajo.",
          "Llámenos antes si nota cualquiera de estas cosas:",
          {
            list: [
              "La llave de ósmosis inversa sale despacio, o el tanque se vacía rápido",
              "El sabor cambió, o los cubitos de hielo salen turbios y con sabor a viejo",
              "Se oye correr la línea de drenaje todo el tiempo",
              "Hace más de un año que nadie cambia los filtros",
            ],
          },
        ],
        note: "Haga revisar cada año los filtros de la ósmosis inversa, y cuente con que algo de agua se va al drenaje por cada galón de agua potable.",
      },
    ],
    process: {
      title: "Cómo instalamos un sistema de ósmosis inversa bajo el fregadero",
      steps: [
        "Revisamos el espacio debajo del fregadero, la línea de agua fría y el drenaje, y medimos los sólidos disueltos del agua de su llave.",
        "Montamos las etapas de filtración y el tanque, y los conectamos a la línea fría con su propia válvula de cierre.",
        "Ponemos la llave de ósmosis inversa en un hoyo libre del fregadero o hacemos uno nuevo y limpio.",
        "Conectamos la línea de drenaje con una abrazadera de drenaje o con una llave con separación de aire.",
        "Si usted quiere, llevamos una línea al refrigerador o a la fábrica de hielo; luego enjuagamos el sistema y medimos el agua que produce.",
      ],
      benefits: [
        "Agua y hielo de sabor limpio sin agua embotellada",
        "Mejor café y té, sin sabor a cloro",
        "Muchas menos botellas de plástico y vueltas a la tienda",
        "Una revisión anual que mantiene funcionando la membrana",
      ],
    },
    faq: [
      {
        question: "¿Pueden conectar la ósmosis inversa a mi refrigerador?",
        answer:
          "Sí. Llevamos una línea del sistema de ósmosis inversa a la entrada de agua y hielo del refrigerador. Si el refrigerador tiene su propio filtro, muchas veces se puede cambiar por un tapón de bypass, porque la ósmosis inversa ya hace ese trabajo.",
      },
      {
        question:
          "¿Cuánta agua manda al drenaje un sistema de ósmosis inversa?",
        answer:
          "Algo, por cada galón de agua potable que produce; cuánta depende del equipo y de la presión de su agua. Ese enjuague es lo que evita que la membrana se tape con los minerales que rechaza.",
      },
      {
        question: "¿También necesito un suavizador?",
        answer:
          "Para el agua de tomar, no. Pero con nuestra dureza, un suavizador o un acondicionador antes del sistema ayuda a que la membrana dure más y protege del sarro al resto de la casa.",
      },
      {
        question: "¿Cada cuánto se deben cambiar los filtros?",
        answer:
          "Los revisamos cada año. Los filtros de sedimento y de carbón por lo general se cambian en esa visita; la membrana dura más, y la medimos en lugar de adivinar.",
      },
    ],
    related: [
      "water-filtration",
      "water-softener",
      "water-conditioner",
      "faucets",
    ],
    callBlock: {
      title: "Mejor agua en la llave de la cocina",
      description:
        "Llame para instalar un sistema de ósmosis inversa o alcalino, con el precio por adelantado, antes de empezar.",
    },
    formPlacement: "side",
  },
} satisfies Record<
  | "water-filtration"
  | "water-softener"
  | "water-conditioner"
  | "drinking-water",
  ServicePage
>;
