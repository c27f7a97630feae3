import { notFound } from "next/navigation";
import { AreaPage } from "@/components/local/area-page";
import {
  landingMeta,
  landingSegments,
  resolveLanding,
} from "@/lib/local-pages";
import { buildMetadata } from "@/lib/seo/metadata";
import { WaterHeaterCityPage } from "./_components/water-heater-city-page";
import { WaterSoftenerCityPage } from "./_components/water-softener-city-page";

type Props = { params: Promise<{ landing: string }> };

// The top-level local URLs: city landing pages and the legacy
// /service-area-{city}-az names. Static folders (/about, /blog …) win over this segment, and
// with dynamicParams off any other top-level path is the site's 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return landingSegments().map((landing) => ({ landing }));
}

export async function generateMetadata({ params }: Props) {
  const landing = resolveLanding((await params).landing);
  return landing ? buildMetadata(landingMeta(landing)) : {};
}

export default async function LandingPage({ params }: Props) {
  const landing = resolveLanding((await params).landing);
  if (!landing) notFound();
  switch (landing.kind) {
    case "area-alias":
      return <AreaPage area={landing.area} />;
    case "city-page":
      return landing.page.kind === "water-heater" ? (
        <WaterHeaterCityPage page={landing.page} area={landing.area} />
      ) : (
        <WaterSoftenerCityPage page={landing.page} area={landing.area} />
      );
  }
}
