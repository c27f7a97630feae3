import { AboutTeaser } from "@/app/(en)/_components/about-teaser";
import { HomeAccordion } from "@/app/(en)/_components/home-accordion";
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
import { videoObjectJsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({
  title: "Plumber in Mesa & the East Valley, AZ",
  description: `Family-owned, licensed and insured plumbing company in Mesa and the East Valley since ${business.foundingYear}. Upfront pricing, emergency service, same-day service available.`,
  keywords: [
    "plumber Mesa AZ",
    "East Valley plumber",
    "emergency plumber Mesa",
    "water heater repair Mesa",
    "water softener installation Gilbert",
    "licensed plumbing contractor Arizona",
  ],
  path: "/",
});

export default function HomePage() {
  const story = business.videos.story;
  const storyJsonLd = videoObjectJsonLd(story);
  return (
    <>
      <Hero
        subtitle={`Family-owned plumbers in Mesa since ${business.foundingYear}`}
        title="Plumbing fixed right across the East Valley"
        description={`A licensed and insured family company whose team brings ${business.claims.yearsOfExperience}+ years of experience. You approve the price before any work starts, and we offer emergency service from Scottsdale to San Tan Valley. Same-day service available.`}
        trustLine={
          <>
            Licensed &amp; insured in Arizona
            <span aria-hidden="true">·</span>
            {/* A.R.S. § 32-1124(B) and the Registrar's policy statement 2021.02: the number on
                the home page, clearly visible, not only in the footer; with the name it is
                issued to, which the logo's name may shorten. */}
            <span data-testid="roc-license">{licenseHolderText()}</span>
          </>
        }
        phoneNumber={business.phone}
        ctaLink="#request-service"
        ctaText="Request service online"
        background={<HeroBackground />}
        aside={
          <div id="request-service" className="scroll-mt-28">
            <RequestForm
              trackArea="hero-form"
              title="Request Service"
              description="Tell us what's going on and we'll call or text you back to schedule a visit."
            />
            {heroVideoUrl ? <HeroVideoToggle /> : null}
          </div>
        }
      />
      <div className="container-page pt-10 md:pt-14">
        <ServiceCheck />
      </div>
      <ServicesTeaser />
      <div className="bg-brand-50 py-14 md:py-20">
        <div className="container-page">
          <WhyChooseUs />
        </div>
      </div>
      <div className="container-page grid gap-10 py-14 md:py-20 lg:grid-cols-2 lg:items-start">
        <HomeAccordion />
        <AboutTeaser />
      </div>
      <Reviews />
      <WelcomeDialogOnFirstVisit facts={welcomeDialogFacts()} />
      {storyJsonLd ? <JsonLd data={storyJsonLd} /> : null}
    </>
  );
}
