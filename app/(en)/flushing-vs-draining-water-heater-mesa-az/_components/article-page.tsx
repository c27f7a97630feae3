import { JsonLd } from "@/components/json-ld";
import { BenefitsPanel } from "@/components/sections/benefits-panel";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CallBlock } from "@/components/sections/call-block";
import { ComparisonTable } from "@/components/sections/comparison-table";
import { Faq } from "@/components/sections/faq";
import { Hero } from "@/components/sections/hero";
import { InfoSection } from "@/components/sections/info-section";
import { ProcessBlock } from "@/components/sections/process-block";
import { VideoSection } from "@/components/sections/video-section";
import { WithAside } from "@/components/sections/with-aside";
import { flushingVsDraining as article } from "@/content/articles/flushing-vs-draining";
import { business } from "@/content/business";
import { servicePath } from "@/content/services";
import { articleJsonLd, faqPageJsonLd } from "@/lib/seo/article-json-ld";

const serviceLink = servicePath("water-heater-services");

// The flushing-vs-draining guide. The video is a thumbnail until the visitor asks for it, and
// VideoSection adds the VideoObject only when a video id is configured.
export function ArticlePage() {
  const video = business.videos.waterHeaterGuide;
  return (
    <article>
      <Breadcrumbs
        trail={[
          { name: "Water heater services", path: serviceLink },
          { name: "Flushing vs. draining", path: article.path },
        ]}
      />
      <Hero
        subtitle={article.hero.subtitle}
        title={article.title}
        description={article.hero.description}
        phoneNumber={business.phone}
        ctaLink={serviceLink}
        ctaText="Water heater services"
      />
      <WithAside
        aside={
          <BenefitsPanel
            title={`Why Mesa calls ${business.shortName}`}
            benefits={article.whyChoose}
            phoneNumber={business.phone}
            serviceLink={serviceLink}
            serviceLinkText="Our water heater services"
          />
        }
      >
        <InfoSection title="Why sediment builds up in East Valley water heaters">
          {article.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </InfoSection>
        <VideoSection
          videoId={video.id}
          title={video.title}
          description={video.description}
          uploadDate={video.uploadDate}
        />
        <ProcessBlock id="flushing" {...article.flushing} />
        <ProcessBlock id="draining" {...article.draining} />
        <ComparisonTable
          title="Flushing vs. draining at a glance"
          option1Label="Flushing"
          option2Label="Draining"
          rows={article.comparison}
        />
        <InfoSection
          title="When to call a professional"
          infoNote={article.gasWarning}
        >
          <ul className="list-disc space-y-2 pl-5 text-ink-muted">
            {article.whenToCall.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </InfoSection>
        <Faq items={article.faq} />
      </WithAside>
      <div className="container-page pb-12">
        <CallBlock
          title={article.closing.title}
          description={article.closing.description}
          phoneNumber={business.phone}
        />
      </div>
      <JsonLd
        data={[
          articleJsonLd({
            title: article.title,
            description: article.description,
            path: article.path,
            datePublished: article.datePublished,
            dateModified: article.dateModified,
          }),
          faqPageJsonLd(article.faq),
        ]}
      />
    </article>
  );
}
