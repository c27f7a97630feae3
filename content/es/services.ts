import { spanishServiceNames } from "@/content/es/service-names";
import {
  services as englishServices,
  type ServiceCard,
  type ServiceSlug,
} from "@/content/services";

// The 15 service cards in Spanish, for /es/servicios, the Spanish Services menu and footer.
// Only the words change: icon, image, slug and order come from the English cards, so a card
// added in English without a Spanish description stops the build here. As in English, each
// `title` is the service's one Spanish name (content/es/service-names.ts): its card, menu entry,
// breadcrumb, h1 and Service JSON-LD (content/service-pages/spanish-pages.test.ts holds them to it).

const descriptions: Partial<Record<ServiceSlug, string>> = {
  "water-heater-services":
    "¿Se quedó sin agua caliente, le sale agua con óxido o le gotea el tanque? Reparamos y reemplazamos calentadores de tanque de gas y eléctricos. Hay servicio el mismo día disponible.",
  "tankless-water-heaters":
    "Agua caliente que no se acaba, de un equipo que va colgado en la pared. Instalación, cambio de calentador de tanque a uno sin tanque y descalcificación una vez al año.",
  "water-filtration":
    "Sistemas de carbón, suavizadores y ósmosis inversa que le quitan al agua el sabor a cloro, el sedimento y el sarro en todas las llaves de la casa.",
  "water-softener":
    "Un suavizador del tamaño correcto para su casa y para nuestra agua dura evita el sarro en llaves y accesorios, y con agua suave se usa 50% menos jabón.",
  "water-conditioner":
    "Acondicionamiento sin sal que evita que los minerales del agua dura se peguen a la tubería y al calentador, sin tanque de salmuera que rellenar.",
  "drinking-water":
    "Sistemas de ósmosis inversa y alcalinos debajo del fregadero, para tener agua limpia y de buen sabor en la llave de la cocina y en el refrigerador.",
  "shut-off-valves":
    "Una válvula principal que sí cierra cuando revienta un tubo. Cambiamos las válvulas de compuerta trabadas por válvulas de bola de un cuarto de vuelta.",
  // The code's words (IRC P2903.3.1, cited in content/service-pages/valves.ts): "not exceed".
  "pressure-valves":
    "El código de plomería dice que la presión de la casa no debe exceder 80 psi. Medimos la suya e instalamos o ajustamos el regulador que la mantiene ahí.",
  "pipe-leaks":
    "Fugas debajo de la losa, fugas por picadura en tubería de cobre y líneas que gotean en el ático: encontramos la fuga, paramos el agua y reparamos el tubo.",
  "sewer-camera":
    "Una cámara dentro de la línea muestra raíces, tramos hundidos y tubo quebrado antes de que usted excave, compre una casa o pague la reparación equivocada.",
  "drain-cleaning":
    "Lavabos que tardan en vaciarse, tinas que se regresan y tapones en la línea principal: los destapamos con máquina de cable y con chorro de agua a alta presión.",
  "garbage-disposal":
    "Reparamos trituradores trabados, que zumban o que gotean, e instalamos equipos nuevos: conectados y probados para que no tengan fugas.",
  faucets:
    "Reparamos llaves que gotean o que están duras, e instalamos llaves nuevas de cocina, de baño y de afuera, con sus líneas de suministro.",
  showers:
    "Arreglamos válvulas que gotean, poca presión en la regadera y cambios bruscos a agua que quema; cambiamos cartuchos, válvulas y cabezas de regadera.",
  toilets:
    "Reparamos inodoros que se quedan corriendo, que se mueven o que están tapados, e instalamos inodoros nuevos de alta eficiencia con anillo de cera y brida nuevos.",
};

export const services: ServiceCard[] = englishServices.map((card) => {
  const description = descriptions[card.slug];
  if (!description)
    throw new Error(
      `content/es/services.ts: no Spanish description for ${card.slug}`,
    );
  return { ...card, title: spanishServiceNames[card.slug], description };
});
