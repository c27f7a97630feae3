import "server-only";
import { business } from "@/content/business";
import {
  englishStatusWords,
  englishWeekWords,
} from "@/components/layout/status-line";
import { defineMessages } from "@/lib/i18n/define-messages";

// The words of the frame every page shares (components/layout/*, the 404 and error screens).
// English is what the components always said; a function returns its text in pieces where the
// English JSX interleaved text and values, so React writes the same text nodes as before.

export const layoutMessages = defineMessages({
  en: {
    /** The home page's title and every page's fallback, after the business name. */
    titleDefault: "Plumber in Mesa & the East Valley, AZ",
    /** The description of a page that gives none (content/business.ts's blurb, in Spanish). */
    blurb: business.blurb,
    skipLink: "Skip to content",
    /** The header's button to the phone, and the contact section's to the request form. */
    scheduleService: "Schedule Service",
    /** After the week's hours where the owner confirmed an after-hours line. */
    emergencySuffix: (phone: string) => ` · emergencies: call ${phone}`,
    mainNavLabel: "Main",
    nav: {
      home: "Home",
      services: "Services",
      allServices: "All services",
      areas: "Service Areas",
      ourArea: "Our service area",
      blog: "Blog",
      about: "About",
      contact: "Contact",
    },
    /** The phone menu's own words (a client island: it gets them as props). */
    mobileMenu: {
      navLabel: "Mobile",
      openMenu: "Open menu",
      closeMenu: "Close menu",
    },
    /** The link to the other language, written in that language, and its code below 640 px. */
    languageSwitch: "Español",
    languageSwitchShort: "ES",
    logoLabel: (name: string) => `${name}, home`,
    footer: {
      quickLinks: "Quick links",
      services: "Services",
      callOrWrite: "Call or write",
      /** After the business name, its full stop included (one text node, as before). */
      licensed: ". Licensed and insured in Arizona",
      licensee: (name: string) => ` as ${name}`,
      legalNavLabel: "Legal",
      privacy: "Privacy Policy",
      terms: "Terms of Use",
      accessibility: "Accessibility",
    },
    contactSection: {
      title: "Need a plumber in the East Valley?",
      lead: "Call, e-mail or book online. You get the price before any work starts.",
      officeHours: (week: string) => `Office hours: ${week}`,
      emergencyNote: (promise: string, phone: string) => [
        "Arizona time. For ",
        promise,
        ", call ",
        phone,
        ".",
      ],
      /** content/business.ts's emergencyPromise. */
      emergencyPromise: business.emergencyPromise,
      profilesTitle: "Find us and read our reviews",
      newTab: " (opens in a new tab)",
    },
    callBar: {
      label: "Call or request service",
      call: "Call us",
      request: "Request service",
    },
    /** The open-now line and the week (components/layout/status-line.ts has the English). */
    status: englishStatusWords,
    week: englishWeekWords,
    notFound: {
      title: "Page not found",
      description:
        "This page does not exist. Find our plumbing services, the cities we serve, or call us.",
      kicker: "404 · Page not found",
      heading: "We couldn't find that page",
      body: "The link may be old or mistyped. If you have a plumbing problem, a phone call is the quickest way to reach us: same-day service is available, and emergency service.",
      call: "Call",
      home: "Go to the home page",
      services: "Our services",
      servicesHint: "Water heaters, leaks, drains, softeners and more",
      areas: "Areas we serve",
      areasHint: "Twelve cities from Scottsdale to San Tan Valley",
      request: "Request service",
      requestHint: "Tell us what's wrong and we'll call you back",
    },
  },
  es: {
    titleDefault: "Plomero en Mesa y el East Valley, AZ",
    blurb:
      "Empresa familiar de plomería que atiende casas y negocios en todo el East Valley desde 2018. Con licencia y seguro, precios claros desde el principio y servicio de emergencia de Mesa a San Tan Valley; servicio el mismo día disponible.",
    skipLink: "Saltar al contenido",
    scheduleService: "Agendar servicio",
    emergencySuffix: (phone: string) => ` · emergencias: llame al ${phone}`,
    mainNavLabel: "Principal",
    nav: {
      home: "Inicio",
      services: "Servicios",
      allServices: "Todos los servicios",
      areas: "Zonas de servicio",
      ourArea: "Nuestra zona de servicio",
      blog: "Blog",
      about: "Quiénes somos",
      contact: "Contacto",
    },
    mobileMenu: {
      navLabel: "Menú móvil",
      openMenu: "Abrir el menú",
      closeMenu: "Cerrar el menú",
    },
    languageSwitch: "English",
    languageSwitchShort: "EN",
    logoLabel: (name: string) => `${name}, inicio`,
    footer: {
      quickLinks: "Enlaces rápidos",
      services: "Servicios",
      callOrWrite: "Llámenos o escríbanos",
      licensed: ". Con licencia y seguro en Arizona",
      licensee: (name: string) => ` a nombre de ${name}`,
      legalNavLabel: "Avisos legales",
      privacy: "Política de privacidad",
      terms: "Términos de uso",
      accessibility: "Accesibilidad",
    },
    contactSection: {
      title: "¿Necesita un plomero en el East Valley?",
      lead: "Llámenos, escríbanos o pida su cita en línea. Le damos el precio antes de empezar cualquier trabajo.",
      officeHours: (week: string) => `Horario de oficina: ${week}`,
      emergencyNote: (promise: string, phone: string) => [
        "Hora de Arizona. Para ",
        promise,
        ", llame al ",
        phone,
        ".",
      ],
      emergencyPromise:
        "servicio de emergencia (servicio el mismo día disponible)",
      profilesTitle: "Encuéntrenos y lea nuestras reseñas",
      newTab: " (se abre en una pestaña nueva)",
    },
    callBar: {
      label: "Llamar o pedir servicio",
      call: "Llámenos",
      request: "Pedir servicio",
    },
    status: {
      open: "Abierto ahora · hasta {time}",
      closed: "Cerrado · abre {day} a {time}",
      today: "hoy",
      tomorrow: "mañana",
      days: [
        "el domingo",
        "el lunes",
        "el martes",
        "el miércoles",
        "el jueves",
        "el viernes",
        "el sábado",
      ],
      at: { one: "la {time}", other: "las {time}" },
      am: "a. m.",
      pm: "p. m.",
    },
    week: {
      shortDays: ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"],
      am: "a. m.",
      pm: "p. m.",
    },
    notFound: {
      title: "Página no encontrada",
      description:
        "Esta página no existe. Vea nuestros servicios de plomería y las ciudades que atendemos, o llámenos.",
      kicker: "404 · Página no encontrada",
      heading: "No encontramos esa página",
      body: "Puede que el enlace sea viejo o tenga un error. Si tiene un problema de plomería, lo más rápido es llamarnos: servicio el mismo día disponible, y servicio de emergencia.",
      call: "Llame al",
      home: "Ir a la página de inicio",
      services: "Nuestros servicios",
      servicesHint: "Calentadores de agua, fugas, drenajes, suavizadores y más",
      areas: "Zonas que atendemos",
      areasHint: "Doce ciudades, de Scottsdale a San Tan Valley",
      request: "Pedir servicio",
      requestHint: "Díganos qué pasa y le devolvemos la llamada",
    },
  },
});
