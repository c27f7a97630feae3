import type { AccessibilityStatement } from "@/content/accessibility";
import { business } from "@/content/business";
import { link, list, p, strong } from "@/content/legal";
import { accessibilityReplyBusinessDays } from "@/content/owner-facts.mjs";
import { formatPhone, mailtoHref, telHref } from "@/lib/format";
import { weekIn } from "@/supabase/functions/_shared/calendar-words";
import type { officeHours } from "@/supabase/functions/_shared/office-schedule";
import { spanishCalendar } from "@/supabase/functions/_shared/spanish-calendar";

// The accessibility statement in Spanish (/es/accesibilidad): content/accessibility.ts's
// sections, ids and facts, rendered by the same renderer. "Cómo probamos el sitio" says only what
// the English says the repository's tests do; change both together
// (content/es/accessibility.test.ts holds them side by side). The date is the English module's.

const days = accessibilityReplyBusinessDays;
/** "2 días hábiles": the owner's reply time (accessibilityReplyTime), as the page says it. */
export const accessibilityReplyTime = `${days} ${days === 1 ? "día hábil" : "días hábiles"}`;

/**
 * The office's holidays (office-schedule.ts) by their Spanish names, keyed by the English
 * names, so a holiday added there does not compile until it has one here.
 */
export const holidayNames = {
  "New Year's Day": "Año Nuevo",
  "Independence Day": "el Día de la Independencia",
  "Thanksgiving Day": "el Día de Acción de Gracias",
  "Christmas Day": "Navidad",
} satisfies Record<(typeof officeHours.holidays)[number]["name"], string>;

const holidays = new Intl.ListFormat("es", { type: "conjunction" }).format(
  business.hours.holidays.map((holiday) => holidayNames[holiday.name]),
);

/** introVideoLimits (content/accessibility.ts) in Spanish: none once the video has captions. */
export function introVideoLimits(captions: string | null) {
  return captions
    ? []
    : [
        [
          strong("Nuestro video de presentación."),
          " Si nuestra página de contacto muestra un video de presentación, ese video todavía no tiene subtítulos ni una transcripción escrita en este sitio.",
        ],
      ];
}

export const accessibilityStatement: AccessibilityStatement = {
  path: "/es/accesibilidad",
  title: "Declaración de accesibilidad",
  description:
    "Lo que buscamos (WCAG 2.2, nivel AA), cómo probamos nuestro sitio web, lo que sabemos que falta y cómo pedir ayuda o avisarnos de una barrera.",
  keywords: [
    "declaración de accesibilidad",
    "accesibilidad del sitio web",
    "WCAG 2.2",
    business.name,
  ],
  cardTitle: "Nuestro sitio web debe funcionar para todos",
  intro: [
    p(
      `Queremos que todas las personas puedan usar este sitio web para conocer nuestros servicios y pedir un plomero, incluidas las personas que usan un lector de pantalla, el teclado en lugar del mouse, control por voz o ampliación de pantalla. Esta página dice lo que buscamos, cómo lo revisamos, lo que sabemos que falta y cómo comunicarse con ${business.name} si algo le impide usarlo.`,
    ),
  ],
  sections: [
    {
      id: "goal",
      heading: "Lo que buscamos",
      blocks: [
        p(
          "Nuestra meta es que este sitio web cumpla las ",
          link(
            "Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2",
            "https://www.w3.org/TR/WCAG22/",
          ),
          " en el nivel AA. Las WCAG son la norma que publica el World Wide Web Consortium (W3C) para que las personas con discapacidades puedan usar los sitios web.",
        ),
        p(
          "Es una meta con la que hacemos pruebas, no un certificado: las revisiones de abajo son nuestras, y las revisiones automáticas encuentran muchos problemas, pero no todos.",
        ),
      ],
    },
    {
      id: "testing",
      heading: "Cómo probamos el sitio",
      blocks: [
        p(
          "Estas revisiones son parte de las pruebas del sitio, que se ejecutan con cada cambio en su código:",
        ),
        list(
          [
            strong("Un revisor automático de accesibilidad."),
            " axe, de Deque Systems, revisa cada página que aparece en nuestros mapas del sitio: la página principal, la de quiénes somos y la de contacto, cada página de servicio, de área de servicio y de ciudad, nuestra guía sobre calentadores de agua, el blog y sus entradas, nuestra política de privacidad y nuestros términos, y esta página. También revisa los resultados de búsqueda del blog, la página que usted ve cuando no se encuentra una página, y lo que se ve con la ventana de bienvenida abierta, con los menús abiertos y con el formulario de solicitud de servicio mostrando sus mensajes de error.",
          ],
          [
            strong("En dos anchos de pantalla, con las reglas de las WCAG."),
            " Cada revisión se hace con el ancho de una computadora de escritorio y con el de un teléfono, y aplica las reglas de axe para las WCAG 2.0 y 2.1 en los niveles A y AA, y sus propias buenas prácticas. Cualquier problema grave o crítico hace que las pruebas fallen.",
          ],
          [
            strong("Solo con el teclado."),
            " La primera vez que se presiona la tecla Tab aparece un enlace para saltar al contenido. Cada parada de la tecla Tab en la página principal y en la de contacto muestra un contorno visible que nada tapa. Los menús y las secciones desplegables de la página principal se abren, se recorren y se cierran con el teclado. La ventana de bienvenida mantiene el teclado dentro de ella mientras está abierta, lo devuelve a donde estaba al cerrarse, y no se abre mientras usted escribe. El formulario de solicitud de servicio se puede llenar y enviar solo con el teclado.",
          ],
          [
            strong("HTML válido."),
            " Una página de cada tipo se revisa con el W3C Nu Html Checker: los navegadores perdonan el código mal escrito, pero los lectores de pantalla podrían no leerlo como se pensó.",
          ],
          [
            strong("Tres motores de navegador."),
            " Las tareas principales (el menú del teléfono en una pantalla de 390 píxeles de ancho, la ventana de bienvenida, enviar una solicitud de servicio, buscar en el blog, ver si atendemos su código postal) se prueban en Chromium (el motor de Chrome y Edge), en WebKit (el motor sobre el que está hecho Safari, en su versión para Linux y no en Safari mismo) y en Firefox.",
          ],
          [
            strong("Movimiento."),
            " Si la página principal muestra un video de fondo, se reproduce sin sonido, tiene un botón de pausa y no se reproduce en pantallas angostas ni cuando su dispositivo pide menos movimiento.",
          ],
        ),
      ],
    },
    {
      id: "limits",
      heading: "Lo que sabemos que falta",
      blocks: [
        list(
          // The videos are the company's own uploads, so their captions are its to publish: a
          // production build with a YouTube video refuses it until the owner confirms them
          // (videoCaptions in content/owner-facts.mjs).
          [
            strong("Videos en YouTube."),
            " Donde una página muestra uno de nuestros videos de YouTube, el reproductor se carga solo cuando usted presiona reproducir, y sus controles son los de YouTube, que nuestras pruebas no revisan. Los videos son nuestros, y también sus subtítulos: publicamos subtítulos con cada uno, y el botón CC del reproductor los activa. Si falta alguno o tiene errores, por favor avísenos (vea abajo).",
          ],
          ...introVideoLimits(business.contactVideoCaptions),
          [
            strong("Entradas del blog."),
            " Nuestras pruebas revisan el blog con entradas de muestra. Una entrada que publiquemos después se escribe en nuestro sistema de contenido, y las pruebas no la revisan cuando se publica.",
          ],
          [
            strong("Otros sitios web."),
            " Los enlaces a nuestras páginas en redes sociales, a sitios de reseñas y a otros sitios web llevan a páginas que no controlamos.",
          ],
          [
            strong("Lectores de pantalla."),
            " Nuestras pruebas revisan el código de la página del que dependen los lectores de pantalla, pero no usan un lector de pantalla.",
          ],
        ),
        p(
          "Si necesita lo que dice un video o una página de otra forma, pídanoslo: vea abajo.",
        ),
      ],
    },
    {
      id: "help",
      heading: "Pida ayuda o avísenos de una barrera",
      blocks: [
        p(
          "Si alguna parte de este sitio le resulta difícil de usar, o necesita su información de otra forma, por favor díganoslo. Díganos qué página y qué se lo impidió. También puede pedir servicio por teléfono en lugar de usar el formulario.",
        ),
        list(
          [
            "Llame al ",
            link(formatPhone(business.phone), telHref(business.phone)),
            `. Horario de la oficina, hora de Arizona: ${weekIn(spanishCalendar, business.hours)}; cerrada en ${holidays}.`,
          ],
          // 711 reaches the Telecommunications Relay Service from any phone in the United States:
          // FCC, "Adopted rules and guidelines that will make it easier for consumers to access
          // and use relay service" (2000-07-21),
          // https://transition.fcc.gov/Bureaus/Common_Carrier/News_Releases/2000/nrcc0038.html
          // (read 2026-11-29, for content/accessibility.ts).
          // The number as text, not a second tel: link: the relay caller dials 711, not it.
          [
            `Si usted es sordo, tiene problemas de audición o tiene una discapacidad del habla, marque 711 para el servicio de retransmisión y pida que le comuniquen con el ${formatPhone(business.phone)}. Se aplica el mismo horario de la oficina.`,
          ],
          [
            "Escríbanos a ",
            link(business.email, mailtoHref(business.email)),
            ".",
          ],
        ),
        p(
          `Le responderemos en un plazo de ${accessibilityReplyTime} a partir del día en que se comunique con nosotros.`,
        ),
      ],
    },
  ],
};
