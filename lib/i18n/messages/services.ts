import "server-only";
import { defineMessages } from "@/lib/i18n/define-messages";

// The words of the services index and the service detail pages' own pieces
// (app/(en)/services/_components, app/(en)/services/[slug]/_components). The page copy itself
// lives in content/service-pages and content/es/service-pages. The buttons say what the shared
// sections' say in each language (lib/i18n/messages/sections.ts).

export const servicesMessages = defineMessages({
  en: {
    /** The index's breadcrumb and the first crumb of every detail page. */
    servicesCrumb: "Services",
    /** A card's button to the request form, and the tankless and softener pages' phone link. */
    scheduleService: "Schedule Service",
    learnMore: "Learn More",
    learnMoreAbout: (service: string) => `Learn more about ${service}`,
    relatedServices: "Related services",
    /** The hero's button to the form beside the text. */
    requestOnline: "Request service online",
    index: {
      title: "Plumbing Services in Mesa & the East Valley",
      description: (count: number) =>
        `Water heaters, softeners, filtration, leaks, drains, sewer cameras, valves and fixtures: all ${count} plumbing services we offer across the East Valley, AZ.`,
      keywords: [
        "plumbing services Mesa AZ",
        "water heater repair",
        "water softener installation",
        "drain cleaning East Valley",
        "pipe leak repair",
        "sewer camera inspection",
      ],
      heading: "Plumbing services for East Valley homes and businesses",
      /** The lead paragraph, around the number of services. */
      leadBefore:
        "From hot water and hard water to leaks, drains and fixtures, these are the ",
      leadAfter:
        " services we offer. Every job starts with an upfront price. Same-day service is available, and emergency service.",
      callTitle: "Not sure which service you need?",
      callDescription:
        "Describe the problem on the phone and we'll tell you what it probably is, what it usually costs and when we can be there.",
    },
  },
  es: {
    servicesCrumb: "Servicios",
    scheduleService: "Agende su servicio",
    learnMore: "Más información",
    learnMoreAbout: (service: string) => `Más información sobre ${service}`,
    relatedServices: "Servicios relacionados",
    requestOnline: "Pida servicio en línea",
    index: {
      title: "Servicios de plomería en Mesa y el East Valley",
      description: (count: number) =>
        `Calentadores, suavizadores, filtración, fugas, drenajes, cámaras, válvulas y llaves: los ${count} servicios de plomería que ofrecemos en el East Valley, AZ.`,
      keywords: [
        "plomero Mesa AZ",
        "servicios de plomería Mesa AZ",
        "reparación de calentadores de agua",
        "instalación de suavizador de agua",
        "destapar drenaje East Valley",
        "reparación de fugas de agua",
        "inspección de drenaje con cámara",
      ],
      heading: "Servicios de plomería para casas y negocios del East Valley",
      leadBefore:
        "Del agua caliente y el agua dura a las fugas, los drenajes y los accesorios, estos son los ",
      leadAfter:
        " servicios que ofrecemos. Cada trabajo empieza con un precio por adelantado. Servicio el mismo día disponible, y servicio de emergencia.",
      callTitle: "¿No sabe qué servicio necesita?",
      callDescription:
        "Descríbanos el problema por teléfono y le decimos qué es lo más probable, cuánto suele costar y cuándo podemos llegar.",
    },
  },
});
