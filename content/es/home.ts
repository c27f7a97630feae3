import type { AccordionEntry, HomeCopy, ServiceTile } from "@/content/home";
import { business } from "@/content/business";
import { spanishServiceNames } from "@/content/es/service-names";
import { serviceAreas } from "@/content/service-areas";
import { servicePath, type ServiceSlug } from "@/content/services";
import type { IconName } from "@/components/ui/icons";

// The Spanish home (/es): the same facts, tiles and answers as content/home.ts, in the same
// types, so a field added in English fails here until it has its Spanish. A tile keeps the
// English page's path; the page turns it into the Spanish address (lib/i18n/routes.ts).

// Titled like the English tiles: with the name of the page each opens, the service's one
// Spanish name (content/es/service-names.ts).
const tile = (
  slug: ServiceSlug,
  art: ServiceSlug,
  icon: IconName,
  description: string,
): ServiceTile => ({
  title: spanishServiceNames[slug],
  description,
  href: servicePath(slug),
  image: `/images/services/${art}.svg`,
  icon,
});

export const serviceTiles: ServiceTile[] = [
  tile(
    "water-heater-services",
    "water-heater-services",
    "flame",
    "Reparación y reemplazo (hay servicio el mismo día disponible), y el lavado cada seis meses que pide el agua dura.",
  ),
  tile(
    "pipe-leaks",
    "pipe-leaks",
    "pipe",
    "Fugas por picadura en el cobre, fugas debajo de la losa y tubos reventados: los encontramos, cerramos el agua y los reparamos.",
  ),
  tile(
    "pressure-regulating-valves",
    "pressure-valves",
    "gauge",
    // The code's words (IRC P2903.3.1, cited in content/service-pages/valves.ts): "not exceed".
    "El código de plomería dice que la presión de la casa no debe exceder 80 psi. Medimos la suya y reparamos el regulador que la mantiene ahí.",
  ),
  tile(
    "water-softener",
    "water-softener",
    "droplet",
    "El agua de aquí trae 12–18 granos por galón. Un suavizador del tamaño correcto para su casa detiene el sarro, y con agua suave se usa 50% menos jabón.",
  ),
];

// Same ids as in English: they name the panels, not the words.
export const homeAccordion: AccordionEntry[] = [
  {
    id: "residential-commercial",
    title: "Residencial y comercial",
    body: [
      "Trabajamos en casas, townhouses y casas de renta, y en las oficinas, tiendas y restaurantes del East Valley. El mismo equipo atiende a los dos, así que un negocio recibe el cuidado de una visita a domicilio y el dueño de casa recibe la experiencia de un trabajo comercial.",
      "Con administradores de propiedades y dueños de negocios, planeamos el trabajo junto con usted según su horario de atención.",
    ],
  },
  {
    id: "competitive-pricing",
    title: "Precios competitivos",
    body: [
      "Usted recibe el precio antes de que empecemos. Si encontramos un segundo problema, se lo mostramos y le damos un presupuesto aparte; usted decide.",
      "Cuando conviene más reparar que reemplazar, se lo decimos. El mantenimiento regular del calentador de agua, por ejemplo, suele costar $99–$189 y le da 3–5 años más al tanque, contra $1,000 o más por reemplazarlo antes de tiempo.",
    ],
  },
  {
    id: "licensed-insured",
    title: "Con licencia y seguro",
    body: [
      "La compañía tiene licencia y seguro. En Arizona, el Registrar of Contractors da la licencia a la compañía contratista, no a cada trabajador, y cualquier persona puede buscar una licencia en el sitio web del Registrar.",
      "Nuestro número de licencia ROC está al pie de cada página; pida los datos de nuestro seguro cuando llame.",
    ],
  },
];

const { claims, foundingYear } = business;

export const homeCopy: HomeCopy = {
  metadata: {
    title: "Plomero en Mesa y el East Valley, AZ",
    description: `Plomería familiar con licencia y seguro en Mesa y el East Valley desde ${foundingYear}. Precios por adelantado, servicio de emergencia y el mismo día disponible.`,
    keywords: [
      "plomero Mesa AZ",
      "plomero East Valley",
      "plomero de emergencia Mesa",
      "reparación de calentador de agua Mesa",
      "instalación de suavizador de agua Gilbert",
      "contratista de plomería con licencia Arizona",
    ],
  },
  hero: {
    subtitle: `Plomeros familiares en Mesa desde ${foundingYear}`,
    title: "Plomería bien hecha en todo el East Valley",
    description: `Una compañía familiar con licencia y seguro, cuyo equipo tiene ${claims.yearsOfExperience}+ años de experiencia. Usted aprueba el precio antes de empezar cualquier trabajo, y damos servicio de emergencia desde Scottsdale hasta San Tan Valley. Hay servicio el mismo día disponible.`,
    licensed: "Con licencia y seguro en Arizona",
    ctaText: "Solicite servicio en línea",
    formTitle: "Solicite servicio",
    formDescription:
      "Cuéntenos qué está pasando y le llamamos o le mandamos un texto para agendar una visita.",
  },
  servicesTeaser: {
    title: "Ayuda de plomería para las casas del East Valley",
    intro:
      "El agua dura, el calor del verano y el cobre viejo están detrás de muchas llamadas al plomero aquí. Cuatro de nuestros servicios, y los demás a un clic.",
    allBefore: "Vea los ",
    allAfter: " servicios",
    learnMore: "Más información",
  },
  accordionTitle: "Para quién trabajamos y cómo cobramos",
  about: {
    eyebrow: "Quiénes somos",
    title: "Un negocio familiar, con licencia y seguro",
    body: [
      "Abrimos en Mesa en ",
      foundingYear,
      " con una idea sencilla: darle a la gente el precio antes de empezar el trabajo. Nuestro equipo trae ",
      claims.yearsOfExperience,
      "+ años de experiencia a casas y negocios en ",
      serviceAreas.length,
      " ciudades del East Valley, y la compañía tiene licencia, seguro y sigue siendo familiar.",
    ],
    // The about page is English only (issue 57), so the link says so.
    link: "Lea nuestra historia (en inglés)",
  },
};
