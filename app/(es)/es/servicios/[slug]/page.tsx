import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ServiceDetail } from "@/app/(en)/services/[slug]/_components/service-detail";
import { servicePages } from "@/content/es/service-pages";
import { serviceDetailSlugs } from "@/content/services";
import {
  pathIn,
  serviceSlugForSpanish,
  spanishServiceSlugs,
} from "@/lib/i18n/routes";
import { spanishParams } from "@/lib/i18n/spanish";
import { buildMetadata } from "@/lib/seo/metadata";

// The 17 service detail pages in Spanish, at their Spanish slugs (lib/i18n/routes.ts),
// prerendered from content/es/service-pages. Any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return spanishParams(
    serviceDetailSlugs.map((slug) => ({ slug: spanishServiceSlugs[slug] })),
  );
}

type Props = { params: Promise<{ slug: string }> };

async function pageFor(params: Props["params"]) {
  const slug = serviceSlugForSpanish((await params).slug);
  return slug ? servicePages[slug] : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await pageFor(params);
  if (!page) notFound();
  return buildMetadata({
    ...page.meta,
    path: pathIn("es", page.canonicalPath),
  });
}

export default async function SpanishServiceDetailPage({ params }: Props) {
  const page = await pageFor(params);
  if (!page) notFound();
  return <ServiceDetail page={page} lang="es" />;
}
