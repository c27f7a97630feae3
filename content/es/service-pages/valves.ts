import { spanishServiceNames as names } from "@/content/es/service-names";
import type { ServicePage } from "@/content/service-pages/types";

// The Spanish copy of content/service-pages/valves.ts: the same pages, facts and figures, written
// for Arizona homeowners with "usted". Slugs, canonical paths and related links stay the English
// route keys; the Spanish routes map them (common.md, issue 57).
//
// Main shut-off valves and water pressure.
//
// Sources, each read 2026-11-27:
// - The 80 psi limit: IRC P2903.3.1, static pressure in a building's water supply may not exceed
//   80 psi, and a pressure-reducing valve is required where the main's pressure is higher
//   (Jaspector, "Does code require a pressure reducing valve over 80 psi?",
//   https://www.jaspector.com/codes/irc-2021/ch29-water-supply/maximum-water-pressure-prv/); the
//   Uniform Plumbing Code's section 608.2 reduces it to "80 pounds per square inch ... or less"
//   (as amended by Signal Hill, CA, https://codelibrary.amlegal.com/codes/signalhill/latest/signalhill_ca/0-0-0-67901).
//   Hence "80 psi o menos" and "no puede pasar de 80 psi" on the site: 80 itself is within the limit.
// - Mains "can reach 100 pounds per square inch (psi) or more"; WaterSense recommends 45 to 60
//   psi; high pressure damages piping, fixtures and appliances and risks leaks: US EPA
//   WaterSense, https://nepis.epa.gov/Exe/ZyPURL.cgi?Dockey=P10180TH.txt
//
// CANONICAL DECISION (also in canonical.ts and docs/canonical-urls.md): pressure-valves and
// pressure-regulating-valves are two distinct pages, each canonical to itself.
//   - pressure-valves: the problem. Symptoms of high and low pressure, how we test (static and
//     max-needle gauges, night-time spikes), thermal expansion as a cause, the 80 psi limit.
//   - pressure-regulating-valves: the part. How a PRV works, how it fails, expansion tanks,
//     and the replacement procedure and setting.
// Keep their copy distinct in Spanish too.

export const valvePages = {
  "shut-off-valves": {
    slug: "shut-off-valves",
    name: names["shut-off-valves"],
    canonicalPath: "/services/shut-off-valves",
    meta: {
      title: `${names["shut-off-valves"]}: reparación y cambio en el East Valley`,
      description:
        "¿Válvula de cierre principal trabada o con fuga? Cambiamos válvulas de compuerta viejas por válvulas de bola de cuarto de vuelta, y las llaves de paso.",
      keywords: [
        "cambio de válvula de cierre principal de agua",
        "válvula de cierre de agua Mesa",
        "cambio de válvula de compuerta",
        "válvula de bola de cuarto de vuelta",
        "cambio de llave de paso",
      ],
    },
    hero: {
      title: names["shut-off-valves"],
      subtitle: "Válvulas de cuarto de vuelta que cierran cuando hace falta",
      description:
        "Cuando revienta un tubo, lo único que separa su casa de una inundación es una válvula que quizá no ha tocado en años. Nos aseguramos de que la suya funcione.",
    },
    intro: [
      "Toda casa tiene una válvula de cierre principal, la que corta el agua en todo el hogar. En muchas casas del East Valley está en la línea principal, donde el tubo sale de la tierra junto a la casa, muchas veces al lado de la llave de manguera del frente, o en el garaje, cerca del calentador de agua y de la conexión para el suavizador. En las casas más antiguas suele ser una válvula de compuerta de varias vueltas con manija redonda, y después de años de agua dura muchas ya no cierran por completo, o la manija se rompe justo el día que alguien por fin la necesita.",
      "Localizamos su válvula, la probamos y, si hace falta, la cambiamos por una válvula de bola de paso completo y cuarto de vuelta, que cierra con un solo movimiento. Es un trabajo pequeño que hace más pequeña cualquier emergencia de plomería que venga después.",
    ],
    sections: [
      {
        id: "finding-it",
        title: "Dónde encontrar su válvula de cierre principal",
        body: [
          "Busque el lugar donde la línea principal de agua entra a la casa: un tubo que sale de la tierra junto a una pared exterior, por lo general del lado que da a la calle, muchas veces con una llave de manguera y a veces con un regulador de presión en el mismo tubo. En las casas más nuevas puede estar dentro del garaje.",
          "La válvula que está en la caja del medidor, cerca de la calle, normalmente es de la compañía de agua. En una emergencia, use la válvula de la casa, y llámenos si no la encuentra o si no gira.",
        ],
        note: "Pruebe su válvula principal una vez al año: ciérrela, abra una llave para confirmar que el agua se corta y luego vuelva a abrirla despacio. Si no se mueve, no la fuerce; llámenos.",
      },
      {
        id: "signs",
        title: "Señales de que su válvula de cierre necesita cambiarse",
        body: [
          {
            list: [
              "La manija no gira, o gira pero no corta el agua",
              "Sale agua por el vástago de la válvula cuando se abre",
              "Costras blancas o verdes en el cuerpo de la válvula",
              "La manija está rota, ya no está o la tienen amarrada con alambre",
              "Piensa hacer otro trabajo de plomería y no hay manera de cortar el agua de la casa para hacerlo",
            ],
          },
        ],
      },
      {
        id: "fixture-stops",
        title: "Llaves de paso debajo de lavabos e inodoros",
        body: [
          "El mismo problema aparece en las válvulas pequeñas que hay debajo de cada lavabo e inodoro y detrás de la lavadora. Las llaves de paso viejas, de varias vueltas, se traban con el agua dura o empiezan a gotear la primera vez que alguien las gira en años. Ya que estamos en su casa, podemos cambiarlas por llaves de paso de cuarto de vuelta y líneas de suministro de acero inoxidable trenzado, para que una llave de agua que gotea o un inodoro que no deja de correr se puedan aislar sin cortar el agua de toda la casa.",
        ],
      },
    ],
    process: {
      title: "Cómo cambiamos una válvula de cierre principal",
      steps: [
        "Cerramos el agua en el medidor y liberamos la presión abriendo las llaves.",
        "Cortamos la válvula de compuerta vieja y limpiamos y preparamos los extremos del tubo.",
        "Instalamos una válvula de bola de latón de paso completo, con conexiones soldadas, prensadas o roscadas, según el tubo.",
        "Devolvemos el agua poco a poco, sacamos el aire de las líneas y revisamos cada unión para ver que no gotee.",
        "Le ponemos una etiqueta a la válvula y les enseñamos a todos en la casa dónde está.",
      ],
      benefits: [
        "El agua cortada en segundos si hay una fuga o revienta un tubo",
        "Se acabaron las válvulas que gotean o que no cierran",
        "Paso completo, así que no se pierde presión",
        "Reparaciones futuras más rápidas y más baratas",
      ],
      recommendation:
        "Cierre y abra la válvula principal una vez al año, para que el día que importe no sea la primera vez.",
    },
    faq: [
      {
        question: "¿Debo cerrar el agua principal cuando salgo de viaje?",
        answer:
          "En viajes largos es una precaución sensata: si falla una manguera de suministro, el agua puede correr por días sin nadie en casa. Ponga también su calentador de agua en el modo de vacaciones.",
      },
      {
        question: "¿Puedo cambiar yo mismo la válvula principal?",
        answer:
          "Hay que cerrar el agua en el medidor y cortar la línea principal, así que la mayoría de los dueños de casa se lo dejan a un plomero. Para nosotros suele ser una visita corta.",
      },
      {
        question: "¿Y la válvula del medidor?",
        answer:
          "Esa normalmente es de la compañía de agua. Si gotea o no gira, llame al departamento de agua de su ciudad; nosotros nos encargamos de todo lo que está del lado de la casa a partir del medidor.",
      },
    ],
    related: ["pressure-regulating-valves", "pipe-leaks", "faucets", "toilets"],
    callBlock: {
      title: "¿No puede cerrar el agua?",
      description:
        "Si un tubo tiene una fuga y la válvula no cierra, llámenos. Hay servicio el mismo día disponible y de emergencia en todo el East Valley.",
    },
    formPlacement: "side",
  },

  // Distinct page, self-canonical: the pressure problem and the 80 psi limit (see header).
  "pressure-valves": {
    slug: "pressure-valves",
    name: names["pressure-valves"],
    canonicalPath: "/services/pressure-valves",
    meta: {
      title: `${names["pressure-valves"]}: prueba de presión y límite de 80 psi`,
      description:
        "¿Golpes en la tubería, llaves que gotean o una válvula de alivio que gotea? Medimos la presión del agua de su casa y la dejamos dentro del límite de 80 psi.",
      keywords: [
        "prueba de presión de agua Mesa",
        "presión de agua alta",
        "límite de presión de agua 80 psi",
        "golpe de ariete",
        "presión de agua baja",
        "expansión térmica",
      ],
    },
    hero: {
      title: names["pressure-valves"],
      subtitle: "Prueba de presión del agua · El límite de 80 psi del código",
      description:
        "Demasiada presión desgasta poco a poco cada válvula, manguera y llave de la casa; muy poca hace que bañarse sea una decepción. La medimos, encontramos la causa y la corregimos.",
    },
    intro: [
      "Los códigos modelo de plomería limitan a 80 psi la presión estática del agua dentro de una casa, y piden una válvula reductora de presión donde el suministro llega más alto. En las tuberías principales de la compañía de agua la presión puede llegar a 100 psi o más, y la que llega a su casa depende de dónde quede dentro del sistema. Tampoco es constante: puede subir de noche, cuando el vecindario deja de usar agua.",
      "Una casa con más de 80 psi puede parecer estar bien durante años. Mientras tanto, las válvulas de llenado de los inodoros, los cartuchos de las llaves, las mangueras de la lavadora, las líneas del fabricador de hielo y la válvula de alivio del calentador de agua trabajan bajo más fuerza de la que están diseñados para soportar. Muchas fugas en llaves e inodoros empiezan en una de esas piezas.",
    ],
    sections: [
      {
        id: "symptoms",
        title: "Señales de presión de agua alta",
        body: [
          {
            list: [
              {
                title: "Golpes en la tubería",
                text: "El golpe seco que se oye cuando una llave o la lavadora cierra de repente (golpe de ariete) empeora mucho con la presión alta.",
              },
              {
                title: "Inodoros que corren o se vuelven a llenar solos",
                text: "A las válvulas de llenado les cuesta sellar contra el exceso de presión.",
              },
              {
                title: "Llaves y regaderas que gotean",
                text: "Los cartuchos y los empaques se desgastan antes de tiempo.",
              },
              {
                title: "La válvula de alivio del calentador gotea",
                text: "Puede estar soltando picos de presión, sobre todo de noche. La expansión térmica, que explicamos más abajo, causa lo mismo.",
              },
              {
                title: "Mangueras de suministro reventadas o infladas",
                text: "Las líneas de la lavadora, del fabricador de hielo y de las llaves fallan años antes de lo que deberían.",
              },
              {
                title: "Llaves que escupen y hacen ruido",
                text: "El agua sale de golpe, con fuerza, en cuanto se abre la llave.",
              },
            ],
          },
        ],
      },
      {
        id: "testing",
        title: "Cómo medimos la presión del agua",
        body: [
          "Una prueba de presión toma minutos y dice más que cualquier suposición. Enroscamos un manómetro en una llave de manguera o en el drenaje del calentador de agua y leemos la presión estática sin nada abierto. Luego ponemos un manómetro con aguja de lectura máxima, que registra la presión más alta que alcanza, y lo dejamos instalado para captar los picos de la noche que una sola lectura no ve.",
          "También revisamos la expansión térmica. Cuando una casa tiene un regulador de presión o una válvula check en el medidor, su plomería se vuelve un sistema cerrado. Cada vez que el calentador de agua se enciende, el agua calentada se expande sin tener a dónde ir, y la presión sube muy por encima del ajuste del regulador. Un tanque de expansión absorbe ese aumento, así que revisamos si su casa tiene uno y si funciona.",
        ],
        note: "El límite del código: la presión estática del agua en una casa no puede pasar de 80 psi. Un regulador la mantiene en un ajuste estable dentro de ese límite.",
      },
      {
        id: "low-pressure",
        title: "Cuando la presión es demasiado baja",
        body: [
          "La presión baja tiene otras causas, y el manómetro nos dice cuál es. Si está baja en toda la casa, por lo general es un regulador de presión que falló medio cerrado, una válvula principal que no está abierta por completo o una línea principal vieja, estrechada por el sarro. Si está baja en una sola llave, casi siempre es un aireador, una regadera o un cartucho tapado. Una caída repentina en toda la casa, sin que nada más haya cambiado, puede ser una fuga, y vale la pena llamar de inmediato.",
        ],
      },
      {
        id: "fixing-it",
        title: "Cómo controlamos la presión",
        body: [
          "Si su casa pasa de 80 psi y no tiene regulador, necesita uno. Si lo tiene y la presión sigue alta, hay que ajustar o cambiar el regulador. Nuestra página de reemplazo de válvulas reguladoras de presión explica cómo las instalamos, ajustamos y cambiamos. Cuando el único problema es el golpe de ariete en un solo aparato, muchas veces se resuelve con un amortiguador de golpe de ariete en esa conexión.",
        ],
      },
    ],
    process: {
      title: "Qué incluye una revisión de presión",
      steps: [
        "Una lectura de presión estática en una llave de manguera o en el drenaje del calentador de agua.",
        "Un manómetro de lectura máxima que dejamos instalado para captar los picos de la noche.",
        "Una revisión del regulador de presión y de la válvula principal, si su casa los tiene.",
        "Una revisión del tanque de expansión y de la válvula de alivio del calentador de agua.",
        "Las lecturas por escrito, con una recomendación clara y un precio por adelantado para cualquier arreglo.",
      ],
      benefits: [
        "Llaves, mangueras y aparatos que duran lo que deben durar",
        "Adiós al golpe de ariete y a la válvula de alivio que gotea",
        "Una casa dentro del límite de 80 psi del código",
        "Presión estable en la regadera, de día y de noche",
      ],
    },
    faq: [
      {
        question: "¿Cuál es la presión de agua normal en una casa?",
        answer:
          "No más de 80 psi, el límite del código. El programa WaterSense de la EPA recomienda de 45 a 60 psi; el ajuste correcto depende de su casa y de sus llaves y aparatos, y un regulador la mantiene estable.",
      },
      {
        question: "¿Por qué la presión del agua sube de noche?",
        answer:
          "Cuando el vecindario deja de usar agua, pasa menos agua por las tuberías principales de la compañía, así que se pierde menos presión en el camino a su casa. Un regulador mantiene estable la presión de su casa de todos modos.",
      },
      {
        question: "¿Puedo medir yo mismo la presión del agua?",
        answer:
          "Sí. Un manómetro sencillo de la ferretería se enrosca en una llave de manguera exterior. Léalo con todo apagado dentro de la casa. Si marca más de 80 psi, o sube durante la noche, llámenos.",
      },
      {
        question:
          "La presión marca bien, pero la válvula de alivio del calentador gotea. ¿Por qué?",
        answer:
          "Es la señal clásica de expansión térmica en un sistema cerrado. Lo usual es instalar un tanque de expansión en el calentador de agua, cargado a la misma presión de su casa.",
      },
    ],
    related: [
      "pressure-regulating-valves",
      "water-heater-services",
      "shut-off-valves",
      "pipe-leaks",
    ],
    callBlock: {
      title: "¿Cree que la presión de su agua está muy alta?",
      description:
        "Llame para una prueba de presión. Si pasa de 80 psi, le mostramos la lectura y le damos un precio por adelantado para corregirla.",
    },
    formPlacement: "side",
  },

  // Distinct page, self-canonical: the valve itself (see header).
  "pressure-regulating-valves": {
    slug: "pressure-regulating-valves",
    name: names["pressure-regulating-valves"],
    summary:
      "¿Regulador de presión gastado, o no tiene uno? Instalamos y cambiamos válvulas PRV, las ajustamos con manómetro y revisamos el tanque de expansión.",
    canonicalPath: "/services/pressure-regulating-valves",
    meta: {
      title: "Válvula reguladora de presión (PRV): instalación y reemplazo",
      description:
        "Instalación, ajuste y reemplazo de válvulas reguladoras de presión en Mesa y el East Valley, ajustadas con manómetro y con tanque de expansión si hace falta.",
      keywords: [
        "reemplazo de válvula reguladora de presión",
        "instalación de PRV Mesa AZ",
        "válvula reductora de presión",
        "regulador de presión de agua",
        "instalación de tanque de expansión",
      ],
    },
    hero: {
      title: names["pressure-regulating-valves"],
      subtitle: "Instalación de PRV · Ajuste · Reemplazo",
      description:
        "La válvula reguladora de presión es la válvula de latón con tapa en forma de campana que está en su línea principal y mantiene la presión de la calle lejos de sus llaves. Cuando se desgasta, la cambiamos y la dejamos bien ajustada.",
    },
    intro: [
      "Cuando el agua llega por encima del límite del código, la válvula reguladora de presión (PRV, también llamada válvula reductora de presión) es la que la baja a un nivel seguro y estable. Muchas casas del East Valley tienen una en la línea principal, junto a la llave de manguera del frente o donde la línea entra al garaje, y a las casas que no tienen se les puede instalar una.",
      "Como cualquier válvula con piezas que se mueven en agua dura, una PRV no dura para siempre. Esta página trata de la válvula en sí: cómo funciona, cómo falla y qué hacemos cuando instalamos o cambiamos una. Si todavía no sabe si la presión de su casa es un problema, empiece por nuestra página de válvulas reguladoras de presión y pruebas de presión del agua.",
    ],
    sections: [
      {
        id: "how-it-works",
        title: "Cómo funciona una válvula reguladora de presión",
        body: [
          "Dentro de la campana de arriba, un resorte empuja hacia abajo un diafragma, y la presión del agua del lado de la casa empuja de regreso. Cuando usted abre una llave, la presión de la casa baja y el resorte abre la válvula un poco más; cuando todo está cerrado, la presión sube hasta equilibrar el resorte y la válvula cierra. El tornillo de ajuste de arriba fija qué tan fuerte empuja el resorte y, con eso, la presión que recibe su casa.",
          "Como una PRV se cierra cuando no hay nada abierto, también convierte su plomería en un sistema cerrado. Por eso una casa con PRV necesita un tanque de expansión que funcione en el calentador de agua. Sin él, la válvula de alivio del calentador termina haciendo ese trabajo, y gotea.",
        ],
      },
      {
        id: "failing",
        title: "Señales de que su PRV está fallando",
        body: [
          {
            list: [
              "La presión de la casa va subiendo durante semanas, o marca lo mismo que la de la calle",
              "La presión baja mucho cuando se usan dos llaves a la vez",
              "Un zumbido en la línea principal mientras corre el agua",
              "Sale agua de la campana o del cuerpo de la válvula",
              "Girar el tornillo de ajuste ya no cambia la presión",
            ],
          },
          "El sarro y la arenilla desgastan el asiento y endurecen el diafragma: la válvula no cierra del todo y deja subir la presión, o no abre del todo y deja a la casa sin suficiente agua. El agua dura acelera ese desgaste.",
        ],
      },
      {
        id: "expansion-tanks",
        title: "El tanque de expansión va con la válvula",
        body: [
          "El tanque de expansión es un tanque pequeño en la línea de agua fría del calentador, dividido por dentro por una membrana de hule con aire de un lado. Cuando el agua calentada se expande, entra al tanque en lugar de disparar la presión de la casa. El lado del aire tiene que estar cargado a la misma presión de su casa, y con los años la membrana puede fallar y dejar un tanque lleno de agua que no sirve de nada.",
          "Cada vez que instalamos o cambiamos una PRV, probamos el tanque de expansión y lo recargamos o lo cambiamos, según haga falta.",
        ],
        note: "Si en una casa con PRV gotea la válvula de alivio del calentador, casi siempre es porque falta el tanque de expansión, está lleno de agua o tiene mal la carga.",
      },
    ],
    process: {
      title: "Cómo cambiamos una válvula reguladora de presión",
      steps: [
        "Medimos la presión estática y la máxima, para saber con qué estamos trabajando.",
        "Cerramos la principal, liberamos la presión y quitamos la válvula vieja, o instalamos una nueva donde no hay.",
        "Instalamos la PRV nueva con conexiones de tuerca unión, para que se le pueda dar servicio más adelante.",
        "Ajustamos la presión de salida con un manómetro, a 80 psi o menos y a la medida de su casa.",
        "Probamos el tanque de expansión, lo cargamos a la misma presión y revisamos la válvula de alivio del calentador.",
        "Abrimos las llaves y luego volvemos a medir la presión con todo cerrado.",
      ],
      benefits: [
        "Presión estable, de día y de noche",
        "Llaves, mangueras y aparatos que duran más",
        "Una válvula de alivio que ya no gotea",
        "Tuercas unión que hacen rápido el próximo servicio",
      ],
      recommendation:
        "Pida que revisen la PRV y el tanque de expansión cada vez que cambie el calentador de agua; es el momento más fácil para encontrar una que ya está gastada.",
    },
    faq: [
      {
        question: "¿Cuánto dura una válvula reguladora de presión?",
        answer:
          "No hay un número fijo: influyen el agua dura, la arenilla y qué tan alta es la presión de la calle. Lo más confiable es revisar la presión cada uno o dos años, o en cuanto note las señales de arriba.",
      },
      {
        question: "¿Se puede ajustar una PRV en lugar de cambiarla?",
        answer:
          "Muchas veces sí, si la válvula está en buen estado y solo está ajustada muy alta. Si girar el tornillo ya no cambia la presión, o la presión vuelve a subir, la válvula está gastada y conviene cambiarla.",
      },
      {
        question: "¿Dónde está mi válvula reguladora de presión?",
        answer:
          "Por lo general en la línea principal, justo después de la válvula de cierre principal, donde el tubo sale de la tierra junto a la casa o entra al garaje. Busque una tapa en forma de campana con un tornillo y una contratuerca. En algunas casas está en una caja enterrada cerca del frente del terreno.",
      },
      {
        question: "¿Necesito una PRV si mi presión es de 80 psi o menos?",
        answer:
          "No necesariamente. Si se mantiene en 80 psi o menos de día y de noche, puede que no la necesite. Medimos con un manómetro de lectura máxima antes de recomendarle cualquier cosa.",
      },
    ],
    related: [
      "pressure-valves",
      "water-heater-services",
      "shut-off-valves",
      "pipe-leaks",
    ],
    callBlock: {
      title: "¿Su regulador de presión está fallando?",
      description:
        "Llame para una revisión de su PRV y un precio por adelantado para ajustarla, repararla o cambiarla; hay servicio el mismo día disponible.",
    },
    formPlacement: "side",
  },
} satisfies Record<
  "shut-off-valves" | "pressure-valves" | "pressure-regulating-valves",
  ServicePage
>;
