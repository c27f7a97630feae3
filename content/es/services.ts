import {
  services as englishServices,
  type ServiceCard,
  type ServiceSlug,
} from "@/content/services";

// The 15 service cards in Spanish, for /es/servicios, the Spanish Services menu and footer.
// Only the words change: icon, image, slug and order come from the English cards, so a card
// added in English without Spanish words stops the build here. As in English, each `title` is
// the service's one Spanish name: its card, menu entry, breadcrumb, h1 and Service JSON-LD
// (content/service-pages/spanish-pages.test.ts holds them to it).

type Words = Pick<ServiceCard, "title" | "description">;

const words: Partial<Record<ServiceSlug, Words>> = {
  "water-heater-services": {
    title: "Reparación y reemplazo de calentadores de agua",
    description:
      "¿Se quedó sin agua caliente, le sale agua con óxido o le gotea el tanque? Reparamos y reemplazamos calentadores de tanque de gas y eléctricos. Hay servicio el mismo día.",
  },
  "tankless-water-heaters": {
    title: "Calentadores de agua sin tanque",
    description:
      "Agua caliente que no se acaba, de un equipo que va colgado en la pared. Instalación, cambio de calentador de tanque a uno sin tanque y descalcificación una vez al año.",
  },
  "water-filtration": {
    title: "Filtración de agua para toda la casa",
    description:
      "Sistemas de carbón, suavizadores y ósmosis inversa que le quitan al agua el sabor a cloro, el sedimento y el sarro en todas las llaves de la casa.",
  },
  "water-softener": {
    title: "Suavizadores de agua",
    description:
      "Un suavizador del tamaño correcto para su casa y para nuestra agua dura evita el sarro en llaves y accesorios, y con agua suave se usa 50% menos jabón.",
  },
  "water-conditioner": {
    title: "Acondicionadores de agua",
    description:
      "Acondicionamiento sin sal que evita que los minerales del agua dura se peguen a la tubería y al calentador, sin tanque de salmuera que rellenar.",
  },
  "drinking-water": {
    title: "Filtración de agua potable",
    description:
      "Sistemas de ósmosis inversa y alcalinos debajo del fregadero, para tener agua limpia y de buen sabor en la llave de la cocina y en el refrigerador.",
  },
  "shut-off-valves": {
    title: "Válvulas de cierre principal",
    description:
      "Una válvula principal que sí cierra cuando revienta un tubo. Cambiamos las válvulas de compuerta trabadas por válvulas de bola de un cuarto de vuelta.",
  },
  "pressure-valves": {
    title: "Válvulas reguladoras de presión",
    description:
      // The code's words (IRC P2903.3.1, cited in content/service-pages/valves.ts): "not exceed".
      "El código de plomería dice que la presión de la casa no debe exceder 80 psi. Medimos la suya e instalamos o ajustamos el regulador que la mantiene ahí.",
  },
  "pipe-leaks": {
    title: "Fugas de agua",
    description:
      "Fugas debajo de la losa, fugas por picadura en tubería de cobre y líneas que gotean en el ático: encontramos la fuga, paramos el agua y reparamos el tubo.",
  },
  "sewer-camera": {
    title: "Inspección del drenaje con cámara",
    description:
      "Una cámara dentro de la línea muestra raíces, tramos hundidos y tubo quebrado antes de que usted excave, compre una casa o pague la reparación equivocada.",
  },
  "drain-cleaning": {
    title: "Destape de drenajes",
    description:
      "Lavabos que tardan en vaciarse, tinas que se regresan y tapones en la línea principal: los destapamos con máquina de cable y con chorro de agua a alta presión.",
  },
  "garbage-disposal": {
    title: "Trituradores de basura",
    description:
      "Reparamos trituradores trabados, que zumban o que gotean, e instalamos equipos nuevos: conectados y probados para que no tengan fugas.",
  },
  faucets: {
    title: "Llaves de agua",
    description:
      "Reparamos llaves que gotean o que están duras, e instalamos llaves nuevas de cocina, de baño y de afuera, con sus líneas de suministro.",
  },
  showers: {
    title: "Regaderas",
    description:
      "Arreglamos válvulas que gotean, poca presión en la regadera y cambios bruscos a agua que quema; cambiamos cartuchos, válvulas y cabezas de regadera.",
  },
  toilets: {
    title: "Inodoros",
    description:
      "Reparamos inodoros que se quedan corriendo, que se mueven o que están tapados, e instalamos inodoros nuevos de alta eficiencia con anillo de cera y brida nuevos.",
  },
};

export const services: ServiceCard[] = englishServices.map((card) => {
  const spanish = words[card.slug];
  if (!spanish)
    throw new Error(
      `content/es/services.ts: no Spanish words for ${card.slug}`,
    );
  return { ...card, ...spanish };
});
