import "server-only";
import { business } from "@/content/business";
import { defineMessages } from "@/lib/i18n/define-messages";

// The words of the frame every page shares: the document's defaults, the skip link, the header,
// the footer, the contact section, the call bar and the error screens (components/layout/*).

export const layoutMessages = defineMessages({
  en: {
    /** The home page's title and every page's fallback, after the business name. */
    titleDefault: "Plumber in Mesa & the East Valley, AZ",
    /** The description of a page that gives none (content/business.ts's blurb, in Spanish). */
    blurb: business.blurb,
    skipLink: "Skip to content",
  },
  es: {
    titleDefault: "Plomero en Mesa y el East Valley, AZ",
    blurb:
      "Empresa familiar de plomería que atiende casas y negocios en todo el East Valley desde 2018. Con licencia y seguro, precios claros desde el principio y servicio de emergencia de Mesa a San Tan Valley; servicio el mismo día disponible.",
    skipLink: "Saltar al contenido",
  },
});
