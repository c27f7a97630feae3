import { flushingVsDraining as article } from "@/content/articles/flushing-vs-draining";
import { buildMetadata } from "@/lib/seo/metadata";
import { ArticlePage } from "./_components/article-page";

// The water-heater guide has a folder of its own rather than a branch of app/(en)/[landing]: client
// chunks are counted per route, and the guide (no request form, only the video facade) would
// otherwise ship the city pages' form island (about 20 KB gzip).
export const metadata = buildMetadata({
  title: article.title,
  description: article.description,
  keywords: article.keywords,
  path: article.path,
  type: "article",
});

export default function Page() {
  return <ArticlePage />;
}
