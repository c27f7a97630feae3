import Link from "next/link";
import { ServiceAreaList } from "@/app/(en)/about/_components/service-area-list";
import { storyPoster } from "@/components/media/video-poster";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CallBlock } from "@/components/sections/call-block";
import { InfoSection } from "@/components/sections/info-section";
import { Reviews } from "@/components/sections/reviews";
import { WhyChooseUs } from "@/components/sections/why-choose-us";
import { Icon } from "@/components/ui/icons";
import { business, reviewCountText } from "@/content/business";
import { serviceAreas } from "@/content/service-areas";
import { buildMetadata } from "@/lib/seo/metadata";

const { foundingYear, claims } = business;

export const metadata = buildMetadata({
  title: `About Us: Family-Owned Mesa Plumbers Since ${foundingYear}`,
  description: `A family-owned, licensed and insured plumbing company in Mesa since ${foundingYear}: ${claims.yearsOfExperience}+ years of experience, upfront pricing, ${serviceAreas.length} East Valley cities served.`,
  keywords: [
    "family owned plumber Mesa",
    "about East Valley plumbing company",
    "licensed and insured plumbing company Arizona",
    "plumber service area East Valley",
    "local plumber Gilbert Chandler Tempe",
  ],
  path: "/about",
});

// Only what the company's claims back: upfront pricing, same-day service available, emergency
// service, licensed and insured, family owned.
const commitments = [
  "The price before any work starts, and nothing added without your say-so.",
  "Straight advice on repair versus replacement, with the price of both.",
  "Same-day service available, and emergency service when water is where it shouldn't be.",
  "A licensed and insured, family-owned company answering for the work.",
];

export default function AboutPage() {
  return (
    <>
      <Breadcrumbs trail={[{ name: "About", path: "/about" }]} />
      <div className="container-page space-y-16 py-10 md:py-14">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">
            About {business.shortName}
          </p>
          <h1 className="mt-2 text-3xl leading-tight font-bold text-balance text-brand-800 md:text-5xl">
            A family-owned Mesa plumbing company since {foundingYear}
          </h1>
          <p className="mt-4 text-lg text-ink-muted">
            Licensed and insured, {claims.yearsOfExperience}+ years of
            experience, and {reviewCountText()}.
          </p>
        </header>

        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <InfoSection title="Our story">
            <p>
              {business.name} opened in Mesa in {foundingYear} as a family
              business with one idea: treat every house like our own. That
              starts with telling people the price before we start.
            </p>
            <p>
              Our team brings {claims.yearsOfExperience}+ years of experience to
              the job, and knows what East Valley water does to a home: hard
              water scales up water heaters, fixtures and valves, and desert
              heat is hard on pipes and supply lines. So we fix today&apos;s
              leak and tell you how to head off the next one.
            </p>
            <p>The company is still family owned, licensed and insured.</p>
          </InfoSection>
          {/* eslint-disable-next-line @next/next/no-img-element -- vector art: next/image has nothing to optimize */}
          <img
            src={storyPoster.src}
            alt={storyPoster.alt}
            width={1280}
            height={720}
            className="aspect-video w-full rounded-xl object-cover"
          />
        </div>

        <InfoSection
          title="Our commitment to you"
          infoNote={
            <>
              Not sure whether to repair or replace? Ask us. Regular water
              heater maintenance typically runs $99–$189 and adds 3–5 years to a
              tank; an early replacement costs $1,000 or more.
            </>
          }
        >
          <ul className="grid gap-3 sm:grid-cols-2">
            {commitments.map((commitment) => (
              <li key={commitment} className="flex gap-2 text-ink-muted">
                <Icon
                  name="check"
                  className="mt-0.5 size-5 shrink-0 text-brand-500"
                />
                {commitment}
              </li>
            ))}
          </ul>
        </InfoSection>

        <WhyChooseUs title="Why choose us" />

        <CallBlock
          title="Plumbing problem right now? Call us."
          description="Same-day service available, and emergency service for leaks and no-hot-water days. You get the price before we start."
          phoneNumber={business.phone}
        />
      </div>
      <Reviews />
      <div className="container-page pb-14 md:pb-20">
        <ServiceAreaList />
        <p className="mt-8 text-ink-muted">
          Ready to book, or have a question first?{" "}
          <Link
            href="/contact"
            className="font-semibold text-brand-700 underline"
          >
            Contact us
          </Link>{" "}
          and we&apos;ll get back to you as soon as we can.
        </p>
      </div>
    </>
  );
}
