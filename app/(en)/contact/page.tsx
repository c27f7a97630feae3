import { ContactCards } from "@/app/(en)/contact/_components/contact-cards";
import { FirstScreenEnd } from "@/components/layout/first-screen-end";
import { JsonLd } from "@/components/json-ld";
import { ServiceCheck } from "@/components/local/service-check";
import { IntroVideo } from "@/components/media/intro-video";
import { storyPoster, VideoPoster } from "@/components/media/video-poster";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { WithRequestForm } from "@/components/sections/with-request-form";
import { welcomeDialogFacts } from "@/components/welcome-dialog/facts";
import { WatchStoryButton } from "@/components/welcome-dialog/welcome-dialog-launcher";
import { business } from "@/content/business";
import { env } from "@/lib/env";
import { videoObjectJsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({
  title: "Contact Us: Schedule a Plumber in Mesa, AZ",
  description:
    "Call, e-mail or request service online from a family-owned Mesa plumber. Upfront pricing and emergency service; same-day service available in the East Valley.",
  keywords: [
    "contact plumber Mesa AZ",
    "schedule plumbing service",
    "plumber phone number Mesa",
    "emergency plumber East Valley",
    "plumbing service request",
  ],
  path: "/contact",
});

export default function ContactPage() {
  const facts = welcomeDialogFacts();
  const story = business.videos.story;
  const storyJsonLd = videoObjectJsonLd(story);
  const videoUrl = env.NEXT_PUBLIC_CONTACT_VIDEO_URL;
  return (
    <>
      <Breadcrumbs trail={[{ name: "Contact", path: "/contact" }]} />
      <header className="container-page pt-8">
        <h1 className="max-w-3xl text-3xl leading-tight font-bold text-balance text-brand-800 md:text-5xl">
          Contact us to schedule plumbing service
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted">
          Call for the fastest answer, e-mail us, or send the form and
          we&apos;ll call or text you back. Every visit starts with an upfront
          price.
        </p>
      </header>
      <FirstScreenEnd />
      <WithRequestForm
        form={{
          title: "Request Service",
          description:
            "Tell us what's going on and where, and we'll get back to you to schedule.",
        }}
      >
        <ContactCards />
        <ServiceCheck />
        <section aria-labelledby="intro-video-title">
          <h2
            id="intro-video-title"
            className="text-2xl font-bold text-brand-800 md:text-3xl"
          >
            Meet the family behind the trucks
          </h2>
          <p className="mt-2 text-ink-muted">
            A short introduction to who we are and what to expect when one of
            our plumbers comes to your home or business.
          </p>
          <div className="relative mt-4 aspect-video overflow-hidden rounded-xl bg-brand-900">
            {videoUrl ? (
              <IntroVideo
                src={videoUrl}
                title={story.title}
                poster={storyPoster}
                captions={business.contactVideoCaptions}
              />
            ) : (
              <VideoPoster src={storyPoster.src} alt={storyPoster.alt} />
            )}
          </div>
          <WatchStoryButton facts={facts} className="btn btn-secondary mt-4" />
        </section>
      </WithRequestForm>
      {storyJsonLd ? <JsonLd data={storyJsonLd} /> : null}
    </>
  );
}
