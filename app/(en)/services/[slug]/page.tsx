import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/json-ld";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { Hero } from "@/components/sections/hero";
import { ShutOffSteps } from "@/components/sections/shut-off-steps";
import { WithRequestForm } from "@/components/sections/with-request-form";
import { business } from "@/content/business";
import { getServicePage } from "@/content/service-pages";
import { serviceDetailSlugs, servicePath } from "@/content/services";
import { serviceJsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/lib/seo/metadata";
import { ServiceBody } from "./_components/service-body";

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
  const path = servicePath(page.slug);

  return (
    <>
      <div className="pb-2 md:pb-4">
        <Breadcrumbs
          trail={[
            { name: "Services", path: "/services" },
            { name: page.name, path },
          ]}
        />
      </div>
      <Hero
        {...page.hero}
        phoneNumber={business.phone}
        ctaLink="#request-service"
        ctaText="Request service online"
      />
      {/* The leak and water-heater pages: what to do right now, in the first screen of a phone,
          before the long text. */}
      {page.stopTheWater ? (
        <div className="container-page pt-3 md:pt-6">
          <div className="max-w-3xl">
            <ShutOffSteps
              {...page.stopTheWater}
              phoneNumber={business.phone}
              answeredAfterHours={business.emergencyLineAfterHours}
            />
          </div>
        </div>
      ) : null}
      <WithRequestForm placement={page.formPlacement} form={page.form}>
        <ServiceBody page={page} />
      </WithRequestForm>
      <JsonLd
        data={serviceJsonLd({
          name: page.name,
          description: page.meta.description,
          path: page.canonicalPath,
        })}
      />
    </>
  );
}
