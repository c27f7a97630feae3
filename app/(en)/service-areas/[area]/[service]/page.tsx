import { notFound, permanentRedirect } from "next/navigation";
import {
  cityServiceKinds,
  cityServiceTarget,
  type CityPageKind,
} from "@/content/city-pages";
import { findServiceArea, serviceAreas } from "@/content/service-areas";

type Props = { params: Promise<{ area: string; service: string }> };

// /service-areas/{city}/water-heater and /water-softener are link addresses, not pages: each
// answers 308 to the city's own landing page where one exists, else to the general service page.
export const dynamicParams = false;

export function generateStaticParams() {
  return serviceAreas.flatMap((area) =>
    cityServiceKinds.map((service) => ({ area: area.slug, service })),
  );
}

export default async function CityServiceRedirect({ params }: Props) {
  const { area, service } = await params;
  const kind = cityServiceKinds.find((k): k is CityPageKind => k === service);
  if (!findServiceArea(area) || !kind) notFound();
  permanentRedirect(cityServiceTarget(area, kind));
}
