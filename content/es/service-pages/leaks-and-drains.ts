import { spanishServiceNames as names } from "@/content/es/service-names";
import type { ServicePage } from "@/content/service-pages/types";
import { leakShutOff } from "./stop-the-water";

// The Spanish copy of content/service-pages/leaks-and-drains.ts: the same pages, facts and
// figures, written for Arizona homeowners with "usted". Slugs, canonical paths and related links
// stay the English route keys; the Spanish routes map them (common.md, issue 57).
//
// Leaks, sewer lines and drains.
//
// CANONICAL DECISION (also in canonical.ts and docs/canonical-urls.md): pipe-leaks and
// pipe-leak-repairs are two distinct pages, each canonical to itself.
//   - pipe-leaks: finding the leak. Signs, why East Valley homes leak (slab, pinhole, attic),
//     the meter test, and how detection works.
//   - pipe-leak-repairs: fixing it. Spot repair vs reroute vs whole-home PEX repipe, and
//     documentation for an insurance claim.
// Keep their copy distinct in Spanish too.

export const leaksAndDrainsPages = {
  // Distinct page, self-canonical: detection (see header).
  "pipe-leaks": {
    slug: "pipe-leaks",
    name: names["pipe-leaks"],
    canonicalPath: "/services/pipe-leaks",
    meta: {
      title: `${names["pipe-leaks"]}: detección de fugas ocultas y bajo la losa`,
      description:
        "Fugas bajo la losa, de alfiler en el cobre y ocultas en el ático, halladas con pruebas de presión, equipo acústico y cámara térmica. Mismo día disponible.",
      keywords: [
        "detección de fugas bajo la losa Mesa",
        "detección de fugas de agua East Valley",
        "fuga de alfiler en tubo de cobre",
        "fuga de agua oculta",
        "recibo de agua alto por fuga",
        "fuga de agua debajo de la losa",
      ],
    },
    hero: {
      title: names["pipe-leaks"],
      subtitle: "Encontramos fugas bajo la losa, de alfiler y ocultas",
      description:
        "¿Un lugar tibio en el piso o una mancha en el techo? Encontramos la fuga.",
    },
    stopTheWater: leakShutOff,
    intro: [
      "La mayoría de las casas del East Valley están construidas sobre una losa de concreto, y en muchas las líneas de agua pasan por debajo. Cuando una de esas líneas tiene una fuga, el agua se mete en la tierra debajo de la casa en vez de aparecer en el piso, y puede correr durante semanas antes de que se note algo raro. Las fugas en paredes y áticos se esconden de otras maneras.",
      "Ubicar la fuga con precisión es lo que mantiene pequeña la reparación. Si sabemos exactamente dónde está, en vez de adivinar, abrimos un solo lugar pequeño en el piso o en una pared, o no abrimos nada porque desviamos la línea.",
    ],
    sections: [
      {
        id: "signs",
        title: "Señales de una fuga escondida",
        body: [
          {
            list: [
              {
                title: "Un recibo de agua que se dispara",
                text: "Si no ha cambiado la forma en que usa el agua, un recibo más alto muchas veces es la primera señal.",
              },
              {
                title: "El medidor se mueve con todo cerrado",
                text: "La prueba casera más confiable; vea más abajo.",
              },
              {
                title: "Un lugar tibio en el piso",
                text: "Una fuga en la línea de agua caliente debajo de la losa calienta el concreto de arriba. Muchas veces las mascotas lo encuentran primero.",
              },
              {
                title: "El sonido de agua corriendo",
                text: "Un siseo, o un ruido de agua que corre a lo lejos, cuando no hay ninguna llave abierta; se oye mejor de noche.",
              },
              {
                title: "Un calentador de agua que nunca descansa",
                text: "Si la fuga está del lado del agua caliente, el calentador se vuelve a llenar y a calentar una y otra vez.",
              },
              {
                title: "Pisos húmedos, manchas, olor a humedad",
                text: "El acolchado de la alfombra mojado, madera o vinil que se levanta, o manchas que se extienden en paredes de tablaroca y techos.",
              },
            ],
          },
        ],
      },
      {
        id: "why-homes-leak",
        title: "Por qué tienen fugas las casas del East Valley",
        body: [
          {
            list: [
              {
                title: "Fugas bajo la losa",
                text: "Muchas casas antiguas del East Valley tienen líneas de agua de cobre flexible instaladas debajo de la losa. Con el paso de las décadas, el tubo roza contra el concreto y contra la tierra pedregosa y llena de caliche al dilatarse y contraerse, y el agua dura lo desgasta por dentro. Las líneas de agua caliente son las que más se mueven, y muchas veces son las primeras en fallar.",
              },
              {
                title: "Fugas de alfiler (pinhole)",
                text: "El cobre se puede picar por dentro por la química del agua, el agua que corre rápido y la presión alta. Donde aparece un agujerito, suelen seguir otros, y por eso revisamos la presión de la casa cada vez que nos llaman por una fuga.",
              },
              {
                title: "Fugas en el ático y en las paredes",
                text: "Muchas casas, incluidas las más nuevas con plomería de PEX, tienen líneas de agua que pasan por un ático que se hornea todo el verano. El PEX aguanta el calor si está bien instalado, pero puede fallar por conexiones flojas, tramos sin soporte o daños de roedores. La primera señal muchas veces es una mancha en el techo o un goteo que sale por una lámpara.",
              },
            ],
          },
        ],
      },
      {
        id: "meter-test",
        title: "Una prueba de fugas que puede hacer usted mismo",
        body: [
          "Cierre todas las llaves, el lavaplatos, la lavadora, el fabricador de hielo y el controlador del riego. Busque su medidor de agua en la caja cerca de la calle y fíjese en el indicador de fugas, por lo general un disco pequeño en forma de triángulo o de estrella. Si gira con toda el agua cerrada, el agua se está escapando por algún lado.",
          "Después, cierre la válvula de cierre principal de la casa. Si el indicador se detiene, la fuga está dentro de la casa. Si sigue girando, la fuga está en la línea de servicio entre el medidor y la casa, o en un ramal, como el del riego, que sale de la línea antes de su válvula.",
        ],
        note: "Llámenos de inmediato si encuentra un lugar tibio en el piso o si oye correr el agua con todo cerrado. Una fuga bajo la losa que corre durante semanas puede deslavar la tierra y dañar el piso.",
      },
    ],
    process: {
      title: "Cómo encontramos una fuga",
      steps: [
        "Confirmamos la fuga en el medidor y la aislamos: adentro o afuera, del lado del agua caliente o de la fría.",
        "Hacemos pruebas de presión línea por línea para saber cuál está perdiendo agua.",
        "Escuchamos a través de la losa y las paredes con equipo acústico que capta el agua que se escapa.",
        "Seguimos las líneas de agua caliente y las zonas mojadas con cámara térmica.",
        "Marcamos el lugar y le explicamos sus opciones de reparación, con un precio por adelantado para cada una.",
      ],
      benefits: [
        "La fuga ubicada con precisión, no adivinada",
        "Aberturas pequeñas en pisos y paredes, o ninguna",
        "Un registro por escrito de lo que encontramos, para su aseguradora",
        "Detección el mismo día disponible cuando el agua está corriendo",
      ],
    },
    faq: [
      {
        question: "¿Cómo suena una fuga bajo la losa?",
        answer:
          "Muchas veces como una llave abierta en algún lugar lejano, o como un siseo leve cerca del piso. Se oye más fácil de noche, cuando la casa está en silencio.",
      },
      {
        question:
          "¿Se puede encontrar una fuga bajo la losa sin romper el piso?",
        answer:
          "Sí. La detección se hace desde arriba, con pruebas de presión, equipo acústico y cámara térmica. Abrir el piso es parte de algunas reparaciones, no de encontrar la fuga.",
      },
      {
        question: "¿Una fuga bajo la losa es una emergencia?",
        answer:
          "Una pequeña no es motivo de pánico, pero no debe esperar. El agua debajo de la losa puede deslavar la tierra, dañar el piso y subir el recibo de agua todos los días; si está en la línea de agua caliente, también sube el recibo de energía.",
      },
      {
        question: "Ya encontramos la fuga. ¿Y ahora qué?",
        answer:
          "Si sigue activa, cierre la válvula de cierre principal y llámenos. Nuestra página de reparación de fugas explica las opciones: una reparación puntual, un desvío de la línea o cambiar toda la tubería de la casa.",
      },
    ],
    related: [
      "pipe-leak-repairs",
      "pressure-valves",
      "shut-off-valves",
      "water-heater-services",
    ],
    callBlock: {
      title: "¿Cree que tiene una fuga escondida?",
      description:
        "Llame para detectar la fuga; hay servicio el mismo día disponible. La encontramos, le mostramos dónde está y le damos un precio por adelantado para cada forma de repararla.",
    },
    formPlacement: "side",
  },

  // Distinct page, self-canonical: repair options (see header).
  "pipe-leak-repairs": {
    slug: "pipe-leak-repairs",
    name: names["pipe-leak-repairs"],
    summary:
      "Reparaciones puntuales, desvíos de líneas con fuga bajo la losa y cambio de toda la tubería con PEX, con los papeles que le va a pedir su aseguradora.",
    canonicalPath: "/services/pipe-leak-repairs",
    meta: {
      title: `${names["pipe-leak-repairs"]}: puntual, desvío o tubería nueva de PEX`,
      description:
        "Reparación de fugas bajo la losa y de tuberías en el East Valley: arreglos puntuales, desvíos y tubería nueva de PEX, con fotos e informes para su seguro.",
      keywords: [
        "reparación de fuga bajo la losa Mesa AZ",
        "reparación de fugas de agua",
        "desvío de línea por fuga bajo la losa",
        "cambio de tubería de toda la casa PEX",
        "cambio de tubería de cobre East Valley",
        "reclamo al seguro por fuga bajo la losa",
      ],
    },
    hero: {
      title: names["pipe-leak-repairs"],
      subtitle:
        "Reparación puntual · Desvío · Tubería nueva de PEX en toda la casa",
      description:
        "Una vez encontrada la fuga, usted escoge la reparación, cada una con su precio por adelantado.",
    },
    stopTheWater: leakShutOff,
    intro: [
      "La reparación correcta depende de dónde está la fuga, de qué material es el tubo y de qué tan viejo es. Una fuga en una línea en buen estado es una decisión distinta a la tercera fuga de alfiler del año en un cobre de hace décadas. Nuestro trabajo es presentarle las opciones con claridad, decirle cuál escogeríamos en su lugar y luego hacer el trabajo con limpieza.",
      "Si todavía no ha ubicado la fuga, empiece por nuestra página de detección de fugas. Todo lo que sigue da por hecho que ya sabemos de dónde viene el agua.",
    ],
    sections: [
      {
        id: "spot-repair",
        title: "Reparación puntual",
        body: [
          "Para una sola fuga en un tubo que por lo demás está sano, abrimos justo encima de la fuga, cortamos la parte dañada y empalmamos tubo nuevo. Debajo de una losa, eso significa cortar una abertura limpia en el concreto, excavar hasta la línea, repararla, probarla bajo presión, y luego rellenar y resanar el concreto. En una pared o en un techo, significa una abertura pequeña y cuadrada, fácil de resanar.",
          "Una reparación puntual tiene sentido cuando el tubo está en buen estado, la fuga es fácil de alcanzar y es la primera. Tiene menos sentido debajo de un piso terminado que habría que destruir, o cuando es probable que el resto de la línea falle pronto.",
        ],
      },
      {
        id: "reroute",
        title: "Desviar la línea",
        body: [
          "En lugar de romper la losa, dejamos en su lugar la parte con fuga, desconectada, e instalamos una línea nueva hasta las mismas llaves y aparatos, pasando por las paredes y el ático. En fugas bajo la losa muchas veces es la mejor reparación: no se toca nada debajo de su piso, y la línea nueva queda al alcance para cualquier trabajo futuro.",
          "Por nuestro clima, en el ático ponemos las líneas lo más abajo posible, debajo del aislamiento siempre que se puede, y las forramos con aislante, para que el agua fría se mantenga más fresca y el tubo quede protegido del calor del ático en verano.",
        ],
      },
      {
        id: "repipe",
        title: "Cambio de toda la tubería con PEX",
        body: [
          "Cuando una casa ha tenido varias fugas, o su cobre está viejo y delgado, recomendamos cambiar la tubería de suministro de agua en toda la casa. Usamos PEX, el tubo flexible que es común en las casas más nuevas del East Valley. No se corroe ni le salen fugas de alfiler, aguanta bien el agua dura y, como se dobla en las esquinas, necesita menos conexiones y menos aberturas en sus paredes.",
          "En un cambio de tubería típico, las líneas nuevas pasan por el ático y bajan a cada llave y aparato, con una llave de paso nueva en cada lavabo e inodoro. Planeamos el trabajo con usted para que la casa pase el menor tiempo posible sin agua.",
        ],
      },
      {
        id: "insurance",
        title: "Documentos para su reclamo al seguro",
        body: [
          "Muchas pólizas de casa dividen una fuga en dos partes: el daño que causó el agua y el costo de llegar al tubo, que muchas veces están cubiertos, y el tubo en sí, que muchas veces no. La cobertura cambia mucho de una póliza a otra, así que lea la suya y llame pronto a su aseguradora. Le facilitamos el reclamo con:",
          {
            list: [
              "Fotos y video de la fuga y del daño, antes y durante la reparación",
              "Un informe escrito de la detección, con el lugar de la fuga y su causa probable",
              "Lecturas de humedad donde el agua llegó a pisos o paredes",
              "Una factura detallada que separa el trabajo de acceso, el de reparación y el de restauración",
            ],
          },
        ],
        note: "No espere al ajustador para detener una fuga activa. Cierre el agua, tome fotos y llámenos: las aseguradoras esperan que usted evite más daños.",
      },
    ],
    comparison: {
      title: "Desvío o tubería nueva en toda la casa",
      option1Label: "Desvío",
      option2Label: "Tubería nueva de PEX en toda la casa",
      rows: [
        {
          feature: "Ideal para",
          option1: "Una línea que falló, casi siempre debajo de la losa",
          option2: "Fugas repetidas, o cobre viejo y delgado en toda la casa",
        },
        {
          feature: "Qué se cambia",
          option1: "Solo el tramo con fuga",
          option2: "Toda la tubería de suministro de agua de la casa",
        },
        {
          feature: "Se toca el piso",
          option1: "No",
          option2: "No",
        },
        {
          feature: "Aberturas en paredes y techos",
          option1: "Unas cuantas, resanadas después",
          option2: "Más, resanadas después",
        },
        {
          feature: "Fugas futuras en el tubo viejo",
          option1: "Todavía posibles en otras partes",
          option2: "El tubo viejo queda fuera de servicio",
        },
      ],
    },
    process: {
      title: "Cómo se hace una reparación",
      steps: [
        "Confirmamos dónde está la fuga y cerramos o aislamos la línea afectada.",
        "Usted escoge la reparación, con precios por escrito y por adelantado.",
        "Protegemos pisos y muebles, y abrimos solo lo que la reparación necesita.",
        "Reparamos o cambiamos el tubo y lo probamos bajo presión antes de cerrar nada.",
        "Resanamos el concreto, dejamos limpias las aberturas de las paredes para reparar la tablaroca y le entregamos sus documentos.",
      ],
      benefits: [
        "Una decisión clara, con precios, antes de empezar cualquier trabajo",
        "Tubo nuevo probado bajo presión antes de taparlo",
        "Papeles listos para su aseguradora",
        "Reparaciones el mismo día disponibles cuando hay una fuga activa",
      ],
    },
    faq: [
      {
        question: "¿Es mejor desviar la línea que romper la losa?",
        answer:
          "Muchas veces sí: se evita romper con martillo neumático debajo de pisos terminados y la línea nueva queda accesible. Aun así, una reparación puntual puede ser la opción más rápida y económica para una sola fuga fácil de alcanzar.",
      },
      {
        question:
          "¿El seguro de casa paga la reparación de una fuga bajo la losa?",
        answer:
          "Muchas pólizas cubren el daño del agua y el costo de llegar al tubo, pero no la reparación del tubo en sí. Las pólizas son distintas, así que pregúntele a su aseguradora. Nosotros le damos las fotos, el informe y la factura detallada que le van a pedir.",
      },
      {
        question: "¿Por qué PEX y no cobre para cambiar la tubería?",
        answer:
          "El PEX no se corroe ni le salen fugas de alfiler, aguanta bien el agua dura y, como es flexible, lleva menos uniones y deja aberturas más pequeñas en las paredes.",
      },
    ],
    related: [
      "pipe-leaks",
      "shut-off-valves",
      "pressure-valves",
      "water-heater-services",
    ],
    callBlock: {
      title: "¿Ya encontró la fuga? Vamos a arreglarla.",
      description:
        "Llame para un precio por adelantado de una reparación puntual, un desvío o tubería nueva, con documentos listos para su aseguradora.",
    },
    formPlacement: "side",
  },

  "sewer-camera": {
    slug: "sewer-camera",
    name: names["sewer-camera"],
    canonicalPath: "/services/sewer-camera",
    meta: {
      title: `${names["sewer-camera"]} en Mesa, Gilbert y el East Valley`,
      description:
        "Inspección en video de la línea del drenaje si hay tapones o raíces, o antes de comprar casa. Vea su drenaje por dentro antes de excavar o pagar una reparación.",
      keywords: [
        "inspección de drenaje con cámara Mesa",
        "inspección de la línea del drenaje",
        "inspección de drenaje en video",
        "inspección de drenaje al comprar casa",
        "raíces en la línea del drenaje",
      ],
    },
    hero: {
      title: names["sewer-camera"],
      subtitle: "Vea el problema antes de excavar",
      description:
        "Una cámara a prueba de agua, en la punta de un cable, recorre su línea del drenaje y nos muestra a nosotros, y a usted, exactamente lo que hay adentro: raíces, grietas, hundimientos o un simple tapón.",
    },
    intro: [
      "La línea principal del drenaje de su casa pasa por debajo de la losa y del jardín hasta el drenaje de la ciudad o una fosa séptica, y nadie la ha visto por dentro desde que se construyó la casa. Cuando los drenajes se tapan una y otra vez, adivinar sale caro. Una inspección con cámara cambia la adivinanza por una grabación.",
      "Inspeccionamos líneas para dueños de casa con tapones que se repiten, para compradores antes de cerrar la compra de una casa y para negocios que necesitan saber en qué estado está una línea antes de una remodelación o de la llegada de un nuevo inquilino.",
    ],
    sections: [
      {
        id: "when",
        title: "Cuándo conviene una inspección con cámara",
        body: [
          {
            list: [
              {
                title: "Tapones que se repiten",
                text: "Si ya se ha destapado la línea principal más de una vez, la cámara muestra por qué vuelve a pasar.",
              },
              {
                title: "Al comprar una casa",
                text: "Una inspección de casa normal por lo general no revisa el interior de la línea del drenaje. En los vecindarios más antiguos, una inspección corta antes del cierre puede revelar problemas que quizá ni el vendedor conoce.",
              },
              {
                title: "Antes de una reparación",
                text: "Confirme qué está mal y exactamente dónde, antes de que alguien levante el jardín o corte concreto.",
              },
              {
                title: "Después de una reparación o limpieza",
                text: "Verifique que las raíces se quitaron o que un tramo nuevo está en buen estado.",
              },
              {
                title: "Drenajes lentos en toda la casa",
                text: "Inodoros que gorgotean, o agua que sube en la regadera cuando la lavadora desagua.",
              },
            ],
          },
        ],
      },
      {
        id: "findings",
        title: "Lo que encontramos en las líneas de drenaje del East Valley",
        body: [
          "Las casas antiguas muchas veces tienen drenajes de hierro fundido debajo de la losa. El hierro fundido se corroe por dentro, acumula sarro y puede rajarse, o pudrirse por completo a lo largo de la parte de abajo. Las casas más nuevas usan tubo de plástico ABS o PVC, que no se corroe pero puede tener uniones separadas, hundimientos o daños porque el terreno se asentó o alguien excavó. En los dos casos, lo que más encontramos es:",
          {
            list: [
              "Raíces de árboles que entran por las uniones, atraídas por el agua de adentro",
              "Panzas: tramos hundidos donde el agua y los desechos se quedan y se acumulan",
              "Uniones desalineadas o separadas",
              "Grietas y roturas y, en el hierro fundido, fondos de tubo corroídos o que ya no existen",
              "Grasa acumulada de los drenajes de la cocina",
              "Cosas que no deberían estar ahí: toallitas, juguetes, escombro de construcción",
            ],
          },
        ],
      },
      {
        id: "report",
        title: "Lo que usted recibe",
        body: [
          "Grabamos la inspección y se la vamos explicando en la pantalla mientras sucede. Para cada problema anotamos la distancia desde el registro de limpieza (cleanout), y un transmisor en la cabeza de la cámara nos permite encontrar el punto desde la superficie y marcar dónde está y a qué profundidad.",
          "Usted recibe el video y un resumen de lo que encontramos, con precios por adelantado para cualquier reparación que recomendemos. Si la línea está sana, también se lo decimos.",
        ],
      },
    ],
    process: {
      title: "Cómo funciona la inspección",
      steps: [
        "Encontramos y abrimos el registro de limpieza, que por lo general está afuera, cerca de los cimientos.",
        "Si hay un tapón, lo quitamos primero para que la cámara pueda pasar.",
        "Metemos la cámara por la línea hasta la conexión con el drenaje de la ciudad o la fosa séptica, grabando todo el camino.",
        "Ubicamos y marcamos desde la superficie cualquier punto con problemas.",
        "Revisamos el video con usted y le explicamos las opciones.",
      ],
      benefits: [
        "Nada de adivinar: usted ve cómo está el tubo en realidad",
        "Reparaciones dirigidas al lugar correcto",
        "Datos para negociar cuando compra una casa",
        "Una grabación para sus archivos o para su aseguradora",
      ],
    },
    faq: [
      {
        question:
          "¿Necesito un registro de limpieza para una inspección con cámara?",
        answer:
          "Es la entrada más fácil, y casi todas las casas tienen uno afuera, cerca de los cimientos. Si la suya no lo tiene, podemos entrar por la abertura de un inodoro o por un respiradero del techo, o instalar un registro.",
      },
      {
        question:
          "¿Debo hacer una inspección del drenaje antes de comprar una casa?",
        answer:
          "En casas antiguas, casas con árboles grandes cerca de la línea o cualquier casa que haya estado vacía, cuesta poco comparado con una reparación del drenaje que podría heredar.",
      },
      {
        question: "¿La cámara puede quitar el tapón?",
        answer:
          "No, la cámara solo mira. Si la línea está tapada, primero la destapamos y luego la inspeccionamos.",
      },
    ],
    related: ["drain-cleaning", "pipe-leaks", "toilets", "garbage-disposal"],
    callBlock: {
      title: "¿Los drenajes se siguen tapando?",
      description:
        "Llame para una inspección del drenaje con cámara y vea usted mismo lo que pasa en la línea, con precio por adelantado antes de empezar.",
    },
    formPlacement: "side",
  },

  "drain-cleaning": {
    slug: "drain-cleaning",
    name: names["drain-cleaning"],
    canonicalPath: "/services/drain-cleaning",
    meta: {
      title: `${names["drain-cleaning"]} e hidrojet en Mesa y el East Valley`,
      description:
        "¿Fregadero tapado, regadera lenta o drenaje que se regresa? Destapamos con máquina de cable e hidrojet en casas y negocios; servicio el mismo día disponible.",
      keywords: [
        "destapar drenaje Mesa AZ",
        "plomero para drenaje tapado",
        "hidrojet East Valley",
        "línea principal de drenaje tapada",
        "drenaje que se regresa",
        "destape de drenajes comerciales",
      ],
    },
    hero: {
      title: names["drain-cleaning"],
      subtitle: "Lavabos · Tinas · Líneas principales · Hidrojet",
      description:
        "Desde un lavabo del baño que drena lento hasta aguas negras que suben por la regadera, lo destapamos y le decimos por qué pasó. Hay servicio el mismo día disponible.",
    },
    intro: [
      "La mayoría de los tapones tienen causas comunes: grasa y comida en las líneas de la cocina, pelo y jabón en los baños, toallitas y demasiado papel en los inodoros. El agua dura los empeora todos, porque el sarro deja áspero el interior de los tubos más viejos y le da a todo lo demás algo donde pegarse.",
      "Destapamos drenajes en casas, restaurantes, oficinas y propiedades de renta en todo el East Valley, con la máquina adecuada para cada línea y sin químicos que dañen los tubos.",
    ],
    sections: [
      {
        id: "main-line",
        title: "¿Un solo drenaje, o la línea principal?",
        body: [
          "Un solo drenaje lento casi siempre es un tapón local en el ramal de ese lavabo, tina o inodoro. Varios drenajes con problemas al mismo tiempo apuntan a la línea principal del drenaje, y eso hay que atenderlo rápido. Señales de un problema en la línea principal:",
          {
            list: [
              "Los inodoros gorgotean o hacen burbujas cuando desagua un lavabo o la lavadora",
              "Sube agua en la regadera o en la tina cuando se descarga un inodoro",
              "Varios drenajes están lentos al mismo tiempo",
              "Sale agua o aguas negras por el registro de limpieza",
              "Huele a drenaje dentro de la casa",
            ],
          },
        ],
        note: "Si la línea principal se está regresando, deje de usar agua, incluidas la lavadora y el lavaplatos, hasta que la destapen.",
      },
      {
        id: "methods",
        title: "Cómo destapamos drenajes",
        body: [
          {
            list: [
              {
                title: "Máquinas de cable",
                text: "Un cable de acero que gira, con una cabeza cortadora, rompe el pelo, la grasa y el papel y saca lo que puede. Es la herramienta adecuada para la mayoría de los tapones de lavabos, tinas e inodoros, y para muchos tapones de la línea principal.",
              },
              {
                title: "Hidrojet",
                text: "El agua a alta presión talla todo el interior del tubo y se lleva la grasa, el sarro y los pedazos de raíz, en vez de solo abrirles un hoyo. Sirve para las líneas de grasa de restaurantes y para los tapones de la línea principal que se repiten. Primero revisamos la línea con cámara, porque el hidrojet no es para tubos rotos o muy corroídos.",
              },
              {
                title: "Revisión con cámara",
                text: "Cuando los tapones se repiten, una inspección del drenaje con cámara muestra raíces, hundimientos o tubos rotos que la limpieza sola no va a arreglar.",
              },
            ],
          },
        ],
      },
      {
        id: "prevention",
        title: "Cómo mantener los drenajes destapados",
        body: [
          "La mayoría de los tapones que se repiten se pueden evitar. Deje que la grasa se enfríe y tírela a la basura, no al fregadero. Use un atrapapelos en la regadera. Al inodoro, solo papel de baño: las toallitas que se venden como desechables no se deshacen como el papel.",
          "No recomendamos los destapacaños químicos. Rara vez quitan un tapón de verdad, pueden dañar los tubos viejos y el triturador, y hacen más peligroso el trabajo para quien abra el drenaje después.",
        ],
      },
    ],
    comparison: {
      title: "Máquina de cable o hidrojet",
      option1Label: "Máquina de cable",
      option2Label: "Hidrojet",
      rows: [
        {
          feature: "Ideal para",
          option1: "Pelo, papel y la mayoría de los tapones sencillos",
          option2:
            "Grasa, sarro y tapones de la línea principal que se repiten",
        },
        {
          feature: "Cómo funciona",
          option1: "Una cabeza cortadora perfora el tapón",
          option2: "El agua a alta presión talla las paredes del tubo",
        },
        {
          feature: "Limpia toda la pared del tubo",
          option1: "En parte",
          option2: "Sí",
        },
        {
          feature: "Tubos viejos o frágiles",
          option1: "Bien, con cuidado",
          option2: "Solo después de revisarlos con cámara",
        },
        {
          feature: "Uso típico",
          option1: "Lavabos, tinas, inodoros y líneas principales",
          option2: "Líneas principales y líneas de cocinas comerciales",
        },
      ],
    },
    faq: [
      {
        question: "¿Por qué se me tapa tanto el fregadero de la cocina?",
        answer:
          "Casi siempre es la grasa. Se va por el fregadero tibia y líquida, luego se enfría, cubre el tubo y atrapa la comida. El hidrojet quita lo acumulado; no echar grasa al fregadero evita que vuelva.",
      },
      {
        question: "¿Los destapacaños químicos son seguros para mis tubos?",
        answer:
          "No los recomendamos. Pocas veces quitan un tapón sólido, maltratan los tubos viejos y los trituradores, y el químico sigue en la línea cuando alguien tiene que abrirla.",
      },
      {
        question: "¿Destapan drenajes comerciales?",
        answer:
          "Sí. Destapamos líneas de cocinas de restaurantes, baños de oficinas y propiedades de renta, y podemos programar el hidrojet como mantenimiento de rutina para líneas con mucha grasa.",
      },
      {
        question: "¿Por qué se tapa mi línea principal si tenemos cuidado?",
        answer:
          "Las raíces, un tramo hundido o el sarro de una línea vieja de hierro fundido pueden atrapar desechos normales. Si pasa más de una vez, una inspección con cámara nos dice por qué.",
      },
    ],
    related: ["sewer-camera", "garbage-disposal", "toilets", "showers"],
    callBlock: {
      title: "¿Se le tapó el drenaje?",
      description:
        "Llame para destapar su drenaje; hay servicio el mismo día disponible. Le damos el precio antes de empezar y le decimos si la línea necesita algo más que una limpieza.",
    },
    formPlacement: "side",
  },
} satisfies Record<
  "pipe-leaks" | "pipe-leak-repairs" | "sewer-camera" | "drain-cleaning",
  ServicePage
>;
