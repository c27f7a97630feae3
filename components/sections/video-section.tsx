import { JsonLd } from "@/components/json-ld";
import { VideoPoster } from "@/components/media/video-poster";
import { YouTubeFacade } from "@/components/ui/youtube-facade";
import type { VideoFacts } from "@/content/business";
import { videoObjectJsonLd } from "@/lib/seo/json-ld";
import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";

export type VideoSectionProps = {
  /** YouTube id; null keeps the poster (no player, no VideoObject). */
  videoId: string | null;
  title: string;
  description: string;
  /** Needed for the VideoObject markup, which is left out without it: no invented date. */
  uploadDate: VideoFacts["uploadDate"];
  headingLevel?: "h2" | "h3";
  lang?: Lang;
};

// The seed's video block: a heading, a line of context and a 16:9 player that loads on demand.
export function VideoSection({
  videoId,
  title,
  description,
  uploadDate,
  headingLevel = "h2",
  lang = "en",
}: VideoSectionProps) {
  const Heading = headingLevel;
  const videoJsonLd = videoObjectJsonLd({
    id: videoId,
    title,
    description,
    uploadDate,
  });
  return (
    <section>
      <Heading className="text-2xl font-bold text-brand-800 md:text-3xl">
        {title}
      </Heading>
      <p className="mt-2 text-ink-muted">{description}</p>
      <div className="relative mt-4 aspect-video overflow-hidden rounded-xl bg-brand-900">
        {videoId ? (
          <YouTubeFacade
            videoId={videoId}
            title={title}
            {...(lang === "en"
              ? {}
              : { playLabel: sectionsMessages[lang].playVideo })}
          />
        ) : (
          <VideoPoster src="/images/video-poster.svg" alt="" />
        )}
      </div>
      {videoJsonLd ? <JsonLd data={videoJsonLd} /> : null}
    </section>
  );
}
