import { business, reviewCountText } from "@/content/business";
import type { Reason } from "@/content/why-choose-us";

// The six reasons of content/why-choose-us.ts in Spanish, from the same claims.

const { claims, foundingYear } = business;

export const whyChooseUs: Reason[] = [
  {
    icon: "shield",
    title: "Con licencia y seguro",
    description:
      "La compañía tiene licencia de contratista de Arizona y cuenta con seguro. El número de licencia está al pie de cada página.",
  },
  {
    icon: "users",
    title: `Negocio familiar desde ${foundingYear}`,
    description:
      "Un negocio familiar local con base en Mesa, que atiende casas y negocios en todo el East Valley.",
  },
  {
    icon: "check",
    title: `${claims.yearsOfExperience}+ años de experiencia`,
    description:
      "Experiencia tanto con el cobre de casas antiguas como con el PEX de construcción nueva, y con lo que el agua dura les hace a los dos.",
  },
  {
    icon: "dollar",
    title: "Precios por adelantado",
    description:
      "Usted ve y aprueba el precio antes de empezar el trabajo. Si encontramos algo más, paramos y le preguntamos antes de que le cueste algo.",
  },
  {
    icon: "clock",
    title: "Servicio de emergencia, y el mismo día disponible",
    description:
      "Servicio el mismo día disponible para las reparaciones de todos los días, y servicio de emergencia para un tubo reventado o un calentador de agua que gotea.",
  },
  {
    icon: "star",
    title: "Reseñas de cinco estrellas",
    description: `${reviewCountText("es")}. Léalas antes de llamar.`,
  },
];
