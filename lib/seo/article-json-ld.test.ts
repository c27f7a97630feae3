import { flushingVsDraining } from "@/content/articles/flushing-vs-draining";
import { business } from "@/content/business";
import { articleJsonLd, faqPageJsonLd } from "@/lib/seo/article-json-ld";
import { absoluteUrl } from "@/lib/seo/metadata";

describe("article structured data", () => {
  it("describes the guide as an Article published by the business", () => {
    const node = articleJsonLd({
      title: flushingVsDraining.title,
      description: flushingVsDraining.description,
      path: flushingVsDraining.path,
      datePublished: flushingVsDraining.datePublished,
    });
    expect(node).toMatchObject({
      "@type": "Article",
      headline: flushingVsDraining.title,
      mainEntityOfPage: absoluteUrl(flushingVsDraining.path),
      datePublished: flushingVsDraining.datePublished,
      dateModified: flushingVsDraining.datePublished,
      publisher: { "@type": "Plumber", name: business.name },
    });
  });

  it("turns the five FAQ items into Question/Answer pairs", () => {
    const node = faqPageJsonLd(flushingVsDraining.faq);
    expect(node.mainEntity).toHaveLength(5);
    expect(node).toMatchObject({
      "@type": "FAQPage",
      mainEntity: expect.arrayContaining([
        {
          "@type": "Question",
          name: flushingVsDraining.faq[0]!.question,
          acceptedAnswer: {
            "@type": "Answer",
            text: flushingVsDraining.faq[0]!.answer,
          },
        },
      ]),
    });
  });
});
