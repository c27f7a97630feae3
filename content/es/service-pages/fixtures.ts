import { spanishServiceNames as names } from "@/content/es/service-names";
import type { ServicePage } from "@/content/service-pages/types";

// The Spanish copy of content/service-pages/fixtures.ts: the same pages, facts and figures,
// written for Arizona homeowners with "usted". Slugs, canonical paths and related links stay the
// English route keys; the Spanish routes map them (common.md, issue 57).
//
// Fixtures: garbage disposals, faucets, showers and toilets. Hard water is the common thread:
// scale in cartridges, aerators, shower heads and flush valves. Figures other than the seed's
// are sourced where they stand.

export const fixturePages = {
  "garbage-disposal": {
    slug: "garbage-disposal",
    name: names["garbage-disposal"],
    canonicalPath: "/services/garbage-disposal",
    meta: {
      title: `${names["garbage-disposal"]}: reparación e instalación en el East Valley`,
      description:
        "¿Su triturador de basura está atorado, zumba o gotea? Lo reparamos o instalamos uno nuevo, conectado y probado contra fugas. En Mesa y el East Valley.",
      keywords: [
        "reparación de triturador de basura Mesa",
        "instalación de triturador de basura",
        "triturador atorado que zumba",
        "triturador de basura con fuga",
        "triturador para fosa séptica",
      ],
    },
    hero: {
      title: names["garbage-disposal"],
      subtitle: "Atascos · Fugas · Instalaciones nuevas",
      description:
        "Un triturador que zumba, no arranca o gotea debajo del fregadero es una molestia de todos los días. Lo reparamos o lo cambiamos, y nos llevamos el viejo.",
    },
    intro: [
      "Un triturador de basura es una máquina sencilla: un motor hace girar un plato con dos paletas móviles que lanzan la comida contra un anillo triturador, y el agua que corre se lleva el resultado por el drenaje. La mayoría de los problemas vienen de algo que no debió entrar, de un sello gastado o simplemente de los años.",
      "Reparamos e instalamos trituradores en casas y negocios de todo el East Valley, de enchufe y de conexión directa, y conectamos el drenaje del lavaplatos como debe ser.",
    ],
    sections: [
      {
        id: "troubleshooting",
        title: "Problemas comunes y lo que significan",
        body: [
          {
            list: [
              {
                title: "Zumba pero no gira",
                text: "El plato está atorado. Apáguelo y luego mueva de un lado a otro la llave hexagonal (Allen) en el orificio de la parte de abajo del aparato. Si no se libera, llámenos.",
              },
              {
                title: "No hace nada",
                text: "Oprima el botón rojo de reinicio (reset) que está abajo y revise el breaker o el tomacorriente debajo del fregadero. Cuando el motor se sobrecalienta, se dispara el reinicio.",
              },
              {
                title: "Gotea por arriba",
                text: "Falló el sello de la brida del fregadero; la volvemos a asentar con masilla de plomero nueva.",
              },
              {
                title: "Gotea por un lado",
                text: "Casi siempre es la manguera del lavaplatos o la conexión al drenaje; las dos tienen reparación.",
              },
              {
                title: "Gotea por abajo",
                text: "Fallaron los sellos internos. Eso no se puede reparar; hay que cambiar el aparato.",
              },
              {
                title: "Drena lento o huele mal",
                text: "Se están acumulando comida y grasa en el aparato o en la línea de drenaje que sigue.",
              },
            ],
          },
        ],
        note: "Nunca meta la mano en un triturador. Apáguelo con el interruptor de la pared y use unas pinzas para sacar lo que se haya caído.",
      },
      {
        id: "what-not-to-grind",
        title: "Lo que no debe echar al triturador",
        body: [
          "Un triturador aguanta los restos de comida de todos los días, pero unas cuantas cosas causan la mayoría de los atascos y tapones:",
          {
            list: [
              "Grasa, aceite y manteca, que cubren la línea de drenaje y atrapan todo lo demás",
              "Restos fibrosos como apio, cáscara de cebolla, hojas de elote y hojas de alcachofa, que se enredan en el plato",
              "Cáscaras de papa, arroz y pasta en cantidad, que se vuelven una masa",
              "Café molido ya usado, que se asienta en la trampa como un lodo espeso",
              "Huesos, incluidos los de fruta, y cáscaras duras",
              "Cualquier cosa que no sea comida",
            ],
          },
          "Deje correr agua fría mientras el triturador está prendido y unos segundos después, para que los restos lleguen hasta el final de la línea.",
        ],
      },
      {
        id: "replacement",
        title: "Reparar o cambiar, y cómo escoger uno nuevo",
        body: [
          "Los atascos y las fugas por arriba o por un lado se reparan. Si el cuerpo gotea, el motor se quemó o el aparato lleva años oxidándose debajo del fregadero, toca cambiarlo. Escogemos el triturador nuevo según cómo cocina usted: uno compacto para uso ligero, uno más potente para familias grandes y para quien cocina en serio. Las casas con fosa séptica, que todavía hay en algunos terrenos grandes de la zona, necesitan un modelo aprobado para fosa séptica.",
          "Cuando el lavaplatos drena a través del triturador, hay que quitar el tapón que trae por dentro la entrada para el lavaplatos del aparato nuevo; un tapón olvidado es la razón clásica de que un lavaplatos deje de drenar después de instalar uno mismo el triturador. Nosotros nos encargamos de eso y nos aseguramos de que la manguera del lavaplatos tenga un lazo alto o un espacio de aire (air gap).",
        ],
      },
    ],
    process: {
      title: "Cómo instalamos un triturador nuevo",
      steps: [
        "Cortamos la corriente y quitamos el aparato viejo.",
        "Ponemos una brida nueva en el fregadero y el soporte de montaje, con masilla nueva.",
        "Conectamos el drenaje del lavaplatos y la salida a la trampa.",
        "Conectamos la corriente: un cable de enchufe o el circuito de conexión directa que ya existe.",
        "Dejamos correr el agua, prendemos el triturador y revisamos cada unión para ver que no gotee.",
      ],
      benefits: [
        "Nos llevamos el aparato viejo",
        "El drenaje del lavaplatos bien conectado",
        "Probado contra fugas antes de irnos",
        "Modelos aprobados para fosa séptica donde hacen falta",
      ],
    },
    faq: [
      {
        question: "¿Puedo tener triturador si mi casa tiene fosa séptica?",
        answer:
          "Sí, con un aparato diseñado para fosas sépticas y usándolo con sentido común. Los restos de comida agregan sólidos al tanque, así que puede ser necesario vaciarlo más seguido.",
      },
      {
        question: "¿Por qué mi lavaplatos drena al triturador?",
        answer:
          "Esa conexión permite que el agua del lavaplatos salga por la trampa del fregadero. Necesita un lazo alto o un espacio de aire para que el agua sucia del fregadero no se regrese al lavaplatos; lo revisamos en cada instalación.",
      },
      {
        question: "¿Es peligroso un triturador que zumba?",
        answer:
          "No es peligroso, pero apáguelo. Si el motor sigue prendido mientras está atorado, se sobrecalienta. Libere el plato con la llave hexagonal o llámenos.",
      },
    ],
    related: ["drain-cleaning", "faucets", "sewer-camera", "toilets"],
    callBlock: {
      title: "¿Triturador atorado o con fuga?",
      description:
        "Llame y lo reparamos o lo cambiamos, con el precio por adelantado.",
    },
    formPlacement: "side",
  },

  faucets: {
    slug: "faucets",
    name: names.faucets,
    canonicalPath: "/services/faucets",
    meta: {
      title: `${names.faucets}: reparación e instalación en Mesa y el East Valley`,
      description:
        "Reparamos llaves que gotean, están duras o dan poca agua, e instalamos llaves de cocina, baño y exteriores con líneas de suministro y llaves de paso nuevas.",
      keywords: [
        "reparación de llaves de agua Mesa",
        "instalación de llaves de agua East Valley",
        "llave de agua que gotea",
        "cambio de llave de cocina",
        "reparación de llave de manguera",
      ],
    },
    hero: {
      title: names.faucets,
      subtitle: "Reparación e instalación · Cocina · Baño · Llaves de manguera",
      description:
        "Una llave que gotea desperdicia agua a todas horas, y el agua dura deja las llaves duras y llenas de costras. Las reparamos o instalamos nuevas, incluidas las líneas de suministro y las llaves de paso de abajo.",
    },
    intro: [
      "El agua del East Valley maltrata las llaves. El sarro se acumula en los aireadores y dentro de los cartuchos, y deja las manijas duras, el flujo débil y el chorro disparejo. La costra blanca en la base y en el tubo de salida son los mismos minerales, por fuera.",
      "La mayoría de los problemas de las llaves tienen reparación, y una buena reparación en una llave de calidad muchas veces es la mejor opción. Cuando llega el momento de una nueva, instalamos la llave que usted escogió, o le ayudamos a escoger una de la que sea fácil conseguir piezas.",
    ],
    sections: [
      {
        id: "repairs",
        title: "Problemas de llaves que reparamos",
        body: [
          {
            list: [
              {
                title: "Gotea por la boca de la llave",
                text: "Un cartucho, un disco de cerámica o un empaque gastado. Identificamos la marca y el modelo y cambiamos la pieza.",
              },
              {
                title: "Fugas alrededor de la manija o de la base",
                text: "Anillos de hule (O-rings) o sellos que fallaron.",
              },
              {
                title: "Poco flujo o chorro disparejo",
                text: "Casi siempre es sarro en el aireador o en el cartucho. Limpiar o cambiar el aireador muchas veces lo arregla en minutos.",
              },
              {
                title: "Una manija dura o que raspa",
                text: "Minerales acumulados en el cartucho; un cartucho nuevo le devuelve el movimiento suave.",
              },
              {
                title: "Agua debajo del fregadero",
                text: "Líneas de suministro flojas o en mal estado, o una llave de paso que gotea. Cambiamos las líneas viejas por acero inoxidable trenzado y las llaves de paso viejas por válvulas de cuarto de vuelta.",
              },
              {
                title: "Problemas con el rociador extraíble",
                text: "Rociadores y mangueras de llaves de cocina que gotean o que ya no rocían con fuerza.",
              },
            ],
          },
        ],
      },
      {
        id: "installation",
        title: "Instalación de llaves nuevas",
        body: [
          "Instalamos llaves de cocina, de bar, de baño, de tina y de lavandería, incluidas las que funcionan sin tocarlas y las de rociador extraíble, y llaves de agua potable para ósmosis inversa. Cada instalación incluye líneas de suministro nuevas, una revisión de las llaves de paso de abajo del fregadero (las cambiamos si están trabadas o gotean) y una prueba de fugas.",
          "Si está buscando llave nueva, escoja una marca de la que sea fácil conseguir piezas de repuesto, y que coincida con el número de agujeros de su fregadero o cubierta. Una placa de cubierta puede tapar un agujero que sobra.",
        ],
      },
      {
        id: "outdoor",
        title: "Llaves exteriores y llaves de manguera",
        body: [
          "Aquí las llaves de manguera de afuera sufren mucho: sol directo, agua dura y uso diario para regar y lavar. Son comunes los vástagos que gotean, las manijas rotas y los rompevacíos (vacuum breakers) rajados, y los reparamos o cambiamos. Como la válvula de cierre principal muchas veces comparte el tubo con la llave de manguera del frente, revisamos esa válvula mientras estamos ahí.",
        ],
      },
    ],
    process: {
      title: "Cómo instalamos una llave de agua",
      steps: [
        "Cerramos las llaves de paso, o la principal si esas no cierran.",
        "Quitamos la llave vieja y limpiamos la cubierta.",
        "Colocamos la llave nueva y conectamos líneas de suministro nuevas.",
        "Cambiamos las llaves de paso trabadas por válvulas de cuarto de vuelta donde haga falta.",
        "Purgamos las líneas, ponemos el aireador y revisamos que no haya fugas.",
      ],
      benefits: [
        "Sin goteos y sin agua desperdiciada",
        "Manijas suaves y flujo completo",
        "Líneas de suministro nuevas, con menos riesgo de una inundación debajo del fregadero",
        "Nos llevamos la llave vieja",
      ],
      recommendation:
        "Cada pocos meses, desenrosque los aireadores y déjelos remojando en vinagre blanco para que el sarro no ahogue el flujo.",
    },
    faq: [
      {
        question: "¿Vale la pena reparar una llave vieja?",
        answer:
          "Si es de una marca de calidad y hay piezas, por lo general sí. Las llaves baratas con cartuchos difíciles de conseguir muchas veces conviene cambiarlas.",
      },
      {
        question: "¿Pueden instalar una llave que yo compré?",
        answer:
          "Sí. Díganos el modelo cuando haga la cita y traemos las líneas de suministro y las conexiones correctas.",
      },
      {
        question: "¿Por qué sale tan poca agua de mi llave?",
        answer:
          "La causa más común es el sarro en el aireador. Si limpiarlo no ayuda y las demás llaves están bien, lo más probable es que el cartucho esté tapado.",
      },
    ],
    related: ["showers", "toilets", "drinking-water", "shut-off-valves"],
    callBlock: {
      title: "¿Llave que gotea o que está dura?",
      description:
        "Llame para una reparación, o para una llave nueva instalada con líneas de suministro nuevas, con precio por adelantado.",
    },
    formPlacement: "side",
  },

  showers: {
    slug: "showers",
    name: names.showers,
    canonicalPath: "/services/showers",
    meta: {
      title: `${names.showers}: reparación y cambio de válvulas en el East Valley`,
      description:
        "Arreglamos fugas en válvulas de regadera, poco flujo y cambios bruscos de temperatura. Reparamos o cambiamos cartuchos, válvulas y cabezales de regadera.",
      keywords: [
        "reparación de válvula de regadera Mesa",
        "cambio de válvula de regadera",
        "cambio de cartucho de regadera",
        "regadera que gotea",
        "cambios de temperatura en la regadera",
      ],
    },
    hero: {
      title: names.showers,
      subtitle:
        "Reparación de válvulas · Fugas · Cambios de temperatura · Poco flujo",
      description:
        "Una regadera que gotea, que quema cuando alguien descarga el inodoro o que deja caer un hilito en vez de un buen chorro. Encontramos la causa y la arreglamos, casi siempre sin quitar azulejo.",
    },
    intro: [
      "Casi todos los problemas de la regadera están en dos lugares: la válvula detrás de la manija y el cabezal de la regadera. Los dos reciben nuestra agua dura todos los días, y el sarro está detrás de muchas de las fallas: manijas duras, cartuchos gastados, boquillas tapadas y desviadores que no pasan del todo el agua de la tina a la regadera.",
      "Reparamos y cambiamos válvulas, cartuchos, cabezales de regadera y salidas de tina en casas y negocios, y localizamos fugas dentro de la pared o debajo de la base de la regadera.",
    ],
    sections: [
      {
        id: "problems",
        title: "Problemas de regadera que arreglamos",
        body: [
          {
            list: [
              {
                title: "Gotea el cabezal o la salida de la tina",
                text: "Un cartucho o asientos de válvula gastados; casi siempre es una reparación sencilla.",
              },
              {
                title: "Cambios de temperatura y agua que quema",
                text: "Las válvulas modernas son de presión balanceada o termostáticas y mantienen estable la temperatura cuando alguien descarga el inodoro. Cuando eso deja de funcionar, la parte del cartucho que equilibra la presión está gastada o tapada con sarro.",
              },
              {
                title: "Chorro débil o disparejo",
                text: "Sarro en el cabezal o en su limitador de flujo, o un cartucho parcialmente tapado.",
              },
              {
                title: "Una manija dura, floja o que gira de más",
                text: "Un cartucho gastado o con sarro, o un tope roto.",
              },
              {
                title:
                  "Sale agua por la tina y por la regadera al mismo tiempo",
                text: "Un desviador gastado.",
              },
              {
                title: "El agua no sale bien caliente",
                text: "Un tope de temperatura máxima ajustado muy bajo, o un problema del calentador de agua.",
              },
            ],
          },
        ],
      },
      {
        id: "valves",
        title: "Reparar o cambiar la válvula",
        body: [
          "La mayoría de las válvulas de regadera se pueden reconstruir por la abertura que queda detrás de la placa decorativa: identificamos la marca, cambiamos el cartucho y los sellos, y ajustamos el tope de temperatura máxima para que el agua no pueda salir peligrosamente caliente.",
          "Las válvulas más antiguas pueden no tener ninguna protección contra quemaduras, o tener piezas que ya no se fabrican. Al cambiarla, la regadera queda con la seguridad moderna de una válvula de presión balanceada. Trabajamos por detrás, a través de un panel de acceso, cuando hay un clóset o una pared del otro lado de la regadera, o por una abertura pequeña que queda tapada con una placa decorativa más grande.",
        ],
        // 120°F: "the Department of Energy recommends most Americans set their water heater's
        // temperature to 120°F" (Green Newton, "Tip of the week: reset your water heater's base
        // temperature", https://greennewton.org/tip-of-the-week-reset-your-water-heaters-base-temperature/,
        // read 2026-11-27); the same in Mother Earth News, "30 Steps to Energy Efficiency – Step
        // 8", https://www.motherearthnews.com/sustainable-living/green-homes/30-steps-to-energy-efficiency8/
        // (read 2026-11-27). The Department's own page was not in what could be read.
        note: "En cada reparación ajustamos el tope de temperatura máxima de la válvula, y recomendamos mantener el calentador de agua a unos 120°F.",
      },
      {
        id: "hidden-leaks",
        title: "Fugas escondidas en la regadera",
        body: [
          "Una mancha en el techo debajo de una regadera del segundo piso, azulejos flojos, un zoclo húmedo en el cuarto de al lado o un olor a humedad pueden indicar que el agua se está escapando donde usted no la ve: el cuerpo de una válvula o un tubo que gotea dentro de la pared, una conexión del drenaje que está fallando o una base de regadera rajada debajo del azulejo. Probamos cada parte por separado, para que usted repare la fuga real y no el baño completo.",
        ],
      },
    ],
    process: {
      title: "Cómo cambiamos el cartucho de una regadera",
      steps: [
        "Cerramos el agua y quitamos la manija y la placa decorativa.",
        "Sacamos el cartucho viejo y revisamos si el cuerpo de la válvula tiene sarro o desgaste.",
        "Ponemos un cartucho y sellos nuevos, hechos para la marca de su válvula.",
        "Ajustamos el tope de temperatura máxima y medimos la temperatura en el cabezal.",
        "Volvemos a poner la placa y la manija y revisamos que no gotee.",
      ],
      benefits: [
        "Temperatura estable, aunque alguien descargue el inodoro",
        "Ni el cabezal ni la salida de la tina gotean",
        "Una manija que se mueve suave",
        "Casi siempre sin quitar azulejo",
      ],
    },
    faq: [
      {
        question:
          "¿Por qué la regadera se pone hirviendo cuando alguien descarga el inodoro?",
        answer:
          "Al descargar el inodoro baja la presión del agua fría, y la mezcla se carga hacia lo caliente. Una válvula de presión balanceada lo corrige al instante; si la suya no lo hace, el cartucho está gastado o la válvula es de un tipo antiguo sin balanceo.",
      },
      {
        question:
          "¿Hay que quitar azulejo para cambiar una válvula de regadera?",
        answer:
          "Por lo general no. Trabajamos desde un panel de acceso detrás de la pared o por la abertura de la placa decorativa, con una placa más grande donde haga falta.",
      },
      {
        question: "¿Cómo le quito el sarro al cabezal de la regadera?",
        answer:
          "Déjelo remojando en vinagre blanco unas horas y luego talle las boquillas. Si sus cabezales se llenan de costras rápido, un suavizador de agua lo detiene desde el origen.",
      },
    ],
    related: ["faucets", "toilets", "water-softener", "water-heater-services"],
    callBlock: {
      title: "¿Problemas con la regadera?",
      description:
        "Llame para reparar la válvula de su regadera, con precio por adelantado antes de empezar; hay servicio el mismo día disponible.",
    },
    formPlacement: "side",
  },

  toilets: {
    slug: "toilets",
    name: names.toilets,
    canonicalPath: "/services/toilets",
    meta: {
      title: `${names.toilets}: reparación y cambio en Mesa y el East Valley`,
      description:
        "Reparamos inodoros que corren, gotean, se mueven o están tapados, e instalamos inodoros de alta eficiencia con sello y brida nuevos. Mismo día disponible.",
      keywords: [
        "reparación de inodoros Mesa AZ",
        "inodoro que no deja de correr",
        "cambio de inodoro East Valley",
        "instalación de inodoro",
        "inodoro con fuga en la base",
        "inodoro de alta eficiencia",
      ],
    },
    hero: {
      title: names.toilets,
      subtitle: "Reparación e instalación · Agua que corre · Fugas · Tapones",
      description:
        "Un inodoro que no deja de correr desperdicia agua día y noche, y uno que gotea puede arruinar un piso. Reparamos las piezas que fallan e instalamos inodoros nuevos que gastan mucho menos agua.",
    },
    intro: [
      "Los inodoros son sencillos, y eso es una buena noticia: casi todos los problemas se reducen a unas cuantas piezas del tanque, al sello debajo de la base o a un tapón. El agua dura las maltrata a todas: endurece el flapper (la tapa de hule del fondo del tanque), llena de sarro la válvula de llenado y estrecha los orificios del borde que dirigen la descarga.",
      "Reparamos todas las marcas comunes, y cuando un inodoro está rajado, ya no da para más o simplemente gasta mucha más agua de la necesaria, lo cambiamos por un modelo moderno de alta eficiencia.",
    ],
    sections: [
      {
        id: "problems",
        title: "Problemas de inodoros que arreglamos",
        body: [
          {
            list: [
              {
                title: "Corre sin parar o se vuelve a llenar solo",
                text: "Un flapper gastado, una válvula de llenado que no cierra o un asiento de la válvula de descarga con costras de sarro. La presión de agua alta hace que las válvulas de llenado fallen antes.",
              },
              {
                title: "Una descarga débil o incompleta",
                text: "Poca agua en el tanque, sarro en los orificios del borde y en el chorro del sifón, o un tapón parcial.",
              },
              {
                title: "Un inodoro que se mueve",
                text: "Tornillos flojos o una brida rota. El movimiento rompe el sello de cera, así que hay que arreglarlo antes de que gotee.",
              },
              {
                title: "Agua alrededor de la base",
                text: "Un sello de cera que falló, condensación o una línea de suministro que gotea. Averiguamos cuál es.",
              },
              {
                title: "Se tapa seguido",
                text: "Una obstrucción parcial en el conducto interno de la taza, uno de los primeros diseños de bajo consumo o un problema más adelante en la línea de drenaje.",
              },
            ],
          },
        ],
      },
      {
        id: "dye-test",
        title: "Una prueba rápida para una fuga silenciosa",
        body: [
          "Ponga unas gotas de colorante de comida en el tanque y no descargue el inodoro por un rato. Si el color aparece en la taza, el flapper o la válvula de descarga tiene una fuga y el agua se está yendo por el drenaje día y noche. Es una reparación barata que ahorra agua desde el primer día.",
        ],
      },
      {
        id: "new-toilet",
        title: "Instalación de inodoros nuevos",
        body: [
          // 1.28 gallons: US EPA WaterSense, "Tank-Type High-Efficiency Toilet Specification",
          // 3.1: "The effective flush volume shall not exceed 1.28 gallons",
          // https://nepis.epa.gov/Exe/ZyPURL.cgi?Dockey=P1007ASE.txt (read 2026-11-27); version 1.2
          // (June 2014) did not change the efficiency criteria,
          // http://nepis.epa.gov/Exe/ZyPURL.cgi?Dockey=P101HFW7.txt (read 2026-11-27). Older
          // toilets use 3.5 to 7 gallons a flush: US EPA, "Indoor Water Use in the United States",
          // https://nepis.epa.gov/Exe/ZyPURL.cgi?Dockey=P1004SNL.txt (read 2026-11-27).
          "Los inodoros que se instalaron hace décadas a menudo gastan mucha más agua por descarga que los modelos actuales. Los inodoros de alta eficiencia con la etiqueta WaterSense usan 1.28 galones por descarga o menos, y aun así limpian bien la taza. Le ayudamos a escoger la altura, la forma de la taza y el tipo de descarga, y luego lo instalamos como se debe.",
          "Eso quiere decir revisar la brida y repararla o cambiarla si hace falta, asentar el inodoro sobre un sello nuevo, de cera o sin cera, fijarlo para que no se mueva, conectar una línea de suministro nueva y una llave de paso de cuarto de vuelta, y llevarnos el inodoro viejo.",
        ],
        note: "Sobre una losa de concreto, una brida de inodoro rota se arregla con un anillo de reparación adecuado o se cambia. Poner anillos de cera de más sobre una brida en mal estado solo retrasa la fuga.",
      },
    ],
    process: {
      title: "Cómo instalamos un inodoro nuevo",
      steps: [
        "Cerramos el agua, vaciamos el inodoro viejo y lo quitamos.",
        "Revisamos la brida y la boca del drenaje; reparamos o cambiamos la brida si está rajada o quedó muy baja.",
        "Asentamos el inodoro nuevo sobre un sello nuevo y lo apretamos parejo para que quede nivelado y firme.",
        "Conectamos una línea de suministro nueva y una llave de paso de cuarto de vuelta.",
        "Lo descargamos varias veces, revisamos que la base y el tanque no goteen y damos el acabado a la base.",
      ],
      benefits: [
        "Menos agua en cada descarga",
        "Sin movimiento y sin fugas en la base",
        "Una descarga que limpia la taza a la primera",
        "Quitamos el inodoro viejo y nos deshacemos de él",
      ],
    },
    faq: [
      {
        question:
          "¿Por qué mi inodoro se vuelve a llenar si nadie lo ha usado?",
        answer:
          "Es una descarga fantasma: el agua se pasa poco a poco del tanque a la taza, casi siempre por un flapper gastado, hasta que la válvula de llenado vuelve a llenar el tanque. La prueba del colorante de comida lo confirma.",
      },
      {
        question: "¿Reparo o cambio mi inodoro?",
        answer:
          "Cámbielo si el tanque o la taza están rajados, o si se tapa seguido por su diseño. Casi todos los demás problemas son reparaciones baratas de piezas.",
      },
      {
        question: "¿Instalan un inodoro que yo compré?",
        answer:
          "Sí. Lo instalamos con sello, línea de suministro y llave de paso nuevos, y nos llevamos el viejo.",
      },
      {
        question: "¿Bomba (chupón) o destapador químico?",
        answer:
          "Una bomba de las que tienen reborde destapa la mayoría de los inodoros. No eche destapadores químicos en un inodoro; si la bomba no funciona, lo destapamos con una sonda para inodoros.",
      },
    ],
    related: ["drain-cleaning", "faucets", "showers", "pressure-valves"],
    callBlock: {
      title: "¿Inodoro que corre, se mueve o está tapado?",
      description:
        "Llame para reparar o instalar su inodoro, con el precio por adelantado; hay servicio el mismo día disponible.",
    },
    formPlacement: "side",
  },
} satisfies Record<
  "garbage-disposal" | "faucets" | "showers" | "toilets",
  ServicePage
>;
