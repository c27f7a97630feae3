import { AboutTeaser } from "@/app/(en)/_components/about-teaser";
import { HomeAccordion } from "@/app/(en)/_components/home-accordion";
import { homeContent } from "@/app/(en)/_components/home-content";
import { ServicesTeaser } from "@/app/(en)/_components/services-teaser";
import { JsonLd } from "@/components/json-ld";
import {
  HeroBackground,
  heroVideoUrl,
} from "@/components/media/hero-background";
import { HeroVideoToggle } from "@/components/media/hero-video";
import { ServiceCheck } from "@/components/local/service-check";
import { RequestForm } from "@/components/request-form/request-form";
import { Hero } from "@/components/sections/hero";
import { Reviews } from "@/components/sections/reviews";
import { WhyChooseUs } from "@/components/sections/why-choose-us";
import { welcomeDialogFacts } from "@/components/welcome-dialog/facts";
import { WelcomeDialogOnFirstVisit } from "@/components/welcome-dialog/welcome-dialog-launcher";
import { business, licenseHolderText } from "@/content/business";
import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";
import { localPath } from "@/components/sections/local-path";
import { videoObjectJsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/lib/seo/metadata";

// The home page, / in English and /es in Spanish: one page, its words from the language's
// content module (content/home.ts, content/es/home.ts) and the sections' messages.

export function homeMetadata(lang: Lang) {
  return buildMetadata({
    ...homeContent(lang).homeCopy.metadata,
    path: localPath(lang, "/"),
  });
}

export function HomePage({ lang }: { lang: Lang }) {
  const { hero } = homeContent(lang).homeCopy;
  const story = business.videos.story;
  const storyJsonLd = videoObjectJsonLd(story);
  return (
    <>
      <Hero
        subtitle={hero.subtitle}
        title={hero.title}
        description={hero.description}
        trustLine={
          <>
            {hero.licensed}
            <span aria-hidden="true">·</span>
            {/* A.R.S. § 32-1124(B) and the Registrar's policy statement 2021.02: the number on
                the home page, clearly visible, not only in the footer; with the name it is
                issued to, which the logo's name may shorten. */}
            <span data-testid="roc-license">{licenseHolderText(lang)}</span>
          </>
        }
        phoneNumber={business.phone}
        ctaLink="#request-service"
        ctaText={hero.ctaText}
        background={<HeroBackground />}
        aside={
          <div id="request-service" className="scroll-mt-28">
            <RequestForm
              trackArea="hero-form"
              title={hero.formTitle}
              description={hero.formDescription}
            />
            {heroVideoUrl ? (
              <HeroVideoToggle labels={sectionsMessages[lang].heroVideo} />
            ) : null}
          </div>
        }
        lang={lang}
      />
      <div className="container-page pt-10 md:pt-14">
        <ServiceCheck lang={lang} />
      </div>
      <ServicesTeaser lang={lang} />
      <div className="bg-brand-50 py-14 md:py-20">
        <div className="container-page">
          <WhyChooseUs lang={lang} />
        </div>
      </div>
      <div className="container-page grid gap-10 py-14 md:py-20 lg:grid-cols-2 lg:items-start">
        <HomeAccordion lang={lang} />
        <AboutTeaser lang={lang} />
      </div>
      <Reviews lang={lang} />
      <WelcomeDialogOnFirstVisit facts={welcomeDialogFacts(lang)} />
      {storyJsonLd ? <JsonLd data={storyJsonLd} /> : null}
    </>
  );
}
