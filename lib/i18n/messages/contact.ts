import "server-only";
import { defineMessages } from "@/lib/i18n/define-messages";

// The words of /contact, its one-page form /contact/request, and their Spanish twins
// /es/contacto and /es/contacto/solicitud (app/(en)/contact/_components). The form's own words
// are in request-form.ts.

export const contactMessages = defineMessages({
  en: {
    page: {
      path: "/contact",
      title: "Contact Us: Schedule a Plumber in Mesa, AZ",
      description:
        "Call, e-mail or request service online from a family-owned Mesa plumber. Upfront pricing and emergency service; same-day service available in the East Valley.",
      keywords: [
        "contact plumber Mesa AZ",
        "schedule plumbing service",
        "plumber phone number Mesa",
        "emergency plumber East Valley",
        "plumbing service request",
      ],
      crumb: "Contact",
      heading: "Contact us to schedule plumbing service",
      intro:
        "Call for the fastest answer, e-mail us, or send the form and we'll call or text you back. Every visit starts with an upfront price.",
      formTitle: "Request Service",
      formDescription:
        "Tell us what's going on and where, and we'll get back to you to schedule.",
      videoTitle: "Meet the family behind the trucks",
      videoIntro:
        "A short introduction to who we are and what to expect when one of our plumbers comes to your home or business.",
    },
    cards: {
      title: "How to reach us",
      call: "Call us",
      callNote: "Same-day service available, and emergency service.",
      email: "E-mail",
      emailNote: "Photos of the problem help us quote.",
      mail: "Mailing address",
      where: "Where we work",
      /** "{count}": how many cities. */
      cities: "{count} East Valley cities, from Scottsdale to San Tan Valley.",
      areaLink: "See our service area",
    },
    plain: {
      path: "/contact/request",
      title: "Request Service (Plain Form)",
      description:
        "Send a plumbing service request to our East Valley office on one simple page that works in any browser.",
      keywords: ["plumbing service request", "request a plumber Mesa AZ"],
      crumb: "Request Service",
      heading: "Request Service",
      intro:
        "Tell us what's going on and where, and we'll call or text you back to schedule.",
    },
  },
  es: {
    page: {
      path: "/es/contacto",
      title: "Contáctenos: programe un plomero en Mesa, AZ",
      description:
        "Llame, escriba o pida servicio en línea a una plomería familiar de Mesa. Precios claros, servicio de emergencia y servicio el mismo día disponible.",
      keywords: [
        "plomero en Mesa AZ",
        "contactar plomero",
        "programar servicio de plomería",
        "plomero de emergencia East Valley",
        "solicitud de servicio de plomería",
      ],
      crumb: "Contacto",
      heading: "Contáctenos para programar servicio de plomería",
      intro:
        "Llame para la respuesta más rápida, escríbanos un correo o envíe el formulario y le llamaremos o le enviaremos un mensaje de texto. Cada visita empieza con un precio claro desde el principio.",
      formTitle: "Solicite servicio",
      formDescription:
        "Cuéntenos qué pasa y dónde, y nos comunicaremos con usted para programar la visita.",
      videoTitle: "Conozca a la familia detrás de las camionetas",
      videoIntro:
        "Una breve presentación de quiénes somos y qué esperar cuando uno de nuestros plomeros llega a su casa o negocio.",
    },
    cards: {
      title: "Cómo comunicarse con nosotros",
      call: "Llámenos",
      callNote: "Servicio el mismo día disponible, y servicio de emergencia.",
      email: "Correo electrónico",
      emailNote: "Las fotos del problema nos ayudan a cotizar.",
      mail: "Dirección postal",
      where: "Dónde trabajamos",
      cities:
        "{count} ciudades del East Valley, de Scottsdale a San Tan Valley.",
      areaLink: "Vea nuestra zona de servicio (en inglés)",
    },
    plain: {
      path: "/es/contacto/solicitud",
      title: "Solicite servicio (formulario sencillo)",
      description:
        "Envíe una solicitud de servicio de plomería a nuestra oficina del East Valley en una sola página sencilla que funciona en cualquier navegador.",
      keywords: [
        "solicitud de servicio de plomería",
        "pedir un plomero en Mesa AZ",
      ],
      crumb: "Solicite servicio",
      heading: "Solicite servicio",
      intro:
        "Cuéntenos qué pasa y dónde, y le llamaremos o le enviaremos un mensaje de texto para programar la visita.",
    },
  },
});
