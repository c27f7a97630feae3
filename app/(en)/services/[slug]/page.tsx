import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getServicePage } from "@/content/service-pages";
import { serviceDetailSlugs } from "@/content/services";
import { buildMetadata } from "@/lib/seo/metadata";
import { ServiceDetail } from "./_components/service-detail";

// The 17 service detail pages, prerendered from content/service-pages. Any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return serviceDetailSlugs.map((slug) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getServicePage((await params).slug);
  if (!page) notFound();
  return buildMetadata({ ...page.meta, path: page.canonicalPath });
}

export default async function ServiceDetailPage({ params }: Props) {
  const page = getServicePage((await params).slug);
  if (!page) notFound();
  return <ServiceDetail page={page} />;
}
