import type { Article, FAQPage, WithContext } from "schema-dts";
import { businessRef } from "@/lib/seo/json-ld";
import { absoluteUrl } from "@/lib/seo/metadata";

// Article and FAQPage nodes for guides. Google stopped showing FAQ rich results, but FAQPage
// is still valid schema.org that other search and answer engines read.

export function articleJsonLd(article: {
  title: string;
  description: string;
  path: string;
  datePublished: string;
  dateModified?: string;
  image?: string;
}): WithContext<Article> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    url: absoluteUrl(article.path),
    mainEntityOfPage: absoluteUrl(article.path),
    image: absoluteUrl(article.image ?? "/og-default.png"),
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    author: businessRef(),
    publisher: businessRef(),
    inLanguage: "en-US",
  };
}

export function faqPageJsonLd(
  items: readonly { question: string; answer: string }[],
): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
