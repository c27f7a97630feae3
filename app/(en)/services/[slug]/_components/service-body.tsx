import { CallBlock } from "@/components/sections/call-block";
import { ComparisonTable } from "@/components/sections/comparison-table";
import { Faq } from "@/components/sections/faq";
import { InfoSection } from "@/components/sections/info-section";
import { ProcessBlock } from "@/components/sections/process-block";
import { business } from "@/content/business";
import type { ServicePage } from "@/content/service-pages";
import { CopyBlocks } from "./copy-blocks";
import { RelatedServices } from "./related-services";
import { ScheduleCall } from "./schedule-call";

// The text column of a service page, in a fixed order: intro, topic sections, procedure,
// comparison, the phone booking panel, FAQ, related services, closing call to action.
export function ServiceBody({ page }: { page: ServicePage }) {
  return (
    <>
      <div className="prose-copy text-lg">
        {page.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {page.sections.map((section) => (
        <InfoSection
          key={section.id}
          id={section.id}
          title={section.title}
          infoNote={section.note}
        >
          <CopyBlocks blocks={section.body} />
        </InfoSection>
      ))}
      {page.process ? <ProcessBlock id="process" {...page.process} /> : null}
      {page.comparison ? <ComparisonTable {...page.comparison} /> : null}
      {page.schedule ? <ScheduleCall {...page.schedule} /> : null}
      {page.faq ? <Faq items={page.faq} /> : null}
      <RelatedServices slugs={page.related} />
      <CallBlock {...page.callBlock} phoneNumber={business.phone} />
    </>
  );
}
