import "server-only";
import { defineMessages } from "@/lib/i18n/define-messages";

// The words of components/sections/*, components/local/* and the welcome dialog. Each entry is
// one component's; a component picks its language's entry on the server and hands a client leaf
// (the ZIP check, the welcome dialog) only the strings it shows. Where a sentence wraps a name or
// a number, it is split in parts around it ("Before"/"After"), since the word order differs.
export const sectionsMessages = defineMessages({
  en: {
    call: "Call",
    /** The line at the foot of every social card (lib/seo/social-card-image.tsx). */
    socialCardLine:
      "Licensed & insured · Family owned · Same-day service available",
    newTab: " (opens in a new tab)",
    playVideo: "Play video: ",
    heroVideo: {
      play: "Play background video",
      pause: "Pause background video",
    },
    breadcrumbs: { label: "Breadcrumb", home: "Home" },
    callBlock: { schedule: "Schedule Service" },
    cityHero: { requestOnline: "Request service online" },
    comparisonTable: { feature: "Feature" },
    faq: { title: "Frequently asked questions" },
    processBlock: { steps: "Step by step", benefits: "Why it matters" },
    benefitsPanel: { serviceLink: "See the service" },
    reviews: {
      title: "What our customers say",
      readAll: "Read all our reviews",
      sample: "Sample review: replace before launch",
      ratedBefore: "Rated ",
      ratedAfter: " out of 5",
      readOne: "Read the review where it was published",
      dateLocale: "en-US",
    },
    whyChooseUs: { title: "Why East Valley homeowners choose us" },
    areasServed: {
      title: "Serving the whole East Valley",
      intro:
        "The same licensed and insured company and the same upfront prices in every community we serve.",
    },
    contactCards: {
      label: "How to reach us",
      area: "Service area",
      phone: "Phone",
      phoneNote: "Same-day service available, and emergency service",
      email: "E-mail",
      emailNote: "Send details or photos any time",
    },
    // {city}: the area's name.
    serviceList: { title: "Plumbing services in {city}" },
    cityServiceLinks: {
      title: "Water heaters and softeners in {city}",
      heaters: "Water heaters in {city}",
      heatersText:
        "Repair, replacement and tankless upgrades. Same-day service available.",
      softeners: "Water softeners in {city}",
      softenersText:
        "Tested at your tap, sized to your water and household, and installed.",
      keeping: "Keeping the heater you have?",
      guide: "Read our guide to flushing vs. draining a water heater",
    },
    serviceCheck: {
      title: "Do we come to you?",
      intro:
        "Type your ZIP code to see if your address is in our service area.",
    },
    zipCheck: {
      label: "Your ZIP code",
      check: "Check",
      // ZIP_EXAMPLE (lib/zip-lookup.ts) follows each of the two.
      letters: "A ZIP code is 5 digits, without letters, like ",
      digits: "Enter the 5 digits of your ZIP code, like ",
      // The ZIP check fills each {slot} with a ZIP code, a link or the phone number.
      outside: "{zip} is outside our usual area.",
      outsideCall: "Call us at {phone}: the office may still be able to help.",
      served: "Yes, we come to {zip}.",
      inArea: "It is in our {area} area",
      alsoPart: "and covers part of",
    },
    welcomeDialog: {
      // {foundingYear} and {years}: business.foundingYear and claims.yearsOfExperience.
      intro:
        "A family-owned Mesa plumbing company since {foundingYear}, with {years}+ years of experience behind every visit. Meet the team, then tell us what you need.",
      titleBefore: "Welcome to ",
      contact: "Contact Us",
      close: "Close",
      watchStory: "Watch Our Story",
    },
  },
  es: {
    call: "Llame al",
    socialCardLine:
      "Con licencia y seguro · Negocio familiar · Servicio el mismo día disponible",
    newTab: " (se abre en una pestaña nueva)",
    playVideo: "Reproducir video: ",
    heroVideo: {
      play: "Reproducir el video de fondo",
      pause: "Pausar el video de fondo",
    },
    breadcrumbs: { label: "Ruta de navegación", home: "Inicio" },
    callBlock: { schedule: "Agendar servicio" },
    cityHero: { requestOnline: "Solicite servicio en línea" },
    comparisonTable: { feature: "Aspecto" },
    faq: { title: "Preguntas frecuentes" },
    processBlock: { steps: "Paso a paso", benefits: "Por qué importa" },
    benefitsPanel: { serviceLink: "Ver el servicio" },
    reviews: {
      title: "Lo que dicen nuestros clientes",
      readAll: "Lea todas nuestras reseñas",
      sample: "Reseña de ejemplo: reemplazar antes del lanzamiento",
      ratedBefore: "Calificación: ",
      ratedAfter: " de 5",
      readOne: "Lea la reseña donde se publicó",
      dateLocale: "es-US",
    },
    whyChooseUs: {
      title: "Por qué nos eligen los dueños de casa del East Valley",
    },
    areasServed: {
      title: "Servimos a todo el East Valley",
      intro:
        "La misma compañía con licencia y seguro, y los mismos precios por adelantado, en cada comunidad donde trabajamos.",
    },
    contactCards: {
      label: "Cómo comunicarse con nosotros",
      area: "Área de servicio",
      phone: "Teléfono",
      phoneNote: "Servicio el mismo día disponible, y servicio de emergencia",
      email: "Correo electrónico",
      emailNote: "Mándenos detalles o fotos cuando quiera",
    },
    serviceList: { title: "Servicios de plomería en {city}" },
    cityServiceLinks: {
      title: "Calentadores de agua y suavizadores en {city}",
      heaters: "Calentadores de agua en {city}",
      heatersText:
        "Reparación, reemplazo y cambio a calentador sin tanque. Servicio el mismo día disponible.",
      softeners: "Suavizadores de agua en {city}",
      softenersText:
        "Probamos el agua en su llave, lo escogemos según su agua y su familia, y lo instalamos.",
      keeping: "¿Se queda con el calentador que tiene?",
      guide:
        "Lea nuestra guía sobre lavar o vaciar un calentador de agua (en inglés)",
    },
    serviceCheck: {
      title: "¿Damos servicio en su zona?",
      intro:
        "Escriba su código postal (ZIP) para ver si su domicilio está en nuestra área de servicio.",
    },
    zipCheck: {
      label: "Su código postal (ZIP)",
      check: "Verificar",
      letters: "El código postal tiene 5 dígitos, sin letras, por ejemplo ",
      digits: "Escriba los 5 dígitos de su código postal, por ejemplo ",
      outside: "El {zip} está fuera de nuestra área habitual.",
      outsideCall:
        "Llámenos al {phone}: es posible que la oficina pueda ayudarle de todos modos.",
      served: "Sí, damos servicio en el {zip}.",
      inArea: "Está en nuestra área de {area}",
      alsoPart: "y cubre parte de",
    },
    welcomeDialog: {
      intro:
        "Una compañía familiar de plomería en Mesa desde {foundingYear}, con {years}+ años de experiencia detrás de cada visita. Conozca al equipo y luego díganos qué necesita.",
      titleBefore: "Le damos la bienvenida a ",
      contact: "Contáctenos",
      close: "Cerrar",
      watchStory: "Vea nuestra historia",
    },
  },
});

export type SectionsMessages = (typeof sectionsMessages)["en"];
export type ZipCheckWords = SectionsMessages["zipCheck"];
