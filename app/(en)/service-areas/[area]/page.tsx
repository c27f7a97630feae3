import { notFound } from "next/navigation";
import { AreaPage } from "@/components/local/area-page";
import { findServiceArea, serviceAreas } from "@/content/service-areas";
import { areaPageMeta } from "@/lib/local-pages";
import { buildMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ area: string }> };

// Only the registry's cities exist; any other slug is a 404, not an on-demand render.
export const dynamicParams = false;

export function generateStaticParams() {
  return serviceAreas.map((area) => ({ area: area.slug }));
}

export async function generateMetadata({ params }: Props) {
  const area = findServiceArea((await params).area);
  return area ? buildMetadata(areaPageMeta(area)) : {};
}

export default async function ServiceAreaPage({ params }: Props) {
  const area = findServiceArea((await params).area);
  if (!area) notFound();
  return <AreaPage area={area} />;
}
