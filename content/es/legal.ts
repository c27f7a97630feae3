import { business, formatAddress } from "@/content/business";
import {
  formFieldPurposes as englishFieldPurposes,
  link,
  list,
  p,
  REQUEST_RETENTION_MONTHS,
  strong,
  TEXT_CONSENT_RETENTION_YEARS,
  videoFileHosts,
  type Block,
  type Inline,
  type LegalPage,
} from "@/content/legal";
import { formatPhone, mailtoHref, telHref } from "@/lib/format";
import { emergencyAdvice } from "@/supabase/functions/_shared/next-call";

// The Privacy Policy and the Terms of Use in Spanish (/es/privacidad, /es/terminos, the SMS terms
// at /es/terminos#sms): the same sections, ids, facts and periods as content/legal.ts, which the
// English pages were written from the code with; content/es/legal.test.ts holds the two side by
// side. Change a statement there and here together. Which text governs is the lawyer's call
// (docs/privacy-and-terms.md, "For the owner's lawyer"); the pages claim neither.
//
// The effective date, the retention periods and the video hosts are the English module's
// constants, never typed again here.

/**
 * The terms' one way to say what a customer gets before work starts: PRICE_PROMISE
 * ("a written price", the company's own promise on /about), in Spanish.
 */
export const PRICE_PROMISE = "un precio por escrito";

/** SMS_NON_SHARING, the carriers' clause, word for word on both Spanish pages. */
export const SMS_NON_SHARING =
  "No vendemos su número de teléfono celular, su inscripción para recibir mensajes de texto ni su consentimiento para recibirlos, y no los compartimos con ningún tercero ni afiliado para ningún fin, excepto con el proveedor que entrega nuestros mensajes de texto, que los recibe solo para entregar esos mensajes.";

/**
 * stopTheWaterTerms (content/legal.ts) in Spanish: "no espere una respuesta" only where the phone
 * is answered for emergencies while the office is closed; otherwise the Spanish e-mails' words
 * (emergencyAdvice in Spanish): call while the office is open.
 */
export function stopTheWaterTerms(answeredAfterHours: boolean) {
  return answeredAfterHours
    ? {
        before:
          "Si el agua no para, no espere una respuesta: cierre la llave de paso principal del agua y llámenos al ",
        after: ".",
      }
    : {
        before:
          "Si el agua no para, cierre la llave de paso principal del agua y luego llámenos al ",
        after: ` ${emergencyAdvice(false, "es").after}`,
      };
}

/**
 * formFieldPurposes in Spanish, one entry per field the visitor fills in: typed from the English
 * list, so a new field of the form does not compile until this policy says why it is asked.
 */
export const formFieldPurposes = {
  name: {
    label: "Nombre completo",
    why: "para saber con quién hablamos cuando le llamemos o le enviemos un mensaje de texto.",
  },
  phone: {
    label: "Teléfono",
    why: "para llamarle o enviarle mensajes de texto sobre su solicitud. Es la única forma en que estamos seguros de poder comunicarnos con usted, por eso es obligatorio.",
  },
  email: {
    label: "Correo electrónico (opcional)",
    why: "si nos lo da, le enviamos una confirmación de su solicitud, y la oficina puede responderle por correo electrónico.",
  },
  preferredContact: {
    label: "Forma de contacto preferida (Llamada o Mensaje de texto)",
    why: "para responderle como usted prefiera.",
  },
  message: {
    label: "¿En qué le podemos ayudar?",
    why: "qué está pasando, para enviarle al plomero indicado con las piezas necesarias y decirle qué puede esperar.",
  },
  address: {
    label: "Dirección",
    why: "dónde es el trabajo, para que nuestro plomero pueda ir a su domicilio.",
  },
  city: {
    label: "Ciudad",
    why: "parte de la dirección del servicio.",
  },
  state: {
    label: "Estado",
    why: "parte de la dirección del servicio.",
  },
  zipCode: {
    label: "Código postal",
    why: "parte de la dirección del servicio, y la forma de ver si usted está dentro de nuestra área de servicio.",
  },
  arrivalWindow: {
    label: "Horario de llegada preferido (opcional)",
    why: "la mañana o la tarde que más le convenga. Es una preferencia: confirmamos la hora con usted por teléfono o por mensaje de texto.",
  },
  accountConsent: {
    label: "Mensajes de servicio (una casilla para marcar)",
    why: "si acepta recibir mensajes de texto sobre sus solicitudes, como respuestas, confirmaciones de citas y avisos de llegada. Solo se necesita si nos pide que le respondamos por mensaje de texto.",
  },
  marketingConsent: {
    label: "Mensajes de promociones (una casilla para marcar)",
    why: "si acepta recibir por mensaje de texto recordatorios de mantenimiento y ofertas. Nunca se necesita para enviar el formulario.",
  },
} satisfies Record<
  keyof typeof englishFieldPurposes,
  { label: string; why: string }
>;

const { name } = business;
const phone = link(formatPhone(business.phone), telHref(business.phone));
const email = link(business.email, mailtoHref(business.email));
const site = new URL(business.siteUrl).host;
const months = `${REQUEST_RETENTION_MONTHS} meses`;
const consentYears = `${TEXT_CONSENT_RETENTION_YEARS} años`;
const stopTheWater = stopTheWaterTerms(business.emergencyLineAfterHours);
const list_es = new Intl.ListFormat("es", { type: "conjunction" });

const fieldItems = Object.values(formFieldPurposes).map(
  ({ label, why }): Inline[] => [strong(`${label}:`), ` ${why}`],
);

const contactLines: Block[] = [
  p(name),
  p("Correo postal: ", formatAddress()),
  p("Teléfono: ", phone),
  p("Correo electrónico: ", email),
];

/** The videos section's paragraph on the site's own video files, when any is configured. */
function videoFileBlocks(): Block[] {
  const hosts = videoFileHosts(undefined, "este sitio (Vercel)");
  if (hosts.length === 0) return [];
  return [
    p(
      `Nuestros otros videos (el video de fondo de nuestra página principal, el video de nuestra página de contacto) son archivos de video sencillos, sin reproductor, script ni cookie de nadie más. Su navegador los obtiene de ${list_es.format(hosts)}, que, como cualquier servidor web, ve su dirección IP y su navegador. El video de fondo solo se reproduce en pantallas anchas, y nunca cuando su dispositivo pide menos movimiento o menos uso de datos.`,
    ),
  ];
}

export const privacyPolicy: LegalPage = {
  path: "/es/privacidad",
  title: "Política de privacidad",
  description:
    "Qué recopila nuestro sitio web con el formulario de solicitud de servicio, para qué, quién lo maneja, cuánto tiempo lo guardamos y cómo pedir una copia.",
  keywords: [
    "política de privacidad",
    "privacidad de solicitudes de servicio",
    "privacidad de mensajes de texto",
    "plomero en Mesa AZ privacidad",
  ],
  cardTitle: "Cómo manejamos lo que usted nos envía",
  intro: [
    p(
      `${name} es una empresa familiar de plomería en Mesa, Arizona. Esta política explica qué recopila este sitio web (${site}) cuando usted lo usa, para qué, quién lo maneja por nosotros, cuánto tiempo lo guardamos y cómo comunicarse con nosotros al respecto.`,
    ),
  ],
  sections: [
    {
      id: "summary",
      heading: "En resumen",
      blocks: [
        list(
          "Usted nos da información personal con el formulario de solicitud de servicio, o cuando nos escribe por correo electrónico, nos llama o nos manda un mensaje de texto (por ejemplo, fotos del problema). La usamos para responderle.",
          `Guardamos las solicitudes de servicio durante ${months} y después las borramos automáticamente.`,
          `Si usted acepta recibir mensajes de texto, guardamos un registro de ese consentimiento, como prueba, mientras siga vigente y durante ${consentYears} después de que nos pida dejar de enviarlos.`,
          "No vendemos su información, y no compartimos su número de celular ni su consentimiento para recibir mensajes de texto con nadie para que lo use en su propia publicidad.",
          "El sitio no instala cookies de publicidad ni de rastreo.",
          [
            "Puede pedirnos una copia de su solicitud, o que la borremos, en cualquier momento: ",
            link("así se hace", "#your-choices"),
            ".",
          ],
        ),
      ],
    },
    {
      id: "form",
      heading:
        "Qué recopila el formulario de solicitud de servicio, y para qué",
      blocks: [
        p("El formulario pide:"),
        { kind: "list", items: fieldItems },
        p(
          "Con cada solicitud también guardamos la hora en que llegó, el idioma de la página desde la que la envió (inglés o español), para responderle en ese idioma, un identificador aleatorio (de él sale su número de referencia, como EVP-9WNRN), una clave aleatoria que evita que una solicitud enviada dos veces se guarde dos veces, y nuestras propias notas: si se avisó a la oficina por correo electrónico, si se envió su confirmación y en qué estado está la solicitud (nueva, contactada, cerrada).",
        ),
        p(
          strong("Fotos (opcional):"),
          " hasta cinco fotos del problema, para que la oficina pueda verlo antes de llamarle y llevar las piezas indicadas. En el formulario de dos pasos que se usa normalmente, su navegador primero reduce el tamaño de cada foto; el formulario de una sola página (el que se usa sin JavaScript) envía las fotos tal como están. En los dos casos, nuestro servidor luego hace una copia nueva de cada foto, de 2,048 píxeles como máximo en su lado más largo, y guarda solo esa copia: la copia deja fuera lo que los teléfonos y las cámaras guardan dentro del archivo de una foto, como dónde y cuándo se tomó y el modelo del teléfono o de la cámara. Aun así, una foto puede mostrar más que el problema (su casa, su dirección, personas), así que envíe solo lo que le parezca bien.",
        ),
        p(
          "El formulario también tiene un campo oculto que solo llenan los programas automáticos, y nuestro servidor anota qué tan rápido se envió el formulario. Las dos cosas nos ayudan a rechazar el spam; ninguna se guarda.",
        ),
      ],
    },
    {
      id: "where-it-goes",
      heading: "A dónde va su solicitud",
      blocks: [
        list(
          "Su navegador envía el formulario por una conexión cifrada (HTTPS) al servidor de este sitio web, que está alojado en Vercel. El servidor lo revisa y lo pasa adelante. No guarda ninguna copia.",
          "El servidor lo envía a un pequeño programa nuestro que funciona en Supabase (una Edge Function). El programa guarda la solicitud en nuestra base de datos, también alojada en Supabase. Solo pueden leerla las personas que autorizamos y ese programa: las claves que este sitio web les da a los navegadores no pueden.",
          "Si agregó fotos, el programa guarda las copias del servidor en un área privada de almacenamiento de archivos de nuestro proyecto de Supabase, junto con la solicitud. Igual que la base de datos, solo la pueden abrir ese programa y las personas que autorizamos, no las claves que este sitio web les da a los navegadores, y las fotos no tienen una dirección web pública.",
          "El mismo programa envía la solicitud por correo electrónico a nuestra oficina a través de Resend, un servicio de envío de correo electrónico. Ese correo contiene todo lo que usted escribió, con sus fotos adjuntas, y llega al buzón de nuestra oficina, que mantiene nuestro proveedor de correo electrónico.",
          "Si nos dio una dirección de correo electrónico, el programa también le envía una confirmación a través de Resend, una sola vez. No repite nada de lo que usted escribió ni lleva ninguna de sus fotos: le da su número de referencia, si pidió una llamada o un mensaje de texto, su horario de llegada preferido (con un archivo de calendario), qué sigue, y el horario y el teléfono de nuestra oficina. Las respuestas a ese correo llegan a nuestra oficina.",
        ),
        p(
          "Respondemos a una solicitud llamándole, enviándole un mensaje de texto si pidió mensajes de texto, o por correo electrónico si nos dio una dirección. Nuestros mensajes de texto pasan por nuestra compañía de telefonía celular o nuestro servicio de mensajes de texto, que maneja su número y los mensajes para entregarlos.",
        ),
        p(
          "Si alguien escribió su dirección de correo electrónico sin que usted lo supiera, puede ignorar la confirmación: el formulario no le envía nada más a esa dirección. Aun así, nuestra oficina podría responder a la solicitud por correo electrónico; díganos que no fue usted, y borraremos la solicitud y no le escribiremos más. Para que nadie pueda usar el formulario para llenar un buzón de correo, una dirección recibe como máximo una confirmación al día: para llevar esa cuenta, nuestra base de datos guarda un código cifrado hecho a partir de la dirección con una clave secreta, no la dirección misma, y lo borra después de 24 horas (a más tardar en la limpieza del día siguiente).",
        ),
      ],
    },
    {
      id: "email-and-photos",
      heading: "Cuando nos envía un correo electrónico o fotos",
      blocks: [
        p(
          "Nuestra página de contacto le invita a enviarnos por correo electrónico detalles o fotos del problema. Lo que nos envíe llega al buzón de nuestra oficina, que mantiene nuestro proveedor de correo electrónico, y lo usamos solo para responderle y preparar el trabajo. No se guarda en nuestra base de datos de solicitudes, así que el borrado automático que se describe más abajo no lo alcanza: lo guardamos en el buzón mientras sea útil para el trabajo, y lo borramos, junto con lo demás, cuando usted lo pida (vea ",
          link(
            "Cómo pedir una copia, una corrección o un borrado",
            "#your-choices",
          ),
          "). Una foto puede mostrar más que el problema (su casa, su dirección, personas): envíe solo lo que le parezca bien.",
        ),
        p(
          "Las fotos que usted agrega al formulario de solicitud de servicio son distintas: se guardan con la solicitud y se borran con ella (vea ",
          link("Cuánto tiempo lo guardamos", "#retention"),
          ").",
        ),
      ],
    },
    {
      id: "spam-protection",
      heading: "Protección contra el spam y su dirección IP",
      blocks: [
        p(
          "Para evitar que programas automáticos inunden el formulario, cada visitante puede enviar cinco solicitudes en diez minutos, y los visitantes de una misma red IPv6 grande (un bloque de direcciones llamado /48), veinte entre todos. Para contarlas:",
        ),
        list(
          "El servidor de nuestro sitio web lee su dirección IP (la dirección de su conexión a internet) y cuenta sus solicitudes en su memoria de trabajo. Nunca escribe la dirección en un disco ni en una base de datos, y la olvida cuando esa instancia del servidor se detiene.",
          "Para que todas las instancias del servidor compartan una misma cuenta, el servidor le envía a nuestra base de datos un código cifrado hecho a partir de su dirección IP con una clave secreta, no la dirección misma (para una dirección IPv6, también uno hecho a partir de su parte de red). El código no se puede convertir de nuevo en su dirección sin esa clave. La base de datos guarda los códigos, la hora y la clave aleatoria de la solicitud, y los borra cuando cumplen diez minutos, la próxima vez que alguien envía una solicitud. Una limpieza diaria borra los que tienen más de una hora, así que ninguno se guarda mucho más de un día.",
          "Cuando el servidor rechaza un envío (por ejemplo, por ser spam o porque se enviaron demasiados), escribe el motivo en su registro, sin su dirección IP. Vercel guarda estos registros por un tiempo limitado que fija nuestro plan de alojamiento.",
        ),
      ],
    },
    {
      id: "retention",
      heading: "Cuánto tiempo lo guardamos",
      blocks: [
        p(
          `Guardamos una solicitud de servicio durante ${months} después de recibirla. Cada día, un proceso automático borra de nuestra base de datos las solicitudes que tienen más tiempo que eso. Las fotos enviadas con una solicitud se borran entonces también de nuestro almacenamiento de archivos, en menos de un día. Si algún día cambiamos este plazo, primero actualizaremos esta política.`,
        ),
        p(
          `El correo electrónico de la oficina sobre una solicitud, con las fotos adjuntas, se borra del buzón de nuestra oficina ${months} después de llegar, igual que la solicitud. Su confirmación, nuestras respuestas y todo lo que usted nos haya enviado por correo electrónico se quedan en los buzones a los que se enviaron hasta que alguien los borre, y Resend guarda un registro de los correos que entregó por un tiempo limitado, según su propia política. Cuando usted nos pide borrar sus solicitudes, las borramos de nuestra base de datos y del buzón de nuestra oficina.`,
        ),
        p(
          "Guardamos el registro de un consentimiento para mensajes de texto (vea ",
          link("Mensajes de texto", "#text-messages"),
          `) mientras su consentimiento siga vigente y, cuando nos pida dejar de enviarle mensajes, durante ${consentYears} más. Es nuestra prueba de lo que usted aceptó y de cuándo nos pidió parar, así que se queda aunque se borre la solicitud con la que llegó. Cada día, un proceso automático borra los registros cuyos ${consentYears} ya pasaron.`,
        ),
        p(
          "Los registros de la protección contra el spam que se describen arriba se borran en aproximadamente un día.",
        ),
      ],
    },
    {
      id: "text-messages",
      heading: "Mensajes de texto",
      blocks: [
        p(
          "El formulario ofrece dos tipos de mensajes de texto, cada uno con su propia casilla, los dos para el número de teléfono que usted escribe en el formulario: mensajes de servicio sobre sus solicitudes (como respuestas, confirmaciones de citas y avisos de llegada) y mensajes de promociones (recordatorios de mantenimiento y ofertas). Ninguno es condición para comprarnos nada: si prefiere que le llamemos, puede enviar el formulario sin marcar ninguna de las dos. Si nos pide que le respondamos por mensaje de texto, el formulario le pide marcar la casilla de mensajes de servicio, que es lo que nuestras respuestas necesitan. La casilla de mensajes de promociones nunca es obligatoria.",
        ),
        p(
          "Guardamos con su solicitud las casillas que marcó. Cuando marca cualquiera de las dos, también guardamos un registro aparte de su consentimiento: el número de teléfono, el nombre que escribió, el nombre de nuestra empresa tal como lo mostraban las casillas, qué casillas marcó, qué versión del texto de las casillas se le mostró y en qué idioma (guardamos el texto de cada versión), cuándo envió el formulario, la página de este sitio desde la que lo envió, y un código que nuestro servidor hace a partir de la dirección de internet (IP) de su dispositivo con una clave secreta, en lugar de la dirección misma. Cuando nos pide dejar de enviarle mensajes, anotamos la fecha en el registro. Cuánto tiempo lo guardamos está en ",
          link("Cuánto tiempo lo guardamos", "#retention"),
          ".",
        ),
        p(
          "La frecuencia de los mensajes varía, y pueden aplicarse tarifas de mensajes y datos. Responda STOP a cualquiera de nuestros mensajes para dejar de recibirlos, o HELP para pedir ayuda.",
        ),
        p(
          "Todos los detalles están en nuestros ",
          link("Términos de mensajes de texto (SMS)", "/es/terminos#sms"),
          ".",
        ),
      ],
    },
    {
      id: "sharing",
      heading: "No vendemos ni compartimos su información",
      blocks: [
        p(strong(SMS_NON_SHARING)),
        p(
          "No le vendemos su información personal a nadie. Solo la compartimos con los proveedores de servicios que hacen funcionar este sitio web y entregan su solicitud por nosotros (en la lista de abajo), y cuando la ley nos lo exige.",
        ),
      ],
    },
    {
      id: "service-providers",
      heading: "Quién maneja su información por nosotros",
      blocks: [
        list(
          [
            strong("Vercel"),
            " aloja este sitio web y su servidor, y hace funcionar las estadísticas de visitas que se describen abajo (",
            link(
              "política de privacidad de Vercel",
              "https://vercel.com/legal/privacy-policy",
            ),
            ").",
          ],
          [
            strong("Supabase"),
            " aloja nuestra base de datos, el programa que recibe las solicitudes, las fotos enviadas con las solicitudes y las imágenes de las entradas de nuestro blog, que su navegador carga desde ahí (",
            link(
              "política de privacidad de Supabase",
              "https://supabase.com/privacy",
            ),
            ").",
          ],
          [
            strong("Resend"),
            " entrega el correo electrónico de la oficina sobre su solicitud y su confirmación (",
            link(
              "política de privacidad de Resend",
              "https://resend.com/legal/privacy-policy",
            ),
            ").",
          ],
          [
            strong("Nuestro proveedor de correo electrónico"),
            " mantiene el buzón de nuestra oficina: la copia de su solicitud que recibe la oficina, nuestras respuestas por correo electrónico y todo lo que usted nos envíe por correo electrónico, fotos incluidas.",
          ],
          [
            strong(
              "Nuestra compañía de telefonía celular o nuestro servicio de mensajes de texto",
            ),
            " le entrega nuestras llamadas y mensajes de texto, y nos entrega las respuestas que usted envía.",
          ],
          [
            strong("Los registros de Vercel y Supabase"),
            ": los dos guardan registros de las peticiones que atienden sus servicios (por ejemplo, la dirección de cada página que se pide, que en una búsqueda del blog contiene las palabras que usted buscó, y los errores que reportan nuestros programas) por un tiempo limitado que fijan nuestros planes de alojamiento.",
          ],
          [
            strong("YouTube (Google)"),
            " muestra nuestros videos, solo si usted decide reproducir uno (vea abajo; ",
            link(
              "política de privacidad de Google",
              "https://policies.google.com/privacy",
            ),
            ").",
          ],
        ),
        p(
          "Cada uno trabaja bajo sus propios términos y su propia política de privacidad. Ninguno recibe su información de nuestra parte para su propia publicidad.",
        ),
      ],
    },
    {
      id: "cookies",
      heading: "Al visitar el sitio: estadísticas, almacenamiento y cookies",
      blocks: [
        list(
          [
            strong("Estadísticas de visitas. "),
            "En el sitio publicado, Vercel Web Analytics cuenta las páginas vistas y Vercel Speed Insights mide qué tan rápido carga cada página para los visitantes. Los dos empiezan después de que la página termina de cargar, vienen de la propia dirección de este sitio y no instalan cookies. Con cada página vista, Vercel recibe información como la dirección de la página, la página de la que usted venía, su tipo de navegador y de dispositivo, y su ubicación aproximada calculada a partir de su conexión. Antes de enviar nada, su navegador le quita a la dirección de la página todo lo que va después de “?” o “#”, así que las estadísticas de Vercel nunca reciben las palabras que usted buscó ni la clave de un enlace de vista previa. Además, las páginas de búsqueda del blog le dicen a la siguiente página que usted abra solo la dirección de nuestro sitio, no la búsqueda, así que sus palabras tampoco viajan como “la página de la que usted venía”.",
          ],
          [
            strong("Acciones que contamos. "),
            "También contamos un clic en un número de teléfono o en un enlace de correo electrónico, un clic en un botón para contactarnos o para solicitar servicio, y si una solicitud de servicio se envió o falló. Cada cuenta lleva solo la ruta de la página y en qué parte de la página ocurrió (por ejemplo “header”, el encabezado, o “footer”, el pie de página), nunca nada de lo que usted escribió.",
          ],
          [
            strong("Revisión del código postal. "),
            "La revisión de si llegamos hasta su domicilio, y la nota sobre el área de servicio en el formulario, funcionan en su navegador con una lista que está en la página. El código postal que usted escribe ahí no se envía a ningún lado hasta que envía el formulario.",
          ],
          [
            strong("Búsqueda en el blog. "),
            "Las palabras que usted busca se envían a nuestro servidor, que le pide a nuestra base de datos (en Supabase) las entradas que coinciden, y aparecen en la dirección de la página (después de “?q=”) para que pueda compartir o volver a cargar los resultados. No las guardamos, y nuestras estadísticas de visitas no las reciben, pero los registros de peticiones de Vercel y Supabase (vea ",
            link(
              "Quién maneja su información por nosotros",
              "#service-providers",
            ),
            ") las guardan por un tiempo limitado. Para evitar que programas automáticos sobrecarguen la búsqueda, el servidor cuenta las búsquedas por dirección IP en su memoria de trabajo durante un minuto.",
          ],
          [
            strong("Guardado en su dispositivo. "),
            "Después de que se le haya mostrado una vez nuestra ventana de bienvenida, su navegador guarda un ajuste en su almacenamiento local, welcomeDialogSeen, para que no vuelva a aparecer. No contiene nada sobre usted y nunca se nos envía. Si borra los datos de este sitio en su navegador, se elimina.",
          ],
          [
            strong("Cookies. "),
            "Este sitio no instala cookies para los visitantes. Solo se instalan dos cookies para nuestro propio personal cuando revisa una entrada del blog antes de publicarla, por medio de un enlace privado: __prerender_bypass, que activa la vista previa, y __preview_scope, que la limita a esa sola entrada durante una hora como máximo. Duran hasta que esa persona sale de la vista previa o cierra el navegador.",
          ],
        ),
      ],
    },
    {
      id: "videos",
      heading: "Videos",
      blocks: [
        p(
          "Nuestros videos están alojados en YouTube, pero ningún reproductor, script ni cookie de YouTube se carga con nuestras páginas. Hasta que usted presiona reproducir, ve una imagen fija: por lo general una nuestra y, si no, la miniatura del video, que su navegador obtiene del servidor de imágenes de YouTube (i.ytimg.com) y que, como cualquier servidor web, ve su dirección IP y su navegador.",
        ),
        p(
          "Cuando presiona reproducir, el video se carga en el modo de privacidad mejorada de YouTube (youtube-nocookie.com). A partir de ese momento, YouTube maneja lo que usted ve según la política de privacidad de Google, y puede guardar información en su navegador mientras usted mira.",
        ),
        ...videoFileBlocks(),
      ],
    },
    {
      id: "your-choices",
      heading: "Cómo pedir una copia, una corrección o un borrado",
      blocks: [
        p(
          "Para obtener una copia de las solicitudes de servicio que nos envió, corregir alguna o pedir que las borremos, escríbanos a ",
          email,
          " o llame al ",
          phone,
          ". Díganos el número de teléfono o la dirección de correo electrónico que usó, y su número de referencia si lo tiene, para que podamos encontrar sus solicitudes. Para asegurarnos de no darle su información a otra persona, podemos pedirle que confirme un detalle de la solicitud.",
        ),
        p(
          "Cuando nos pide borrarlas, borramos de nuestra base de datos, en un solo paso, todas las solicitudes de servicio enviadas con ese número de teléfono o esa dirección de correo electrónico (no solo una, y ninguna de otra persona), y el sistema nos dice cuántas eran; sus fotos se borran de nuestro almacenamiento de archivos en menos de un día. Después borramos del buzón de nuestra oficina los correos de la oficina sobre ellas (con las fotos adjuntas), nuestras respuestas y todo lo que usted nos haya enviado por correo electrónico, fotos incluidas, y le decimos qué borramos. Borrar sus solicitudes no borra el registro de un consentimiento para mensajes de texto dado con ellas, que guardamos como prueba durante el tiempo que se indica en ",
          link("Cuánto tiempo lo guardamos", "#retention"),
          "; si además ya no quiere recibir mensajes de texto, anotamos que nos pidió dejar de enviarlos.",
        ),
        p(
          "Le responderemos en un plazo razonable y le diremos qué hicimos. Para dejar de recibir mensajes de texto, responda STOP a cualquiera de nuestros mensajes, o díganoslo por teléfono o por correo electrónico.",
        ),
      ],
    },
    {
      id: "security",
      heading: "Cómo protegemos su información",
      blocks: [
        p(
          "Su solicitud viaja por conexiones cifradas (HTTPS) desde su navegador hasta nuestro servidor, y de ahí a Supabase y a Resend. El programa que guarda las solicitudes solo las acepta de nuestro propio servidor, que se identifica con una clave secreta, y la base de datos no se puede leer con las claves que este sitio web les da a los navegadores. Ningún sistema es perfectamente seguro, pero solo recopilamos lo que necesitamos para responderle y lo borramos en el plazo previsto.",
        ),
      ],
    },
    {
      id: "children",
      heading: "Niños",
      blocks: [
        p(
          "Este sitio web es para adultos que están organizando trabajos de plomería. No está pensado para niños menores de 13 años, y no recopilamos información de ellos a sabiendas. Si cree que un niño nos envió una solicitud, comuníquese con nosotros y la borraremos.",
        ),
      ],
    },
    {
      id: "changes",
      heading: "Cambios a esta política",
      blocks: [
        p(
          "Si cambiamos lo que recopilamos o cómo lo usamos, actualizaremos esta página y su fecha de vigencia antes de que el cambio entre en vigor.",
        ),
      ],
    },
    {
      id: "contact-us",
      heading: "Comuníquese con nosotros",
      blocks: [
        p("Preguntas sobre esta política o sobre su información:"),
        ...contactLines,
      ],
    },
  ],
};

export const termsOfUse: LegalPage = {
  path: "/es/terminos",
  title: "Términos de uso",
  description:
    "Los términos de nuestro sitio web: información general, un precio por escrito antes de empezar, nuestro contenido, las leyes de Arizona y los términos de SMS.",
  keywords: [
    "términos de uso",
    "términos de SMS",
    "términos de mensajes de texto",
    "plomero en Mesa AZ términos",
  ],
  cardTitle: "Los términos para usar nuestro sitio web",
  intro: [
    p(
      `Estos términos se aplican cuando usted usa este sitio web (${site}), administrado por ${name}, una empresa familiar de plomería en Mesa, Arizona. Al usar el sitio, usted los acepta. Cómo manejamos su información está en nuestra `,
      link("Política de privacidad", "/es/privacidad"),
      ".",
    ),
  ],
  sections: [
    {
      id: "general-information",
      heading: "La información de este sitio es general",
      blocks: [
        p(
          "Nuestras páginas, entradas del blog, guías y videos describen problemas comunes de plomería y nuestros servicios en términos generales. Cada casa es distinta: no son consejos sobre su plomería, y no reemplazan a un plomero que revise el trabajo.",
        ),
      ],
    },
    {
      id: "prices",
      heading: "Precios y presupuestos",
      blocks: [
        p(
          `Los precios y rangos de precios de este sitio son información general, no una cotización. Antes de empezar cualquier trabajo, le damos ${PRICE_PROMISE} para su trabajo, y el trabajo empieza cuando usted lo aprueba.`,
        ),
        p(
          "Cualquier garantía sobre nuestro trabajo, o sobre el equipo que instalamos, es la que nosotros o el fabricante le damos por escrito para ese trabajo. Este sitio web no agrega ninguna.",
        ),
      ],
    },
    {
      id: "service-requests",
      heading: "Solicitudes de servicio",
      blocks: [
        p(
          "Enviar el formulario de solicitud de servicio no reserva una cita. Nos comunicamos con usted para confirmar los detalles y una hora. El horario de llegada que elija es una preferencia hasta que lo confirmemos.",
        ),
        p(
          `Por favor dé datos correctos y un número de teléfono que sea suyo o que tenga permiso de usar. ${stopTheWater.before}`,
          phone,
          stopTheWater.after,
        ),
      ],
    },
    {
      id: "advice",
      heading: "Sin garantía sobre nuestros consejos",
      blocks: [
        p(
          "Trabajamos para que este sitio sea correcto y esté disponible, pero lo ofrecemos, junto con los consejos de nuestras entradas del blog, guías y videos, tal como está, sin ninguna garantía de que sea completo, esté al día o sea adecuado para su casa. Si usted mismo hace trabajos de plomería, los hace bajo su propio riesgo. El gas, la electricidad, el agua caliente y los tanques a presión pueden lastimarle: si tiene dudas, cierre el agua o el gas y llame a un contratista de plomería con licencia.",
        ),
      ],
    },
    {
      id: "our-content",
      heading: "Nuestro contenido",
      blocks: [
        p(
          `Los textos, fotos, gráficos, logotipos y videos de este sitio pertenecen a ${name} o se usan con permiso. Con gusto puede enlazar nuestras páginas y compartirlas. Por favor no copie ni vuelva a publicar nuestro contenido con fines comerciales sin nuestro permiso por escrito. Las reseñas son las palabras de los clientes que las escribieron.`,
        ),
      ],
    },
    {
      id: "other-sites",
      heading: "Enlaces a otros sitios",
      blocks: [
        p(
          "Los enlaces a otros sitios web, como nuestras páginas en redes sociales, sitios de reseñas y YouTube, están ahí para su comodidad. No controlamos esos sitios y no somos responsables de su contenido ni de cómo manejan su información.",
        ),
      ],
    },
    {
      id: "sms",
      heading: "Términos de mensajes de texto (SMS)",
      blocks: [
        p(
          `${name} envía dos tipos de mensajes de texto, cada uno solo a las personas que aceptaron recibirlos en nuestro formulario de solicitud de servicio:`,
        ),
        list(
          [
            strong("Mensajes de servicio"),
            " sobre una solicitud que usted hizo o un trabajo que estamos haciendo para usted, como respuestas, confirmaciones de citas, avisos de llegada y preguntas sobre el trabajo. Usted los acepta marcando la casilla de mensajes de servicio. Si nos pide que le respondamos por mensaje de texto, el formulario necesita esta casilla.",
          ],
          [
            strong("Mensajes de promociones"),
            ", como recordatorios de mantenimiento y ofertas. Usted los acepta marcando la casilla de mensajes de promociones, que nunca se necesita para enviar el formulario.",
          ],
        ),
        p(
          "Los dos son opcionales, cada uno es aparte, y ninguno es condición para comprarnos nada. Siempre puede, en su lugar, llamarnos al ",
          phone,
          " o escribirnos a ",
          email,
          ".",
        ),
        list(
          "La frecuencia de los mensajes varía según sus solicitudes, sus citas y nuestras ofertas.",
          "Pueden aplicarse tarifas de mensajes y datos, según su plan de celular.",
          [
            strong("Para dejar de recibir mensajes,"),
            " responda STOP a cualquier mensaje nuestro. Podemos enviarle un último mensaje para confirmarlo, y después no le enviaremos más mensajes a menos que se vuelva a inscribir. También puede decírnoslo por teléfono o por correo electrónico.",
          ],
          [
            strong("Para pedir ayuda,"),
            " responda HELP a cualquier mensaje nuestro, llame al ",
            phone,
            " o escriba a ",
            email,
            ".",
          ],
          "Las compañías de telefonía celular no son responsables de los mensajes retrasados o no entregados.",
        ),
        p(SMS_NON_SHARING),
        p(
          "Cómo guardamos su número y sus decisiones está en nuestra ",
          link("Política de privacidad", "/es/privacidad#text-messages"),
          ".",
        ),
      ],
    },
    {
      id: "fair-use",
      heading: "Uso correcto del sitio",
      blocks: [
        p(
          "Por favor no envíe solicitudes falsas o automáticas, ni intente interferir con el sitio o entrar a partes de él que no son para el público.",
        ),
      ],
    },
    {
      id: "law",
      heading: "Leyes de Arizona",
      blocks: [
        p("Estos términos se rigen por las leyes del estado de Arizona."),
      ],
    },
    {
      id: "changes",
      heading: "Cambios a estos términos",
      blocks: [
        p(
          "Podemos actualizar estos términos. La fecha de vigencia en la parte de arriba de esta página muestra cuándo cambiaron por última vez.",
        ),
      ],
    },
    {
      id: "contact-us",
      heading: "Comuníquese con nosotros",
      blocks: [p("Preguntas sobre estos términos:"), ...contactLines],
    },
  ],
};

export const legalPages = [privacyPolicy, termsOfUse] as const;
