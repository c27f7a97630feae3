import { ContactCards } from "@/app/(en)/contact/_components/contact-cards";
import { FirstScreenEnd } from "@/components/layout/first-screen-end";
import { JsonLd } from "@/components/json-ld";
import { ServiceCheck } from "@/components/local/service-check";
import { IntroVideo } from "@/components/media/intro-video";
import { storyPoster, VideoPoster } from "@/components/media/video-poster";
import { storyVideoWords } from "@/content/es/media";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { WithRequestForm } from "@/components/sections/with-request-form";
import { welcomeDialogFacts } from "@/components/welcome-dialog/facts";
import { WatchStoryButton } from "@/components/welcome-dialog/welcome-dialog-launcher";
import { business } from "@/content/business";
import { env } from "@/lib/env";
import type { Lang } from "@/lib/i18n/locales";
import { contactMessages } from "@/lib/i18n/messages/contact";
import { videoObjectJsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/lib/seo/metadata";

// /contact and /es/contacto: one page, its words in the page's language.

export function contactPageMetadata(lang: Lang) {
  const { page } = contactMessages[lang];
  return buildMetadata({
    title: page.title,
    description: page.description,
    keywords: [...page.keywords],
    path: page.path,
  });
}

export function ContactPage({ lang }: { lang: Lang }) {
  const { page } = contactMessages[lang];
  const facts = welcomeDialogFacts(lang);
  const story = business.videos.story;
  const storyJsonLd = videoObjectJsonLd(story);
  const videoUrl = env.NEXT_PUBLIC_CONTACT_VIDEO_URL;
  return (
    <>
      <Breadcrumbs
        trail={[{ name: page.crumb, path: page.path }]}
        lang={lang}
      />
      <header className="container-page pt-8">
        <h1 className="max-w-3xl text-3xl leading-tight font-bold text-balance text-brand-800 md:text-5xl">
          {page.heading}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted">{page.intro}</p>
      </header>
      <FirstScreenEnd />
      <WithRequestForm
        form={{
          lang,
          title: page.formTitle,
          description: page.formDescription,
        }}
      >
        <ContactCards lang={lang} />
        <ServiceCheck lang={lang} />
        <section aria-labelledby="intro-video-title">
          <h2
            id="intro-video-title"
            className="text-2xl font-bold text-brand-800 md:text-3xl"
          >
            {page.videoTitle}
          </h2>
          <p className="mt-2 text-ink-muted">{page.videoIntro}</p>
          <div className="relative mt-4 aspect-video overflow-hidden rounded-xl bg-brand-900">
            {videoUrl ? (
              <IntroVideo
                src={videoUrl}
                title={lang === "es" ? storyVideoWords.title : story.title}
                poster={
                  lang === "es"
                    ? { ...storyPoster, alt: storyVideoWords.posterAlt }
                    : storyPoster
                }
                captions={business.contactVideoCaptions}
              />
            ) : (
              <VideoPoster
                src={storyPoster.src}
                alt={
                  lang === "es" ? storyVideoWords.posterAlt : storyPoster.alt
                }
              />
            )}
          </div>
          <WatchStoryButton facts={facts} className="btn btn-secondary mt-4" />
        </section>
      </WithRequestForm>
      {storyJsonLd ? <JsonLd data={storyJsonLd} /> : null}
    </>
  );
}
