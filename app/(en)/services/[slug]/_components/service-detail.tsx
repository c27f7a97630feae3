import { pathIn } from "@/lib/i18n/routes";
import { JsonLd } from "@/components/json-ld";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { Hero } from "@/components/sections/hero";
import { ShutOffSteps } from "@/components/sections/shut-off-steps";
import { WithRequestForm } from "@/components/sections/with-request-form";
import { business } from "@/content/business";
import { callStepText as spanishCallStep } from "@/content/es/service-pages/stop-the-water";
import type { ServicePage } from "@/content/service-pages";
import { servicePath } from "@/content/services";
import type { Lang } from "@/lib/i18n/locales";
import { servicesMessages } from "@/lib/i18n/messages/services";
import { serviceJsonLd } from "@/lib/seo/json-ld";
import { ServiceBody } from "./service-body";

// One service detail page, /services/<slug> or /es/servicios/<slug>: the same sections in
// either language, from the page content of that language.
export function ServiceDetail({
  page,
  lang = "en",
}: {
  page: ServicePage;
  lang?: Lang;
}) {
  const words = servicesMessages[lang];
  const path = pathIn(lang, servicePath(page.slug));

  return (
    <>
      <div className="pb-2 md:pb-4">
        <Breadcrumbs
          trail={[
            { name: words.servicesCrumb, path: pathIn(lang, "/services") },
            { name: page.name, path },
          ]}
          lang={lang}
        />
      </div>
      <Hero
        {...page.hero}
        phoneNumber={business.phone}
        ctaLink="#request-service"
        ctaText={words.requestOnline}
        lang={lang}
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
              callStep={
                lang === "es"
                  ? spanishCallStep(business.emergencyLineAfterHours)
                  : undefined
              }
              lang={lang}
            />
          </div>
        </div>
      ) : null}
      <WithRequestForm
        placement={page.formPlacement}
        form={{ ...page.form, lang }}
      >
        <ServiceBody page={page} lang={lang} />
      </WithRequestForm>
      <JsonLd
        data={serviceJsonLd({
          name: page.name,
          description: page.meta.description,
          path: pathIn(lang, page.canonicalPath),
        })}
      />
    </>
  );
}
